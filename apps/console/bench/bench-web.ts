/**
 * `npm run bench:web [-- --runs N] [--page NAME]... [--lighthouse] [--no-build]`: builds the console
 * for production (no mock), serves it and one plain-HTML floor per landing page (bench/floor.html,
 * filled by bench/pages.ts) from one static server with the stub API, and loads each landing page
 * and its floor back to back in throttled mobile Chromium, N times each (5 by default), with
 * Google's reCAPTCHA answered by the stand-in (docs/decisions/060-bench-stand-ins.md). Prints each
 * page's medians beside its floor's and checks them against perf-budget.json; with --lighthouse
 * also the median of three Lighthouse mobile runs per page and where their main thread's time goes.
 * Exits with 1 when a figure is outside its limit.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startRecaptchaHost } from '../e2e/support/fake-recaptcha';
import { BUILDS, CONSOLE_DIR, buildConsole, outDirOf } from '../scripts/build-console';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../scripts/chromium';
import { STUB_QUOTE, serveStatic } from '../scripts/static-server';
import { check, checkLanding, median, pairedRatios, parseBenchArgs, parseBudget, summarize } from './figures';
import type { Budget, Check, RunFigures } from './figures';
import { THROTTLING, findMockCode, formatBytes, inlineAssets, linkedStylesheets, measurePage } from './measure';
import type { PageMetrics } from './measure';
import { LANDING_PAGES, builtPageOf, floorHtml } from './pages';
import type { LandingPage } from './pages';

const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const figuresOf = (metrics: PageMetrics): RunFigures => ({
  ...metrics,
  jsCssGzip: metrics.total.gzip,
  htmlGzip: metrics.html.gzip,
});
const floorPathOf = (page: LandingPage) => `/__bench/floor/${page.name}.html`;
const verdict = (checks: Check[]) =>
  checks.every((item) => item.ok)
    ? 'within'
    : `EXCEEDED: ${checks
        .filter((item) => !item.ok)
        .map((item) => item.figure)
        .join(', ')}`;

interface Measured {
  page: LandingPage;
  runs: RunFigures[];
  floorRuns: RunFigures[];
  /** The last load of the page itself, for its weight by kind. */
  last?: PageMetrics;
}

/** The stylesheets the built page carries: inline, then linked, in document order. */
async function stylesheetsOf(distDir: string, page: LandingPage): Promise<string> {
  const html = await readFile(path.join(distDir, builtPageOf(page).file), 'utf8');
  const linked = linkedStylesheets(html).map((href) =>
    readFile(path.join(distDir, new URL(href, 'http://x/').pathname), 'utf8'),
  );
  return [inlineAssets(html).css, ...(await Promise.all(linked))].join('\n');
}

