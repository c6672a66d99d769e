import type { Page } from '@playwright/test';
import { CspEvaluator, DEFAULT_CHECKS, STRICTCSP_CHECKS } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';

/** The CSP as a map of directive -> sources, as Google's CSP Evaluator parses it. */
export function parseCsp(header: string): Map<string, string[]> {
  return new Map(Object.entries(new CspParser(header).csp.directives).map(([name, sources]) => [name, sources ?? []]));
}

/** The nonce of a CSP's script-src ('nonce-…'), or null. */
export function scriptNonce(header: string): string | null {
  return (
    parseCsp(header)
      .get('script-src')
      ?.find((value) => value.startsWith("'nonce-"))
      ?.slice("'nonce-".length, -1) ?? null
  );
}

/**
 * Google's CSP Evaluator (csp_evaluator), with its default checks and its strict-CSP checks, as
 * csp-evaluator.withgoogle.com runs them: the HIGH findings, one line each.
 */
export function highCspFindings(header: string): string[] {
  return new CspEvaluator(new CspParser(header).csp)
    .evaluate(DEFAULT_CHECKS, STRICTCSP_CHECKS)
    .filter((finding) => finding.severity === Severity.HIGH)
    .map((finding) => `${finding.directive} ${finding.value ?? ''}: ${finding.description}`);
}

/** Records every CSP violation of the page: the DOM's events and Chromium's console reports. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to|Trusted ?Type/i.test(message.text()))
      consoleMessages.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...consoleMessages,
  ];
}
