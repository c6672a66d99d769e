import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { median } from './bench-stats';
import { CONSOLE_DIR } from './build-console';
import { CHROMIUM_ARGS } from './chromium';

export interface LighthouseSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  reportPath: string;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * Lighthouse's default (mobile: Moto G Power screen, simulated slow 4G and 4x CPU slowdown), one
 * fresh Chromium per run, categories performance, accessibility and best practices. Each figure is
 * the median of the runs; the JSON report kept is Lighthouse's own median run. `chromeFlags` adds
 * to CHROMIUM_ARGS, e.g. the flags that send Google's captcha host to the stand-in
 * (scripts/recaptcha-host.ts).
 */
export async function runLighthouse(
  url: string,
  { chromePath, runs = 3, chromeFlags = [] }: { chromePath: string; runs?: number; chromeFlags?: string[] },
): Promise<LighthouseSummary> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...CHROMIUM_ARGS, ...chromeFlags],
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      results.push(result.lhr);
    } finally {
      chrome.kill();
    }
  }

  const reportDir = path.join(CONSOLE_DIR, 'lighthouse');
  await mkdir(reportDir, { recursive: true });
  const reportPath = path.join(reportDir, 'sign-in.report.json');
  await writeFile(reportPath, JSON.stringify(computeMedianRun(results), null, 2));

  return {
    performance: median(results.map((lhr) => score(lhr, 'performance'))),
    accessibility: median(results.map((lhr) => score(lhr, 'accessibility'))),
    bestPractices: median(results.map((lhr) => score(lhr, 'best-practices'))),
    lcpMs: median(results.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)),
    reportPath,
  };
}
