/**
 * `npm run bench:web [-- --runs N] [--page NAME]... [--no-build]`: builds the console for
 * production (no mock), serves it and one plain-HTML floor per landing page (bench/floor.html,
 * filled by bench/pages.ts) from one static server with the stub API, and runs Lighthouse user
 * flows on both in headless Chromium under Lighthouse's mobile throttling, N times each (5 by
 * default), with Google's reCAPTCHA answered by the stand-in (docs/decisions/060-bench-stand-ins.md,
 * 063-the-bench-on-lighthouse-user-flows.md). Each flow is a navigation to the page and, on the
 * sign-in page, a timespan over a person's first interactions. Prints the medians of Lighthouse's
 * own figures beside the floor's, checks them against perf-budget.json and exits with 1 when one is
 * outside.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateReport, startFlow } from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import { ADMIN } from '../e2e/support/console';
import { FAKE_RECAPTCHA_LABEL, startRecaptchaHost } from '../e2e/support/fake-recaptcha';
import { startMockProcess } from '../e2e/support/http-mock';
import { nginxBinary, startNginx } from '../e2e/support/nginx-server';
import { BUILDS, CONSOLE_DIR, buildConsole, outDirOf } from '../scripts/build-console';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../scripts/chromium';
import { STUB_QUOTE, serveStatic } from '../scripts/static-server';
import {
  FIGURES,
  check,
  checkJourney,
  checkNavigation,
  checkTimespan,
  figuresOf,
  median,
  medianOf,
  parseBenchArgs,
  parseBudget,
} from './figures';
import type { Check, Figure, Figures } from './figures';
import { LANDING_PAGES, builtPageOf, floorHtml, inlineStyles, linkedStylesheets } from './pages';
import type { LandingPage } from './pages';
import { findMockCode, formatBytes, gzipWeight } from './weight';

/** Lighthouse's mobile profile, its slow-4G figures applied for real (DevTools) to loads and interactions alike. */
const FLAGS: Flags = {
  formFactor: 'mobile',
  screenEmulation: screenEmulationMetrics.mobile,
  emulatedUserAgent: userAgents.mobile,
  throttlingMethod: 'devtools',
  throttling: throttling.mobileSlow4G,
  onlyCategories: ['performance', 'best-practices'],
  logLevel: 'error',
};
const { cpuSlowdownMultiplier, rttMs, throughputKbps } = throttling.mobileSlow4G;
const THROTTLING = `Lighthouse mobile: ${cpuSlowdownMultiplier}x CPU, ${rttMs} ms RTT, ${(throughputKbps / 1024).toFixed(1)} Mbit/s (DevTools throttling)`;

/**
 * A person's first moves on the sign-in page, the same on its floor: an empty submit, typing in
 * both fields, Show and Hide, Remember me.
 */
async function signInInteractions(page: Page): Promise<void> {
  await page.click('button[type=submit]');
  await page.type('input[name=email]', 'person@example.com');
  await page.type('input[name=password]', 'correct horse');
  await page.click('.password-input__toggle');
  await page.click('.password-input__toggle');
  await page.click('label.checkbox');
  // Until the last interaction has painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * The journeys, on the production build behind deploy/nginx.conf with the HTTP mock as its API (as
 * e2e/logout.spec.ts): what is filled in first, the click, the call whose answer starts the spec's
 * delay, the heading it ends on, and that delay (docs/requirements.md), which the figure leaves out.
 */
const JOURNEYS = [
  {
    name: 'sign-in to users',
    path: '/',
    async fill(page: Page) {
      await page.type('input[name=email]', ADMIN.email);
      await page.type('input[name=password]', ADMIN.password);
      await page.locator(`::-p-aria([name="${FAKE_RECAPTCHA_LABEL}"][role="checkbox"])`).click();
    },
    heading: 'Users',
    answer: '/api/admin/login',
    delayMs: 1000,
  },
  {
    name: 'client password to sign-in',
    path: '/client-create-password/Jane/invite-code-123',
    async fill(page: Page) {
      await page.type('input[name=new_password]', 'Bench-pass-1');
      await page.type('input[name=confirm_password]', 'Bench-pass-1');
    },
    heading: 'Log in to your account',
    answer: '/api/resetClientPassword',
    delayMs: 500,
  },
] as const;

