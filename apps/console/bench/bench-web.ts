/**
 * `npm run bench:web [-- --runs N] [--lighthouse] [--no-build]`: builds the console for production
 * (no mock), serves it and the plain-HTML floor page (bench/floor.html) from one static server with
 * the stub API, and loads the two pages in turn in throttled mobile Chromium, N times each (5 by
 * default), with Google's reCAPTCHA answered by the stand-in (docs/decisions/060-bench-stand-ins.md).
 * Prints the medians side by side, the console's LCP as a multiple of the floor's, the budget and
 * the mock-code scan; with --lighthouse also the median of three Lighthouse 13 mobile runs.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startRecaptchaHost } from '../e2e/support/fake-recaptcha';
import { BUILDS, CONSOLE_DIR, buildConsole, outDirOf } from '../scripts/build-console';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../scripts/chromium';
import { serveStatic } from '../scripts/static-server';
import { median, parseBenchArgs, summarize } from './figures';
import type { RunFigures } from './figures';
import { THROTTLING, findMockCode, formatBytes, measurePage } from './measure';
import type { PageMetrics } from './measure';

const FLOOR_PATH = '/__bench/floor.html';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const figuresOf = (metrics: PageMetrics): RunFigures => ({
  ...metrics,
  jsCssGzip: metrics.total.gzip,
  htmlGzip: metrics.html.gzip,
});

function printTable(pages: { label: string; runs: RunFigures[] }[]): void {
  const [app, floor] = pages.map((page) => summarize(page.runs));
  const rows = [app!, floor!].map((summary) => ({
    'JS+CSS gzip': formatBytes(summary.jsCssGzip),
    requests: summary.requests,
    'HTML gzip': formatBytes(summary.htmlGzip),
    FCP: seconds(summary.fcpMs),
    LCP: `${seconds(summary.lcpMs)} (${seconds(summary.lcpMinMs)}-${seconds(summary.lcpMaxMs)})`,
    'LCP/floor': `${(summary.lcpMs / floor!.lcpMs).toFixed(2)}x`,
    CLS: summary.cls.toFixed(3),
    TBT: `${Math.round(summary.tbtMs)} ms`,
    'LCP element': summary.lcpElement,
  }));
  console.table(Object.fromEntries(pages.map((page, index) => [page.label, rows[index]])));
  // Each run's two loads are back to back: on a machine whose speed drifts, these ratios vary less.
  const paired = pages[0]!.runs.map((run, index) => run.lcpMs / pages[1]!.runs[index]!.lcpMs);
  const ratios = paired.map((ratio) => `${ratio.toFixed(2)}x`).join(' ');
  console.log(`LCP/floor by run: ${ratios} (median ${median(paired).toFixed(2)}x)`);
}

/**
 * Lighthouse's default (mobile, simulated slow 4G and 4x CPU slowdown), one fresh Chromium per run,
 * with Google's hosts sent to the reCAPTCHA stand-in. Each figure is the median of the runs; the
 * JSON report kept is Lighthouse's own median run.
 */
