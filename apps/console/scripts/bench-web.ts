/**
 * `npm run bench:web [-- --runs N] [--lighthouse] [--no-build]`: builds the console for production
 * (no mock), serves it and the plain-HTML floor page (bench/floor.html) from one static server with
 * the stub API, and loads the two pages in turn in throttled mobile Chromium, N times each (5 by
 * default), with Google's reCAPTCHA script answered by the stand-in. Prints the medians side by
 * side, the console's LCP as a multiple of the floor's, the budget and the mock-code scan; with
 * --lighthouse also the median of three Lighthouse 12 mobile runs with the same stand-ins.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { parseBenchArgs } from './bench-args';
import { median, pairedRatios, ratioToFloor, summarize } from './bench-stats';
import type { RunFigures, Summary } from './bench-stats';
import { BUILDS, CONSOLE_DIR, buildConsole, outDirOf } from './build-console';
import { CHROMIUM_ARGS, chromiumBinary, chromiumExecutablePath } from './chromium';
import { runLighthouse } from './lighthouse';
import { describeThrottling } from './mobile-profile';
import { startRecaptchaHost } from './recaptcha-host';
import { serveStatic } from './static-server';
import { findMockCode, formatBytes, measurePage } from './web-metrics';
import type { MeasureOptions, PageMetrics } from './web-metrics';

const FLOOR_FILE = path.join(CONSOLE_DIR, 'bench', 'floor.html');
const FLOOR_PATH = '/__bench/floor.html';

interface BenchPage {
  label: string;
  path: string;
  options: MeasureOptions;
  runs: RunFigures[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function figuresOf(metrics: PageMetrics): RunFigures {
  return {
    jsCssGzip: metrics.total.gzip,
    htmlGzip: metrics.html.gzip,
    requests: metrics.requests,
    fcpMs: metrics.fcpMs,
    lcpMs: metrics.lcpMs,
    lcpElement: metrics.lcpElement,
    cls: metrics.cls,
    tbtMs: metrics.tbtMs,
  };
}

/** Checks what makes a run count: the stand-ins really rendered, the page really settled. */
function checkRun(page: BenchPage, metrics: PageMetrics): void {
  if (page.options.waitFor.quote && !metrics.quoteShown)
    throw new Error(`${page.label}: the quote panel stayed empty, so the stub API did not answer the quote call`);
  if (!metrics.settled)
    console.warn(`  ${page.label}: still shifting or running long tasks when the settle wait gave up`);
}