/**
 * One journey in a fresh tab: the page loaded and filled in, then a timespan from the click to its
 * heading. Lighthouse has no figure for that wait, so it is the time from the call's answer (where
 * the spec's delay starts) to the heading found, less the delay.
 */
async function runJourney(browser: Browser, origin: string, journey: (typeof JOURNEYS)[number]) {
  const tab = await browser.newPage();
  try {
    const flow = await startFlow(tab as unknown as Parameters<typeof startFlow>[0], { flags: FLAGS });
    await flow.navigate(`${origin}${journey.path}`, { name: `${journey.name}: load` });
    await journey.fill(tab);
    await flow.startTimespan({ name: journey.name });
    const answered = tab
      .waitForResponse((response) => new URL(response.url()).pathname === journey.answer, { timeout: 30_000 })
      .then(() => performance.now());
    await tab.click('button[type=submit]');
    await tab.waitForSelector(`h1::-p-text(${journey.heading})`, { timeout: 30_000 });
    const afterDelayMs = performance.now() - (await answered) - journey.delayMs;
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    return { ...figuresOf(steps.at(-1)!.lhr), afterDelayMs };
  } finally {
    await tab.close();
  }
}

type Side = 'page' | 'floor';
type Step = 'navigation' | 'timespan';
const floorPathOf = (page: LandingPage) => `/__bench/floor/${page.name}.html`;
const interactionsOf = (page: LandingPage) => (page.path === '/' ? signInInteractions : undefined);

/** One user flow in a fresh tab: the navigation, then the page's interactions as a timespan. */
async function runFlow(browser: Browser, url: string, page: LandingPage) {
  const tab = await browser.newPage();
  try {
    // Not Found is answered with a 404, on purpose.
    const flow = await startFlow(tab as unknown as Parameters<typeof startFlow>[0], {
      flags: { ...FLAGS, ignoreStatusCode: page.status !== 200 },
    });
    await flow.navigate(url, { name: `${page.name} navigation` });
    const interact = interactionsOf(page);
    if (interact) {
      await flow.startTimespan({ name: `${page.name} interactions` });
      await interact(tab);
      await flow.endTimespan();
    }
    return await flow.createFlowResult();
  } finally {
    await tab.close();
  }
}

/** Each page's floor, written into a temporary folder with the stylesheets of its built page inlined. */
async function writeFloors(distDir: string, pages: readonly LandingPage[]) {
  const template = await readFile(path.join(CONSOLE_DIR, 'bench', 'floor.html'), 'utf8');
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-floors-'));
  const files: Record<string, string> = {};
  for (const page of pages) {
    const html = await readFile(path.join(distDir, builtPageOf(page).file), 'utf8');
    const linked = linkedStylesheets(html).map((href) =>
      readFile(path.join(distDir, new URL(href, 'http://x/').pathname), 'utf8'),
    );
    const css = [inlineStyles(html), ...(await Promise.all(linked))].join('\n');
    const file = path.join(dir, `${page.name}.html`);
    await writeFile(file, floorHtml(template, page, css, STUB_QUOTE));
    files[floorPathOf(page)] = file;
  }
  return { files, remove: () => rm(dir, { recursive: true, force: true }) };
}

const shown = (figure: Figure, value: number) =>
  Number.isNaN(value) ? '-' : FIGURES[figure].ms ? `${Math.round(value)} ms` : `${Number(value.toFixed(3))}`;

const verdict = (checks: Check[]) =>
  checks.every((item) => item.ok)
    ? 'within'
    : `EXCEEDED: ${checks
        .filter((item) => !item.ok)
        .map((item) => item.figure)
        .join(', ')}`;

type AuditItem = Record<string, unknown>;
const itemsOf = (lhr: Result, audit: string) =>
  ((lhr.audits[audit]?.details as { items?: AuditItem[] } | undefined)?.items ?? []) as AuditItem[];

