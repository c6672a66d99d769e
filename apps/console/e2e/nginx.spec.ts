import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUILDS, outDirOf } from '../scripts/build-console';
import { answerRecaptchaWithFake, FAKE_RECAPTCHA_LABEL } from './support/fake-recaptcha';
import { expect, test } from './support/fixtures';
import { startMockProcess } from './support/http-mock';
import type { HttpMockProcess } from './support/http-mock';
import { nginxBinary, startNginx, testNginxConf } from './support/nginx-server';
import type { NginxServer } from './support/nginx-server';

/*
 * The production build (no mock, reCAPTCHA) behind the Debian nginx, configured by the very
 * template of deploy/nginx.conf, with /api/ proxied to `npm run mock` (the mock API over HTTP).
 */

const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'];
const distDir = outDirOf(BUILDS.production);
const binary = nginxBinary();

test.describe.configure({ mode: 'serial' });
test.skip(!binary && !process.env.CI, 'nginx is not installed (apt-get install nginx-light); CI always runs this');

let nginx: NginxServer;
let mock: HttpMockProcess;

test.beforeAll(async () => {
  if (!binary) throw new Error('nginx is required in CI (apt-get install nginx-light)');
  mock = await startMockProcess();
  nginx = await startNginx(binary, { CONSOLE_ROOT: distDir, API_UPSTREAM: mock.url });
});

test.afterAll(async () => {
  await nginx?.close();
  await mock?.close();
});

/** The CSP as a map of directive -> sources. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

async function hashedScript(): Promise<string> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const match = html.match(/src="(\/assets\/[^"]+\.js)"/);
  if (!match?.[1]) throw new Error('index.html names no /assets/*.js script');
  return match[1];
}

function expectSecurityHeaders(headers: Headers, what: string): void {
  const csp = headers.get('content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const directives = parseCsp(csp!);
  const all = [...directives.values()].flat();
  expect(all, `${what}: CSP allows no inline code and no eval`).not.toContain("'unsafe-inline'");
  expect(all).not.toContain("'unsafe-eval'");
  expect(all).not.toContain("'unsafe-hashes'");
  expect(all, `${what}: CSP has no wildcard`).not.toContain('*');
  expect(directives.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  for (const directive of ['script-src', 'frame-src', 'connect-src']) {
    const sources = directives.get(directive);
    expect(sources, `${what}: ${directive} is set`).toBeDefined();
    for (const source of sources!)
      expect(["'self'", ...RECAPTCHA_ORIGINS], `${what}: ${directive} ${source}`).toContain(source);
  }
  expect(directives.get('script-src')).toContain("'self'");
  expect(directives.get('script-src')).toEqual(expect.arrayContaining(RECAPTCHA_ORIGINS));
  expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(directives.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(directives.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);

  const hsts = headers.get('strict-transport-security') ?? '';
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), `${what}: HSTS of a year or more`).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(headers.get('referrer-policy'), `${what}: Referrer-Policy`).toBe('no-referrer');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(permissions, `${what}: Permissions-Policy denies ${feature}`).toContain(`${feature}=()`);
  }
  expect(headers.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY');
  expect(headers.get('server') ?? '', `${what}: no nginx version`).not.toMatch(/\d/);
}

test('deploy/nginx.conf is valid for nginx -t', async () => {
  const { ok, output } = await testNginxConf(binary!, { CONSOLE_ROOT: distDir, API_UPSTREAM: 'http://127.0.0.1:9' });
  expect(ok, output).toBe(true);
});

test('every kind of response carries every security header', async () => {
  const paths = [
    '/',
    '/index.html',
    '/admin/users?tab=x',
    '/no/such/page',
    await hashedScript(),
    '/assets/missing-0000.js',
    '/api/admin/check-is-log-in',
  ];
  for (const pathname of paths) {
    const response = await fetch(`${nginx.url}${pathname}`);
    expectSecurityHeaders(response.headers, `${response.status} ${pathname}`);
  }
});

test('hashed assets are cached for a year, the page is revalidated, errors are not cached', async () => {
  const script = await fetch(`${nginx.url}${await hashedScript()}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(script.headers.get('content-type')).toMatch(/javascript/);
  expect(script.headers.get('content-encoding')).toBe('gzip');

  for (const pathname of ['/', '/index.html', '/admin/users']) {
    const page = await fetch(`${nginx.url}${pathname}`);
    expect(page.status, pathname).toBe(200);
    expect(page.headers.get('cache-control'), pathname).toBe('no-cache');
  }

  const missing = await fetch(`${nginx.url}/assets/missing-0000.js`);
  expect(missing.status, 'a missing asset is a 404, never the page').toBe(404);
  expect(missing.headers.get('cache-control')).not.toMatch(/max-age|immutable/);
});

test('every route of the console gets index.html (SPA fallback)', async () => {
  const index = await readFile(path.join(distDir, 'index.html'), 'utf8');
  for (const pathname of [
    '/',
    '/admin',
    '/admin/users?tab=x',
    '/forgot-password',
    '/create-password/reset-code-123',
    '/client-create-password/Jane/invite-code-123',
    '/no/such/page',
  ]) {
    const response = await fetch(`${nginx.url}${pathname}`);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
    expect(await response.text(), pathname).toBe(index);
  }
});

test('/api/ reaches the API upstream, path kept', async () => {
  const response = await fetch(`${nginx.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@crm.test', password: 'Admin@12345', captchaToken: 'token' }),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ success: false, message: 'Not registered' });
});

/** Records every CSP violation of the page: the DOM's events and Chromium's console reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
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
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) consoleMessages.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...consoleMessages,
  ];
}

test('the CSP is enforced and its violations are seen (the watch is not blind)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto(`${nginx.url}/`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
  });
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
  expect(await page.evaluate(() => 'inlineRan' in window), 'the inline script did not run').toBe(false);
});

test('signing in as admin@crm.test through nginx raises no CSP violation', async ({ page, context }) => {
  await answerRecaptchaWithFake(context);
  const violations = await watchCsp(page);

  const response = await page.goto(`${nginx.url}/`);
  expect(response?.headers()['content-security-policy']).toBeTruthy();
  await page.getByLabel('Email', { exact: true }).fill('admin@crm.test');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('checkbox', { name: FAKE_RECAPTCHA_LABEL }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${nginx.url}/admin/users`, { timeout: 15_000 });
  await expect(page.getByText('admin@crm.test').first()).toBeVisible();

  expect(await violations(), 'CSP violations while signing in').toEqual([]);
  expect(nginx.log(), 'nginx errors').not.toMatch(/\[(error|crit|alert|emerg)\]/);
});