function printTable(pages: { label: string; summary: Summary }[], floor: Summary): void {
  const columns = ['JS+CSS gzip', 'requests', 'HTML gzip', 'FCP', 'LCP', 'LCP/floor', 'CLS', 'TBT'];
  const width = Math.max(...pages.map((page) => page.label.length)) + 2;
  console.log(`${''.padEnd(width)}${columns.map((column) => column.padStart(12)).join('')}`);
  for (const { label, summary } of pages) {
    const cells = [
      formatBytes(summary.jsCssGzip),
      String(summary.requests),
      formatBytes(summary.htmlGzip),
      seconds(summary.fcpMs),
      seconds(summary.lcpMs),
      `${ratioToFloor(summary.lcpMs, floor.lcpMs).toFixed(2)}x`,
      summary.cls.toFixed(3),
      `${Math.round(summary.tbtMs)} ms`,
    ];
    console.log(`${label.padEnd(width)}${cells.map((cell) => cell.padStart(12)).join('')}`);
  }
  console.log('');
  for (const { label, summary } of pages) {
    console.log(
      `${label.padEnd(width)}LCP ${seconds(summary.lcpMinMs)} to ${seconds(summary.lcpMaxMs)} over ${summary.runs} runs; element: ${summary.lcpElement}`,
    );
  }
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const reuse = args.noBuild && existsSync(path.join(outDirOf(BUILDS.production), 'index.html'));
  const started = Date.now();
  const distDir = reuse ? outDirOf(BUILDS.production) : await buildConsole(BUILDS.production);
  console.log(
    `${reuse ? 'Reused' : `Built in ${((Date.now() - started) / 1000).toFixed(1)} s:`} ${path.relative(CONSOLE_DIR, distDir)} (VITE_MOCK=false, reCAPTCHA)`,
  );

  const budget = JSON.parse(await readFile(path.join(CONSOLE_DIR, 'perf-budget.json'), 'utf8')) as {
    signInGzipJsCssBytes: number;
  };
  const server = await serveStatic(distDir, { api: 'stub', files: { [FLOOR_PATH]: FLOOR_FILE } });
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS });
  const consolePage: BenchPage = {
    label: 'console (/)',
    path: '/',
    options: { mobile: true, waitFor: { captcha: true, quote: true } },
    runs: [],
  };
  const floorPage: BenchPage = {
    label: 'floor (plain HTML)',
    path: FLOOR_PATH,
    options: { mobile: true, waitFor: { captcha: false, quote: false } },
    runs: [],
  };
  let lastConsoleRun: PageMetrics | undefined;
  try {
    console.log(`\nSign-in page vs the plain-HTML floor, ${server.url}, ${describeThrottling()}`);
    console.log(`Fresh context (empty cache) per load, pages alternated, median of ${args.runs} each.`);
    for (let run = 0; run < args.runs; run++) {
      // Alternate which page goes first, so that neither always follows the other.
      const order = run % 2 === 0 ? [consolePage, floorPage] : [floorPage, consolePage];
      const line: string[] = [];
      for (const page of order) {
        const metrics = await measurePage(browser, `${server.url}${page.path}`, page.options);
        checkRun(page, metrics);
        page.runs.push(figuresOf(metrics));
        if (page === consolePage) lastConsoleRun = metrics;
        line.push(`${page.label} LCP ${seconds(metrics.lcpMs)}`);
      }
      console.log(`  run ${run + 1}/${args.runs}: ${line.join(', ')}`);
    }

    const floor = summarize(floorPage.runs);
    console.log('');
    printTable(
      [consolePage, floorPage].map((page) => ({ label: page.label, summary: summarize(page.runs) })),
      floor,
    );

    const paired = pairedRatios(
      consolePage.runs.map((run) => run.lcpMs),
      floorPage.runs.map((run) => run.lcpMs),
    );
    console.log(
      `${'LCP/floor by run'.padEnd(20)}${paired.map((ratio) => `${ratio.toFixed(2)}x`).join(' ')} (median ${median(paired).toFixed(2)}x)`,
    );

    const consoleWeight = summarize(consolePage.runs).jsCssGzip;
    console.log(
      `\nStand-ins         stub API (quote of the day, not logged in); reCAPTCHA script at Google's URL: box and quote shown in every run`,
    );
    if (lastConsoleRun)
      console.log(
        `Console weight    JS ${formatBytes(lastConsoleRun.js.gzip)} + CSS ${formatBytes(lastConsoleRun.css.gzip)} gzip = ${lastConsoleRun.total.gzip} bytes (${formatBytes(lastConsoleRun.total.raw)} raw); third-party: ${lastConsoleRun.thirdPartyOrigins.join(', ') || 'none'}`,
      );
    console.log(
      `Budget            ${formatBytes(budget.signInGzipJsCssBytes)} gzip (perf-budget.json): ${consoleWeight <= budget.signInGzipJsCssBytes ? 'within' : 'EXCEEDED'}`,
    );
    const mock = await findMockCode(distDir);
    console.log(
      `Mock code         ${mock.length === 0 ? 'none' : mock.map((hit) => `${hit.file} (${hit.marker})`).join(', ')}`,
    );

    if (args.lighthouse) {
      console.log('\nLighthouse 12, mobile, console (/), stub API and reCAPTCHA stand-in, median of 3 runs ...');
      const recaptcha = await startRecaptchaHost();
      try {
        const result = await runLighthouse(`${server.url}/`, {
          chromePath: chromiumBinary(),
          runs: 3,
          chromeFlags: recaptcha.chromeFlags,
        });
        console.log(`Performance       ${result.performance}`);
        console.log(`Accessibility     ${result.accessibility}`);
        console.log(`Best practices    ${result.bestPractices}`);
        console.log(`LCP               ${seconds(result.lcpMs)}`);
        console.log(`Report            ${path.relative(process.cwd(), result.reportPath)}`);
      } finally {
        await recaptcha.close();
      }
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