/** Each page's floor, written into a temporary folder with the stylesheets of its built page inlined. */
async function writeFloors(distDir: string, pages: readonly LandingPage[]) {
  const template = await readFile(path.join(CONSOLE_DIR, 'bench', 'floor.html'), 'utf8');
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-floors-'));
  const files: Record<string, string> = {};
  for (const page of pages) {
    const file = path.join(dir, `${page.name}.html`);
    await writeFile(file, floorHtml(template, page, await stylesheetsOf(distDir, page), STUB_QUOTE));
    files[floorPathOf(page)] = file;
  }
  return { files, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** One page's medians beside its floor's, and the LCP ratio of each back-to-back pair. */
function printPage({ page, runs, floorRuns }: Measured): void {
  const [app, floor] = [summarize(runs), summarize(floorRuns)];
  const row = (summary: typeof app) => ({
    'JS+CSS gzip': formatBytes(summary.jsCssGzip),
    requests: summary.requests,
    'HTML gzip': formatBytes(summary.htmlGzip),
    'HTML end': seconds(summary.htmlEndMs),
    FCP: seconds(summary.fcpMs),
    LCP: `${seconds(summary.lcpMs)} (${seconds(summary.lcpMinMs)}-${seconds(summary.lcpMaxMs)})`,
    CLS: summary.cls.toFixed(3),
    TBT: `${Math.round(summary.tbtMs)} ms`,
    'LCP element': summary.lcpElement,
  });
  console.log(`\n${page.name} (${page.path})`);
  console.table({ console: row(app), floor: row(floor) });
  const paired = pairedRatios(runs, floorRuns);
  const ratios = paired.map((ratio) => `${ratio.toFixed(2)}x`).join(' ');
  console.log(`LCP/floor by run: ${ratios} (median ${median(paired).toFixed(2)}x)`);
}

/** Every page on one line each: LCP over its floor's, TBT and CLS beside the floor's, against the budget. */
function printSummary(measured: Measured[], budget: Budget): Check[] {
  const failed: Check[] = [];
  const rows = Object.fromEntries(
    measured.map(({ page, runs, floorRuns }) => {
      const [app, floor] = [summarize(runs), summarize(floorRuns)];
      const checks = checkLanding(app, floor, budget);
      failed.push(
        ...checks.filter((item) => !item.ok).map((item) => ({ ...item, figure: `${page.name} ${item.figure}` })),
      );
      return [
        page.name,
        {
          'LCP / floor': `${seconds(app.lcpMs)} / ${seconds(floor.lcpMs)}`,
          'LCP/floor': `${(app.lcpMs / floor.lcpMs).toFixed(2)}x`,
          'paired median': `${median(pairedRatios(runs, floorRuns)).toFixed(2)}x`,
          'TBT / floor': `${Math.round(app.tbtMs)} / ${Math.round(floor.tbtMs)} ms`,
          'CLS / floor': `${app.cls.toFixed(3)} / ${floor.cls.toFixed(3)}`,
          limits: verdict(checks),
        },
      ];
    }),
  );
  console.log(
    `\nEvery landing page against its floor, medians of ${measured[0]?.runs.length} runs; limits (perf-budget.json): LCP/floor <= ${budget.lcpToFloor}x, TBT <= ${budget.tbtMs} ms, CLS <= ${budget.cls}`,
  );
  console.table(rows);
  return failed;
}

type AuditItem = Record<string, unknown>;
const itemsOf = (lhr: Result, audit: string) =>
  ((lhr.audits[audit]?.details as { items?: AuditItem[] } | undefined)?.items ?? []) as AuditItem[];

/**
 * Where the load's time goes, from Lighthouse's own audits of the median run: the main thread by
 * kind of work, each script's evaluation and compilation, and the phases of LCP.
 */
function printBreakdown(name: string, lhr: Result): void {
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const work = itemsOf(lhr, 'mainthread-work-breakdown')
    .map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)}`)
    .join(', ');
  const scripts = itemsOf(lhr, 'bootup-time')
    .map(
      (item) =>
        `${URL.canParse(String(item.url)) ? new URL(String(item.url)).pathname : String(item.url)} ${ms(item.scripting)} + ${ms(item.scriptParseCompile)} compile`,
    )
    .join(', ');
  const phases = itemsOf(lhr, 'lcp-breakdown-insight')
    .flatMap((item) => (item.items as AuditItem[] | undefined) ?? [])
    .filter((item) => 'subpart' in item)
    .map((item) => `${String(item.label)} ${ms(item.duration)}`)
    .join(', ');
  console.log(
    `${name}\n  main thread: ${work || 'none'}\n  scripts: ${scripts || 'none'}\n  LCP: ${phases || 'not reported'}`,
  );
}

/**
 * Lighthouse's default (mobile, simulated slow 4G and 4x CPU slowdown), one fresh Chromium per run,
 * with Google's hosts sent to the reCAPTCHA stand-in. Each figure is the median of the runs; the
 * JSON report kept per page is Lighthouse's own median run.
 */
async function runLighthouse(baseUrl: string, pages: readonly LandingPage[], runs: number, budget: Budget) {
  const recaptcha = await startRecaptchaHost();
  const byPage = new Map<LandingPage, Result[]>(pages.map((page) => [page, []]));
  try {
    for (const page of pages)
      for (let run = 0; run < runs; run++) {
        const chromeFlags = [...CHROMIUM_ARGS, ...recaptcha.chromeFlags];
        const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutablePath(), chromeFlags });
        try {
          const categories = ['performance', 'accessibility', 'best-practices'];
          const result = await lighthouse(`${baseUrl}${page.path}`, {
            port: chrome.port,
            logLevel: 'error',
            onlyCategories: categories,
            // Not Found is answered with a 404, on purpose.
            ignoreStatusCode: page.status !== 200,
          });
          if (!result || result.lhr.runtimeError)
            throw new Error(`Lighthouse, ${page.name}: ${result?.lhr.runtimeError?.message}`);
          byPage.get(page)!.push(result.lhr);
        } finally {
          chrome.kill();
        }
      }
  } finally {
    await recaptcha.close();
  }
  const failed: Check[] = [];
  const rows: Record<string, Record<string, string | number>> = {};
  const medianRuns: [string, Result][] = [];
  for (const [page, results] of byPage) {
    const of = (pick: (lhr: Result) => number | null | undefined) =>
      median(results.map((lhr) => pick(lhr) ?? Number.NaN));
    const score = (category: string) => Math.round(of((lhr) => lhr.categories[category]?.score) * 100);
    const audit = (id: string) => of((lhr) => lhr.audits[id]?.numericValue);
    const checks = [
      check('Lighthouse performance', score('performance'), 'at least', budget.lighthousePerformance),
      check('Lighthouse best practices', score('best-practices'), 'at least', budget.lighthouseBestPractices),
    ];
    failed.push(
      ...checks.filter((item) => !item.ok).map((item) => ({ ...item, figure: `${page.name} ${item.figure}` })),
    );
    rows[page.name] = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      FCP: seconds(audit('first-contentful-paint')),
      LCP: seconds(audit('largest-contentful-paint')),
      TBT: `${Math.round(audit('total-blocking-time'))} ms`,
      CLS: audit('cumulative-layout-shift').toFixed(3),
      limits: verdict(checks),
    };
    const medianRun = computeMedianRun(results);
    medianRuns.push([page.name, medianRun]);
    const report = path.join(CONSOLE_DIR, 'lighthouse', `${page.name}.report.json`);
    await mkdir(path.dirname(report), { recursive: true });
    await writeFile(report, JSON.stringify(medianRun, null, 2));
  }
  console.table(rows);
  console.log(`\nWhere the time goes (Lighthouse's median run, main thread unthrottled):`);
  for (const [name, lhr] of medianRuns) printBreakdown(name, lhr);
  console.log(
    `Reports           ${path.relative(process.cwd(), path.join(CONSOLE_DIR, 'lighthouse'))}/<page>.report.json`,
  );
  return failed;
}

async function main(): Promise<void> {
  const args = parseBenchArgs(
    process.argv.slice(2),
    LANDING_PAGES.map((page) => page.name),
  );
  const pages = args.pages.length ? LANDING_PAGES.filter((page) => args.pages.includes(page.name)) : LANDING_PAGES;
  const built = outDirOf(BUILDS.production);
  const reuse = args.noBuild && existsSync(path.join(built, 'index.html'));
  const started = Date.now();
  const distDir = reuse ? built : await buildConsole(BUILDS.production);
  const how = reuse ? 'Reused' : `Built in ${((Date.now() - started) / 1000).toFixed(1)} s:`;
  console.log(`${how} ${path.relative(CONSOLE_DIR, distDir)} (VITE_MOCK=false, reCAPTCHA)`);

  const budget = parseBudget(JSON.parse(await readFile(path.join(CONSOLE_DIR, 'perf-budget.json'), 'utf8')));
  const floors = await writeFloors(distDir, pages);
  const server = await serveStatic(distDir, { api: 'stub', files: floors.files });
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS });
  const measured: Measured[] = pages.map((page) => ({ page, runs: [], floorRuns: [] }));
  const failed: Check[] = [];
  try {
    console.log(`\nEach landing page vs its plain-HTML floor, ${server.url}, ${THROTTLING}`);
    console.log(
      `Fresh context (empty cache) per load, each page and its floor back to back, the first alternating; median of ${args.runs} each.`,
    );
    for (let run = 0; run < args.runs; run++)
      for (const entry of measured) {
        const { page } = entry;
        const loads = [
          {
            label: page.name,
            url: `${server.url}${page.path}`,
            status: page.status,
            waitFor: page.waitFor,
            into: entry.runs,
          },
          {
            label: `${page.name} floor`,
            url: `${server.url}${floorPathOf(page)}`,
            status: 200,
            waitFor: undefined,
            into: entry.floorRuns,
          },
        ];
        const fields: string[][] = [];
        const line: string[] = [];
        // Alternate which goes first, so that neither always follows the other.
        for (const load of run % 2 === 0 ? loads : [...loads].reverse()) {
          const metrics = await measurePage(browser, load.url, { mobile: true, waitFor: load.waitFor });
          if (metrics.status !== load.status)
            throw new Error(`${load.label}: answered ${metrics.status}, not ${load.status}`);
          if (load.waitFor?.quote && !metrics.quoteShown) throw new Error(`${load.label}: the stub API gave no quote`);
          if (!metrics.settled) console.warn(`  ${load.label}: still shifting or running long tasks after 10 s`);
          load.into.push(figuresOf(metrics));
          if (load.into === entry.runs) entry.last = metrics;
          fields.push(metrics.fields);
          line.push(`${load.label} ${seconds(metrics.lcpMs)}`);
        }
        if (fields[0]!.join() !== fields[1]!.join())
          throw new Error(
            `${page.name} and its floor have other fields: ${fields[0]!.join(' ')} | ${fields[1]!.join(' ')}`,
          );
        console.log(`  run ${run + 1}/${args.runs} LCP: ${line.join(', ')}`);
      }
    for (const entry of measured) printPage(entry);
    failed.push(...printSummary(measured, budget));

    console.log(`\nStand-ins         stub API (quote of the day, not logged in); reCAPTCHA stand-in at Google's URLs`);
    const signIn = measured.find((entry) => entry.page.path === '/');
    if (signIn?.last) {
      const { last } = signIn;
      const weight = check('sign-in gzip bytes', last.weight.gzip, 'at most', budget.signInGzipBytes);
      if (!weight.ok) failed.push(weight);
      console.log(
        `Sign-in weight    ${weight.value} bytes gzip (${formatBytes(weight.value)}): the document ${formatBytes(last.html.gzip)} with its inline CSS and scripts, and the files; JS ${formatBytes(last.js.gzip)} + CSS ${formatBytes(last.css.gzip)} inline and downloaded; third-party: ${last.thirdPartyOrigins.join(', ') || 'none'}`,
      );
      console.log(
        `Budget            ${formatBytes(budget.signInGzipBytes)} gzip (perf-budget.json): ${verdict([weight])}`,
      );
    }
    const mock = await findMockCode(distDir);
    console.log(`Mock code         ${mock.map((hit) => `${hit.file} (${hit.marker})`).join(', ') || 'none'}`);
    if (mock.length) failed.push(check('mock code files', mock.length, 'at most', 0));

    if (args.lighthouse) {
      console.log(
        `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile (default throttling), stub API and reCAPTCHA stand-in, median of 3 runs per page; limits (perf-budget.json): performance >= ${budget.lighthousePerformance}, best practices >= ${budget.lighthouseBestPractices}`,
      );
      failed.push(...(await runLighthouse(server.url, pages, 3, budget)));
    }
  } finally {
    await browser.close();
    await server.close();
    await floors.remove();
  }
  if (failed.length) {
    console.log(
      `\nOutside perf-budget.json: ${failed.map((item) => `${item.figure} ${Number(item.value.toFixed(3))} (${item.bound} ${item.limit})`).join('; ')}`,
    );
    process.exitCode = 1;
  } else console.log('\nEvery figure within perf-budget.json.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