/** Where a step's main-thread time goes, from Lighthouse's own audits: by kind of work, and by script. */
function breakdownOf(lhr: Result): string {
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const work = itemsOf(lhr, 'mainthread-work-breakdown')
    .map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)}`)
    .join(', ');
  const scripts = itemsOf(lhr, 'bootup-time')
    .map((item) => {
      const url = String(item.url);
      return `${URL.canParse(url) ? new URL(url).pathname : url} ${ms(item.scripting)} + ${ms(item.scriptParseCompile)} compile`;
    })
    .join(', ');
  return `main thread: ${work || 'none'}\n    scripts: ${scripts || 'none'}`;
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
  const recaptcha = await startRecaptchaHost();
  const browser = await puppeteer.launch({
    executablePath: chromiumExecutablePath(),
    args: [...CHROMIUM_ARGS, ...recaptcha.chromeFlags],
  });
  /** Every step's result, by page, side and step, one per run. */
  const results = new Map<string, Result[]>();
  const key = (page: LandingPage, side: Side, step: Step) => `${page.name} ${side} ${step}`;
  const failed: Check[] = [];
  try {
    console.log(`\nEach landing page vs its plain-HTML floor, ${server.url}, ${THROTTLING}`);
    console.log(`Page and floor back to back, the first alternating; median of ${args.runs} each.`);
    for (let run = 0; run < args.runs; run++)
      for (const page of pages) {
        const sides: [Side, string][] = [
          ['page', `${server.url}${page.path}`],
          ['floor', `${server.url}${floorPathOf(page)}`],
        ];
        for (const [side, url] of run % 2 === 0 ? sides : sides.toReversed()) {
          const flow = await runFlow(browser, url, page);
          for (const { lhr } of flow.steps) {
            if (lhr.runtimeError) throw new Error(`${page.name} ${side}: ${lhr.runtimeError.message}`);
            const at = key(page, side, lhr.gatherMode === 'navigation' ? 'navigation' : 'timespan');
            results.set(at, [...(results.get(at) ?? []), lhr]);
          }
          if (side === 'page' && run === args.runs - 1) {
            const report = path.join(CONSOLE_DIR, 'lighthouse', `${page.name}.flow.html`);
            await mkdir(path.dirname(report), { recursive: true });
            await writeFile(report, generateReport(flow, 'html'));
          }
        }
        console.log(`  run ${run + 1}/${args.runs}: ${page.name}`);
      }

    const rows: Record<string, Record<string, string>> = {};
    const breakdowns: string[] = [];
    for (const page of pages)
      for (const step of ['navigation', 'timespan'] as const) {
        const [app, floor] = (['page', 'floor'] as const).map((side) => results.get(key(page, side, step)) ?? []);
        if (!app?.length || !floor?.length) continue;
        const [mine, its]: Figures[] = [medianOf(app.map(figuresOf)), medianOf(floor.map(figuresOf))];
        const checks = (step === 'navigation' ? checkNavigation : checkTimespan)(mine!, its!, budget);
        failed.push(
          ...checks
            .filter((item) => !item.ok)
            .map((item) => ({ ...item, figure: `${page.name} ${step} ${item.figure}` })),
        );
        const row: Record<string, string> = {};
        for (const figure of Object.keys(FIGURES) as Figure[])
          if ((FIGURES[figure].steps as readonly Step[]).includes(step))
            row[FIGURES[figure].label] = `${shown(figure, mine![figure])} / ${shown(figure, its![figure])}`;
        const ratio = step === 'navigation' ? mine!.lcpMs / its!.lcpMs : mine!.inpMs / its!.inpMs;
        row[step === 'navigation' ? 'LCP/floor' : 'INP/floor'] = `${ratio.toFixed(2)}x`;
        row.limits = verdict(checks);
        rows[`${page.name} ${step}`] = row;
        // The run whose headline figure (LCP, or INP) is the median.
        const headline = (lhr: Result) => figuresOf(lhr)[step === 'navigation' ? 'lcpMs' : 'inpMs'];
        const middle = app.toSorted((a, b) => headline(a) - headline(b))[Math.floor(app.length / 2)]!;
        breakdowns.push(`  ${page.name} ${step}: ${breakdownOf(middle)}`);
      }
    console.log(
      `\nMedians of ${args.runs} runs, page / floor; limits (perf-budget.json): LCP/floor <= ${budget.lcpToFloor}x, INP <= ${budget.inpToFloor}x the floor's (at least ${budget.inpFloorMinMs} ms), TBT <= ${budget.tbtMs} ms, CLS <= ${budget.cls}, performance >= ${budget.lighthousePerformance}, best practices >= ${budget.lighthouseBestPractices}`,
    );
    console.table(rows);
    console.log(`\nWhere the time goes (each page's median run, throttled):\n${breakdowns.join('\n')}`);

    const binary = nginxBinary();
    if (!binary) throw new Error('The journeys need nginx (apt-get install nginx-light)');
    const api = await startMockProcess();
    const nginx = await startNginx(binary, { CONSOLE_ROOT: distDir, API_UPSTREAM: api.url });
    const journeys: Record<string, Record<string, string>> = {};
    try {
      for (const journey of JOURNEYS) {
        const runs: (Figures & { afterDelayMs: number })[] = [];
        for (let run = 0; run < args.runs; run++) {
          // The mock as it started: the invitation not yet used, no session, no throttling.
          const reset = await fetch(`${api.url}/__mock/reset`, { method: 'POST' });
          if (!reset.ok) throw new Error(`The mock's reset answered ${reset.status}`);
          runs.push(await runJourney(browser, nginx.url, journey));
        }
        const figures = medianOf(runs);
        const afterDelayMs = median(runs.map((run) => run.afterDelayMs));
        const checks = checkJourney(figures, afterDelayMs, budget);
        failed.push(
          ...checks.filter((item) => !item.ok).map((item) => ({ ...item, figure: `${journey.name} ${item.figure}` })),
        );
        journeys[journey.name] = {
          'answer to heading, less the delay': `${Math.round(afterDelayMs)} ms (delay ${journey.delayMs} ms)`,
          INP: shown('inpMs', figures.inpMs),
          TBT: shown('tbtMs', figures.tbtMs),
          CLS: shown('cls', figures.cls),
          limits: verdict(checks),
        };
      }
    } finally {
      await nginx.close();
      await api.close();
    }
    console.log(
      `\nJourneys on deploy/nginx.conf with the HTTP mock, medians of ${args.runs} runs; limits: answer to heading <= ${budget.journeyAfterDelayMs} ms after the delay, TBT <= ${budget.tbtMs} ms, CLS <= ${budget.cls}`,
    );
    console.table(journeys);

    const signIn = pages.find((page) => page.path === '/');
    const last = signIn && results.get(key(signIn, 'page', 'navigation'))?.at(-1);
    if (last) {
      const own = itemsOf(last, 'network-requests').filter(
        (item) =>
          new URL(String(item.url)).origin === server.url &&
          ['Document', 'Script', 'Stylesheet'].includes(String(item.resourceType)),
      );
      const weight = await gzipWeight(
        distDir,
        own.map((item) => new URL(String(item.url)).pathname),
      );
      const within = check('sign-in gzip bytes', weight.bytes, 'at most', budget.signInGzipBytes);
      if (!within.ok) failed.push(within);
      console.log(
        `\nSign-in weight    ${weight.bytes} bytes gzip (${formatBytes(weight.bytes)}; limit ${formatBytes(budget.signInGzipBytes)}): ${weight.files.map(([file, size]) => `${file} ${size}`).join(', ')}`,
      );
    }
    const mock = await findMockCode(distDir);
    console.log(`Mock code         ${mock.map((hit) => `${hit.file} (${hit.marker})`).join(', ') || 'none'}`);
    if (mock.length) failed.push(check('mock code files', mock.length, 'at most', 0));
    console.log(
      `Flow reports      ${path.relative(process.cwd(), path.join(CONSOLE_DIR, 'lighthouse'))}/<page>.flow.html`,
    );
  } finally {
    await browser.close();
    await recaptcha.close();
    await server.close();
    await floors.remove();
  }
  if (failed.length) {
    console.log(
      `\nOutside perf-budget.json: ${failed.map((item) => `${item.figure} ${Number(item.value.toFixed(3))} (${item.bound} ${Number(item.limit.toFixed(3))})`).join('; ')}`,
    );
    process.exitCode = 1;
  } else console.log('\nEvery figure within perf-budget.json.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