async function runLighthouse(url: string, runs: number): Promise<void> {
  const recaptcha = await startRecaptchaHost();
  const results: Result[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const chromeFlags = [...CHROMIUM_ARGS, ...recaptcha.chromeFlags];
      const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutablePath(), chromeFlags });
      try {
        const categories = ['performance', 'accessibility', 'best-practices'];
        const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: categories });
        if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse: ${result?.lhr.runtimeError?.message}`);
        results.push(result.lhr);
      } finally {
        chrome.kill();
      }
    }
  } finally {
    await recaptcha.close();
  }
  const of = (pick: (lhr: Result) => number | null | undefined) =>
    median(results.map((lhr) => pick(lhr) ?? Number.NaN));
  console.table({
    Performance: Math.round(of((lhr) => lhr.categories.performance?.score) * 100),
    Accessibility: Math.round(of((lhr) => lhr.categories.accessibility?.score) * 100),
    'Best practices': Math.round(of((lhr) => lhr.categories['best-practices']?.score) * 100),
    LCP: seconds(of((lhr) => lhr.audits['largest-contentful-paint']?.numericValue)),
    TBT: `${Math.round(of((lhr) => lhr.audits['total-blocking-time']?.numericValue))} ms`,
  });
  const report = path.join(CONSOLE_DIR, 'lighthouse', 'sign-in.report.json');
  await mkdir(path.dirname(report), { recursive: true });
  await writeFile(report, JSON.stringify(computeMedianRun(results), null, 2));
  console.log(`${'Report'.padEnd(18)}${path.relative(process.cwd(), report)}`);
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const built = outDirOf(BUILDS.production);
  const reuse = args.noBuild && existsSync(path.join(built, 'index.html'));
  const started = Date.now();
  const distDir = reuse ? built : await buildConsole(BUILDS.production);
  const how = reuse ? 'Reused' : `Built in ${((Date.now() - started) / 1000).toFixed(1)} s:`;
  console.log(`${how} ${path.relative(CONSOLE_DIR, distDir)} (VITE_MOCK=false, reCAPTCHA)`);

  const budgetFile = path.join(CONSOLE_DIR, 'perf-budget.json');
  const budget = (JSON.parse(await readFile(budgetFile, 'utf8')) as { signInGzipJsCssBytes: number })
    .signInGzipJsCssBytes;
  const floorFile = path.join(CONSOLE_DIR, 'bench', 'floor.html');
  const server = await serveStatic(distDir, { api: 'stub', files: { [FLOOR_PATH]: floorFile } });
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS });
  const pages = [
    { label: 'console (/)', path: '/', signIn: true, runs: [] as RunFigures[] },
    { label: 'floor (plain HTML)', path: FLOOR_PATH, signIn: false, runs: [] as RunFigures[] },
  ];
  let last: PageMetrics | undefined;
  try {
    console.log(`\nSign-in page vs the plain-HTML floor, ${server.url}, ${THROTTLING}`);
    console.log(`Fresh context (empty cache) per load, pages alternated, median of ${args.runs} each.`);
    for (let run = 0; run < args.runs; run++) {
      // Alternate which page goes first, so that neither always follows the other.
      const line: string[] = [];
      for (const page of run % 2 === 0 ? pages : [...pages].reverse()) {
        const metrics = await measurePage(browser, `${server.url}${page.path}`, { mobile: true, signIn: page.signIn });
        if (page.signIn && !metrics.quoteShown) throw new Error(`${page.label}: the stub API gave no quote`);
        if (!metrics.settled) console.warn(`  ${page.label}: still shifting or running long tasks after 10 s`);
        page.runs.push(figuresOf(metrics));
        if (page.signIn) last = metrics;
        line.push(`${page.label} LCP ${seconds(metrics.lcpMs)}`);
      }
      console.log(`  run ${run + 1}/${args.runs}: ${line.join(', ')}`);
    }
    console.log('');
    printTable(pages);

    const weight = summarize(pages[0]!.runs).jsCssGzip;
    console.log(`\nStand-ins         stub API (quote of the day, not logged in); reCAPTCHA stand-in at Google's URLs`);
    if (last)
      console.log(
        `Console weight    JS ${formatBytes(last.js.gzip)} + CSS ${formatBytes(last.css.gzip)} gzip = ${last.total.gzip} bytes (${formatBytes(last.total.raw)} raw); third-party: ${last.thirdPartyOrigins.join(', ') || 'none'}`,
      );
    console.log(
      `Budget            ${formatBytes(budget)} gzip (perf-budget.json): ${weight <= budget ? 'within' : 'EXCEEDED'}`,
    );
    const mock = await findMockCode(distDir);
    console.log(`Mock code         ${mock.map((hit) => `${hit.file} (${hit.marker})`).join(', ') || 'none'}`);

    if (args.lighthouse) {
      console.log('\nLighthouse 13, mobile, console (/), stub API and reCAPTCHA stand-in, median of 3 runs ...');
      await runLighthouse(`${server.url}/`, 3);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
