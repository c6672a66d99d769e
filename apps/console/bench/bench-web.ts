/**
 * `npm run bench:web [-- --runs N] [--page NAME]... [--no-build]`: builds the console for
 * production (no mock), serves it and one plain-HTML floor per landing page (its built page without
 * its scripts, bench/pages.ts) behind deploy/nginx.conf, what ships, with the HTTP mock as its API,
 * and runs Lighthouse user flows on both in headless Chromium under Lighthouse's mobile throttling,
 * N times each (5 by default), with Google's reCAPTCHA answered by the stand-in
 * (docs/decisions/060-bench-stand-ins.md, 063-the-bench-on-lighthouse-user-flows.md). Each flow is
 * a navigation to the page, timed to the app's takeover of its form, and a timespan over a person's
 * first interactions there, under DevTools throttling; beside it, a navigation under Lighthouse's
 * default, simulated throttling, what PageSpeed Insights shows
 * (docs/decisions/150-the-landing-pages-under-simulated-throttling.md); then the journeys, behind
 * the same nginx. Prints the medians of the figures beside the floor's, checks them against
 * perf-budget.json and exits with 1 when one is outside. The sign-in page's weight is
 * e2e/budget.spec.ts's to check. With --takeover-vs DIR, only each landing page's takeover, beside
 * another build's (compareTakeovers).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROOT, createAdminApiClient, type components } from '@crm/api-client';
import { generateReport, startFlow } from 'lighthouse';
import type { Config, Flags, Result } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import { ADMIN, TWO_FACTOR_ADMIN } from '../e2e/support/console';
import { startRecaptchaHost } from '../e2e/support/fake-recaptcha';
import { startMockProcess } from '../e2e/support/http-mock';
import { nginxBinary, startNginx } from '../e2e/support/nginx-server';
import { BUILDS, CONSOLE_DIR, buildConsole, outDirOf } from '../scripts/build-console';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../scripts/chromium';
import { LOGIN_REDIRECT_DELAY_MS, SUCCESS_REDIRECT_DELAY_MS } from '../src/lib/delays';
import { FORM_TAKEN_OVER_ATTRIBUTE, HYDRATE_MARK } from '../src/lib/first-paint-markers';
import {
  FIGURES,
  checkInPage,
  checkJourney,
  checkNavigation,
  checkSimulatedNavigation,
  checkTimespan,
  figuresOf,
  median,
  medianOf,
  mediansOf,
  parseBenchArgs,
  parseBudget,
  untilGathered,
} from './figures';
import type { Check, Figure, Figures, InPageFigures, PageTimes } from './figures';
import { IN_PAGE_THROTTLING, armProbe, installProbe, timeInPage } from './in-page';
import type { InPageRun } from './in-page';
import { CAPTCHA_BOX, LANDING_PAGES, builtPageOf, floorHtml } from './pages';
import type { LandingPage } from './pages';

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
 * Lighthouse's defaults, as PageSpeed Insights and the CLI without a throttling flag run it: the
 * same mobile profile, the load gathered unthrottled and its times simulated (Lantern).
 */
const SIMULATED: Flags = { ...FLAGS, throttlingMethod: 'simulate' };
const SIMULATED_THROTTLING = `Lighthouse's defaults: the same figures, simulated (Lantern) from an unthrottled load, as PageSpeed Insights`;

/** A POST of `body` as JSON to the mock (`api`), which must answer 2xx. */
async function post(api: string, pathname: string, body?: object) {
  const headers = { 'content-type': 'application/json' };
  const answer = await fetch(`${api}${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`The mock answered ${pathname} with ${answer.status}`);
}

interface Journey {
  name: string;
  path: string;
  /** What is done and filled in before the click that is timed; `api` is the mock's address. */
  fill(tab: Page, api: string): Promise<void>;
  heading: string;
  /** The call whose answer starts the spec's delay, and the delay (docs/requirements.md); none: timed from the click. */
  delay?: { answer: string; ms: number };
  /** A plain-HTML floor for the same screen, served beside the build (a file of bench/). */
  floor?: { file: string; fill: Journey['fill'] };
}

/** A mock account's e-mail and password typed into the sign-in form, and the captcha ticked. */
async function typeCredentials(tab: Page, { email, password }: { email: string; password: string }) {
  await tab.type('input[name=email]', email);
  await tab.type('input[name=password]', password);
  await tab.locator(CAPTCHA_BOX).click();
}

/** The second step's plain-HTML floor: the one call and the heading (bench/second-step-floor.html). */
const SECOND_STEP_FLOOR: NonNullable<Journey['floor']> = {
  file: 'second-step-floor.html',
  // The mock finds the challenge by user id alone (docs/decisions/031): the floor's code needs only a login.
  async fill(tab, api) {
    const { email, password, code } = TWO_FACTOR_ADMIN;
    await post(api, '/api/admin/login', { email, password, captchaToken: 'bench' });
    await tab.type('input[name=auth_code]', code);
  },
};

/** The journeys, from the last click to the next screen's heading. */
const JOURNEYS: Journey[] = [
  {
    name: 'sign-in to users',
    path: '/',
    fill: (tab) => typeCredentials(tab, ADMIN),
    heading: 'Users',
    delay: { answer: '/api/admin/login', ms: LOGIN_REDIRECT_DELAY_MS },
  },
  {
    name: 'second step to users',
    path: '/',
    async fill(tab) {
      await typeCredentials(tab, TWO_FACTOR_ADMIN);
      await tab.click('button[type=submit]');
      await tab.locator('input[name=auth_code]').fill(TWO_FACTOR_ADMIN.code);
    },
    heading: 'Users',
    floor: SECOND_STEP_FLOOR,
  },
  {
    name: 'client password to sign-in',
    path: '/client-create-password/Jane/invite-code-123',
    async fill(tab) {
      await tab.type('input[name=new_password]', 'Bench-pass-1');
      await tab.type('input[name=confirm_password]', 'Bench-pass-1');
    },
    heading: 'Log in to your account',
    delay: { answer: '/api/resetClientPassword', ms: SUCCESS_REDIRECT_DELAY_MS },
  },
];

/** Where a journey's last in-page run leaves its performance trace (Chrome DevTools' Performance panel opens it). */
const traceOf = (journey: Journey) =>
  path.join(CONSOLE_DIR, 'lighthouse', `${journey.name.replaceAll(' ', '-')}.trace.json`);

/** A Lighthouse flow in a fresh tab of its own browser context: no cookie or storage of another run. */
async function inFreshTab<T>(browser: Browser, use: (tab: Page) => Promise<T>): Promise<T> {
  const context = await browser.createBrowserContext();
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}
const flowIn = (tab: Page, flags: Flags = FLAGS, config?: Config) =>
  startFlow(tab as unknown as Parameters<typeof startFlow>[0], { flags, config });

/**
 * A page answered with another status than 200 (Not Found's 404, on purpose): the browser logs
 * its own document's status as a console error, which best practices would count against it.
 * Lighthouse's option for errors that are not actionable ignores that one line, beside its default.
 */
const ITS_OWN_STATUS: Config = {
  extends: 'lighthouse:default',
  audits: [
    {
      path: 'errors-in-console',
      options: {
        ignoredPatterns: [
          'ERR_BLOCKED_BY_CLIENT.Inspector',
          /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
        ],
      },
    },
  ],
};

/**
 * One journey: the page loaded and filled in, then a timespan from the click to its heading.
 * Lighthouse has no figure for that wait: it is the time from the click, or from the call's answer
 * where the spec's delay starts, to the heading shown, less the delay.
 */
const runJourney = (browser: Browser, url: string, fill: Journey['fill'], { heading, delay }: Journey, api: string) =>
  inFreshTab(browser, async (tab) => {
    await installProbe(tab);
    const flow = await flowIn(tab);
    await flow.navigate(url, { name: 'load' });
    await fill(tab, api);
    const { shown } = await armProbe(tab, heading);
    await flow.startTimespan({ name: 'click to heading' });
    const clicked = performance.now();
    const started = delay
      ? tab
          .waitForResponse((response) => new URL(response.url()).pathname === delay.answer, { timeout: 30_000 })
          .then(() => performance.now())
      : clicked;
    await tab.click('button[type=submit]');
    await shown;
    const waitMs = performance.now() - (await started) - (delay?.ms ?? 0);
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    return { ...figuresOf(steps.at(-1)!.lhr), waitMs };
  });

type Side = 'page' | 'floor';
type Step = 'navigation' | 'timespan';
/** What the bench reports on: a step under DevTools throttling, or a navigation under simulated throttling. */
type Measure = Step | 'simulated';
/** The two sides of a comparison in the order of run `run`: each goes first every other run. */
const inTurn = <T>(run: number, sides: readonly T[]): readonly T[] => (run % 2 === 0 ? sides : sides.toReversed());
const floorPathOf = (page: LandingPage) => `/__bench/floor/${page.name}.html`;

/** Set before any script of the page runs: marks when the app takes its form over (src/lib/first-paint-markers.ts). */
const TAKEOVER_PROBE = `new MutationObserver((_, observer) => {
  if (!document.documentElement?.hasAttribute(${JSON.stringify(FORM_TAKEN_OVER_ATTRIBUTE)})) return;
  performance.mark('bench:takeover');
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: [${JSON.stringify(FORM_TAKEN_OVER_ATTRIBUTE)}] });`;

/**
 * A loaded page's own times: when the app took its form over, when the last same-origin script that
 * came before it had come (not the forms' rules, asked for after it: src/lib/lazy-rules.ts), and how
 * long the hydration took; a floor's form is the browser's once its HTML is parsed.
 */
const pageTimes = (tab: Page, side: Side): Promise<PageTimes> =>
  tab.evaluate(
    (floor, hydrateMark) => {
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      const takeover = performance.getEntriesByName('bench:takeover')[0]?.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin === location.origin && entry.name.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
        .filter((end) => takeover === undefined || end <= takeover);
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventEnd;
      const hydrate = performance.getEntriesByName(hydrateMark)[0]?.startTime;
      return {
        takeoverMs: floor ? parsed : takeover,
        scriptsMs: scripts.length ? Math.max(...scripts) : undefined,
        hydrateMs: takeover === undefined || hydrate === undefined ? undefined : takeover - hydrate,
      };
    },
    side === 'floor',
    HYDRATE_MARK,
  );

/** One user flow, run as it comes (runFlow). */
const flowOnce = (browser: Browser, url: string, page: LandingPage, side: Side, interactions: boolean) =>
  inFreshTab(browser, async (tab) => {
    await tab.evaluateOnNewDocument(TAKEOVER_PROBE);
    // Not Found is answered with a 404, on purpose.
    const answered = page.status !== 200;
    const flow = await flowIn(tab, { ...FLAGS, ignoreStatusCode: answered }, answered ? ITS_OWN_STATUS : undefined);
    await flow.navigate(url, { name: `${page.name} navigation` });
    const times = await pageTimes(tab, side);
    if (page.interact && interactions) {
      await flow.startTimespan({ name: `${page.name} interactions` });
      await page.interact(tab);
      await flow.endTimespan();
    }
    return { flow: await flow.createFlowResult(), times };
  });

/** One user flow: the navigation, then the page's interactions as a timespan (unless `interactions` is false). */
const runFlow = (browser: Browser, url: string, page: LandingPage, side: Side, interactions = true) =>
  untilGathered(
    `${page.name} ${side}`,
    () => flowOnce(browser, url, page, side, interactions),
    ({ flow }) => flow.steps.map((step) => step.lhr),
  );

/** A navigation alone under simulated throttling: Lantern computes its figures from the load it gathers unthrottled. */
const runSimulated = (browser: Browser, url: string, page: LandingPage, side: Side) =>
  untilGathered(
    `${page.name} ${side} simulated`,
    () =>
      inFreshTab(browser, async (tab) => {
        const answered = page.status !== 200;
        const flags = { ...SIMULATED, ignoreStatusCode: answered };
        const flow = await flowIn(tab, flags, answered ? ITS_OWN_STATUS : undefined);
        await flow.navigate(url, { name: `${page.name} navigation, simulated` });
        const { steps } = await flow.createFlowResult();
        return steps[0]!.lhr;
      }),
    (lhr) => [lhr],
  );

/** `dir` behind deploy/nginx.conf, `api` as its API: what ships. */
function behindNginx(dir: string, api: string) {
  const binary = nginxBinary();
  if (!binary) throw new Error('The bench needs nginx (apt-get install nginx-light)');
  return startNginx(binary, { CONSOLE_ROOT: dir, API_UPSTREAM: api });
}

/**
 * `--takeover-vs DIR`: when the app takes each landing page's form over, on this build and on
 * another production build (DIR, the dist-prod/ of an older commit), served alike with the same
 * API, the two alternating under the same throttling: the medians, and the median of the runs'
 * paired differences. The figure behind "the form is taken over at least as early as before"; no
 * limit, the two builds' spread from run to run being as large as what they differ by.
 */
async function compareTakeovers(
  browser: Browser,
  here: string,
  dir: string,
  api: string,
  pages: readonly LandingPage[],
  runs: number,
) {
  const other = await behindNginx(path.resolve(dir), api);
  const keys = ['takeoverMs', 'scriptsMs', 'hydrateMs'] as const;
  try {
    console.log(`\nEach landing page's takeover on this build (${here}) and on ${dir} (${other.url}), ${THROTTLING}`);
    console.log(`The two alternating, the first in turn; median of ${runs} each.`);
    const rows: Record<string, Record<string, string>> = {};
    for (const page of pages.filter((page) => page.status === 200)) {
      const times = { here: [] as PageTimes[], there: [] as PageTimes[] };
      for (let run = 0; run < runs; run++)
        for (const side of inTurn(run, ['here', 'there'] as const)) {
          const url = `${side === 'here' ? here : other.url}${page.path}`;
          times[side].push((await runFlow(browser, url, page, 'page', false)).times);
        }
      const mine = mediansOf(times.here, keys);
      const its = mediansOf(times.there, keys);
      const paired = median(times.here.map((run, index) => run.takeoverMs! - times.there[index]!.takeoverMs!));
      const both = (key: (typeof keys)[number]) => `${shown(key, mine[key])} / ${shown(key, its[key])}`;
      const difference = Number.isNaN(paired) ? '-' : `${paired > 0 ? '+' : ''}${Math.round(paired)} ms`;
      rows[page.name] = {
        takeover: both('takeoverMs'),
        'paired difference': difference,
        'scripts in': both('scriptsMs'),
        hydrate: both('hydrateMs'),
      };
      console.log(`  ${page.name}: takeover ${both('takeoverMs')}, paired difference ${difference}`);
    }
    console.log(
      `\nMedians of ${runs} runs, this build / ${dir}; the paired difference: this build's takeover less the other's run after run, its median`,
    );
    console.table(rows);
  } finally {
    await other.close();
  }
}

/** The quote of the day the API at `origin` answers, asked as the console asks it. */
async function quoteOfTheDay(origin: string) {
  const client = createAdminApiClient({
    baseUrl: `${origin}${API_ROOT}`,
    origin,
    getToken: () => undefined,
    readCookie: () => undefined,
  });
  const answer = await client.getDailyQuote();
  if (!answer.ok) throw new Error(`The mock did not answer the quote of the day: ${JSON.stringify(answer.error)}`);
  return answer.data.quote;
}

/**
 * What nginx serves, in a temporary folder: the build, and beside it each page's floor (pages.ts),
 * with the quote of the day, and the second step's floor.
 */
async function writeSite(distDir: string, pages: readonly LandingPage[], quote: components['schemas']['Quote']) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-site-'));
  for (const entry of await readdir(distDir)) await symlink(path.join(distDir, entry), path.join(dir, entry));
  await copyFile(path.join(CONSOLE_DIR, 'bench', SECOND_STEP_FLOOR.file), path.join(dir, SECOND_STEP_FLOOR.file));
  for (const page of pages) {
    const built = await readFile(path.join(distDir, builtPageOf(page).file), 'utf8');
    const file = path.join(dir, floorPathOf(page));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, floorHtml(built, page, quote));
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
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
  // A timespan's slowest interaction (INP): its element and its phases.
  const [phases, node] = itemsOf(lhr, 'inp-breakdown-insight') as [{ items?: AuditItem[] }?, AuditItem?];
  const inp = (phases?.items ?? []).map((item) => `${String(item.label)} ${ms(item.duration)}`).join(' + ');
  const slowest = inp && `\n    slowest interaction: ${String(node?.selector ?? '?')}: ${inp}`;
  return `main thread: ${work || 'none'}\n    scripts: ${scripts || 'none'}${slowest}`;
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
  // One HTTP mock is the API of the pages and of the journeys; each journey's run resets it.
  const api = await startMockProcess();
  const site = await writeSite(distDir, pages, await quoteOfTheDay(api.url));
  const server = await behindNginx(site.dir, api.url);
  const recaptcha = await startRecaptchaHost();
  const browser = await puppeteer.launch({
    executablePath: chromiumExecutablePath(),
    args: [...CHROMIUM_ARGS, ...recaptcha.chromeFlags],
  });
  /**
   * Every step's figures and where its time went, by page, side and step, one per run: not
   * Lighthouse's whole result, of which a full run makes 140 while this process serves the pages.
   */
  const results = new Map<string, { figures: Figures; breakdown: string }[]>();
  const key = (page: LandingPage, side: Side, measure: Measure) => `${page.name} ${side} ${measure}`;
  const keep = (at: string, lhr: Result, times?: PageTimes) => {
    if (lhr.runtimeError) throw new Error(`${at}: ${lhr.runtimeError.message}`);
    results.set(at, [...(results.get(at) ?? []), { figures: figuresOf(lhr, times), breakdown: breakdownOf(lhr) }]);
  };
  const failed: Check[] = [];
  const fail = (checks: Check[], name: string) =>
    failed.push(...checks.filter((item) => !item.ok).map((item) => ({ ...item, figure: `${name} ${item.figure}` })));
  try {
    if (args.takeoverVs) return await compareTakeovers(browser, server.url, args.takeoverVs, api.url, pages, args.runs);
    console.log(
      `\nEach landing page vs its plain-HTML floor, both behind deploy/nginx.conf (${server.url}), ${THROTTLING}`,
    );
    console.log(`Page and floor back to back, the first alternating; median of ${args.runs} each.`);
    console.log(`Then each navigation alone under ${SIMULATED_THROTTLING}, page and floor the same way.`);
    for (let run = 0; run < args.runs; run++)
      for (const page of pages) {
        const sides: [Side, string][] = [
          ['page', `${server.url}${page.path}`],
          ['floor', `${server.url}${floorPathOf(page)}`],
        ];
        const ordered = inTurn(run, sides);
        for (const [side, url] of ordered) {
          const { flow, times } = await runFlow(browser, url, page, side);
          for (const { lhr } of flow.steps)
            keep(key(page, side, lhr.gatherMode === 'navigation' ? 'navigation' : 'timespan'), lhr, times);
          if (side === 'page' && run === args.runs - 1) {
            const report = path.join(CONSOLE_DIR, 'lighthouse', `${page.name}.flow.html`);
            await mkdir(path.dirname(report), { recursive: true });
            await writeFile(report, generateReport(flow, 'html'));
          }
        }
        for (const [side, url] of ordered)
          keep(key(page, side, 'simulated'), await runSimulated(browser, url, page, side));
        console.log(`  run ${run + 1}/${args.runs}: ${page.name}`);
      }

    const rows: Record<string, Record<string, string>> = {};
    const breakdowns: string[] = [];
    for (const page of pages)
      for (const step of ['navigation', 'timespan'] as const) {
        const [app, floor] = (['page', 'floor'] as const).map((side) => results.get(key(page, side, step)) ?? []);
        if (!app?.length || !floor?.length) continue;
        const [mine, its] = [app, floor].map((runs) => medianOf(runs.map((run) => run.figures))) as [Figures, Figures];
        const checks = (step === 'navigation' ? checkNavigation : checkTimespan)(mine, its, budget);
        fail(checks, `${page.name} ${step}`);
        const row: Record<string, string> = {};
        for (const figure of Object.keys(FIGURES) as Figure[])
          if ((FIGURES[figure].steps as readonly Step[]).includes(step))
            row[FIGURES[figure].label] = `${shown(figure, mine[figure])} / ${shown(figure, its[figure])}`;
        const headline = step === 'navigation' ? 'lcpMs' : 'inpMs';
        row[`${FIGURES[headline].label}/floor`] = `${(mine[headline] / its[headline]).toFixed(2)}x`;
        row.limits = verdict(checks);
        rows[`${page.name} ${step}`] = row;
        // The run whose headline figure (LCP, or INP) is the median.
        const middle = app.toSorted((x, y) => x.figures[headline] - y.figures[headline])[Math.floor(app.length / 2)]!;
        breakdowns.push(`  ${page.name} ${step}: ${middle.breakdown}`);
      }
    console.log(
      `\nMedians of ${args.runs} runs, page / floor; limits (perf-budget.json): LCP/floor <= ${budget.lcpToFloor}x, INP <= ${budget.inpToFloor}x the floor's (at least ${budget.inpFloorMinMs} ms), TBT <= ${budget.tbtMs} ms, CLS <= ${budget.cls}, performance >= ${budget.lighthousePerformance}, best practices >= ${budget.lighthouseBestPractices}; takeover: when the app owns the form (the floor's: its HTML parsed), its scripts in and its hydration, in ms from the navigation`,
    );
    console.table(rows);
    console.log(`\nWhere the time goes (each page's median run, throttled):\n${breakdowns.join('\n')}`);

    const simulated: Record<string, Record<string, string>> = {};
    for (const page of pages) {
      const [app, floor] = (['page', 'floor'] as const).map((side) =>
        (results.get(key(page, side, 'simulated')) ?? []).map((run) => run.figures),
      ) as [Figures[], Figures[]];
      const [mine, its] = [medianOf(app), medianOf(floor)];
      const checks = checkSimulatedNavigation(mine, its, budget);
      fail(checks, `${page.name} simulated`);
      const both = (figure: Figure) => `${shown(figure, mine[figure])} / ${shown(figure, its[figure])}`;
      simulated[page.name] = {
        FCP: both('fcpMs'),
        LCP: both('lcpMs'),
        'LCP/floor': `${(mine.lcpMs / its.lcpMs).toFixed(2)}x`,
        // Lantern's TBT, simulated from the unthrottled load's tasks: what most moves the score of a page that paints early.
        TBT: both('tbtMs'),
        performance: both('performance'),
        // Each run's score: Lantern scales the unthrottled load's tasks by 4, the machine's stalls with them.
        'performance by run': [app, floor].map((runs) => runs.map((run) => run.performance).join(' ')).join(' / '),
        limits: verdict(checks),
      };
    }
    console.log(
      `\nThe same navigations under ${SIMULATED_THROTTLING}, medians of ${args.runs} runs, page / floor; limits (perf-budget.json): LCP/floor <= ${budget.lcpToFloorSimulated}x, performance >= ${budget.lighthousePerformance}`,
    );
    console.table(simulated);

    const journeys: Record<string, Record<string, string>> = {};
    /** The median figures and wait of a journey's runs, each on the mock as it started (no session, the invitation unused). */
    const timed = async (url: string, fill: Journey['fill'], journey: Journey) => {
      const runs: (Figures & { waitMs: number })[] = [];
      for (let run = 0; run < args.runs; run++) {
        await post(api.url, '/__mock/reset');
        runs.push(await runJourney(browser, url, fill, journey, api.url));
      }
      return { figures: medianOf(runs), waitMs: median(runs.map((run) => run.waitMs)) };
    };
    /**
     * The journey and the floor timed inside the page (bench/in-page.ts), alternating, each run on
     * the mock as it started; the floor is the second step's for every journey (one call, then the heading).
     */
    const timedInPage = async (journey: Journey) => {
      const sides = {
        page: {
          url: `${server.url}${journey.path}`,
          fill: journey.fill,
          ready: `html[${FORM_TAKEN_OVER_ATTRIBUTE}]`,
          heading: journey.heading,
        },
        // The floor shows its own heading, whichever journey it stands beside.
        floor: {
          url: `${server.url}/${SECOND_STEP_FLOOR.file}`,
          fill: SECOND_STEP_FLOOR.fill,
          ready: undefined,
          heading: 'Users',
        },
      };
      const timing = (side: 'page' | 'floor') => {
        const { url, fill, ready, heading } = sides[side];
        const delay = side === 'page' ? journey.delay : undefined;
        return { url, ready, heading, delay, fill: (tab: Page) => fill(tab, api.url) };
      };
      const runs = { page: [] as InPageRun[], floor: [] as InPageRun[] };
      for (let run = 0; run < args.runs; run++)
        for (const side of inTurn(run, ['page', 'floor'] as const)) {
          await post(api.url, '/__mock/reset');
          runs[side].push(await timeInPage(browser, timing(side)));
        }
      // One more run, not counted (tracing slows the page), leaves Chromium's trace of the click: where the time goes.
      await post(api.url, '/__mock/reset');
      await timeInPage(browser, timing('page'), traceOf(journey));
      const medians = (of: InPageRun[]): InPageFigures =>
        mediansOf(of, ['clickMs', 'afterDelayMs', 'inpMs', 'cls'] as const);
      return { page: medians(runs.page), floor: medians(runs.floor) };
    };
    const inPageRows: Record<string, Record<string, string>> = {};
    await mkdir(path.join(CONSOLE_DIR, 'lighthouse'), { recursive: true });
    for (const journey of JOURNEYS) {
      const { figures, waitMs } = await timed(`${server.url}${journey.path}`, journey.fill, journey);
      const floor = journey.floor && (await timed(`${server.url}/${journey.floor.file}`, journey.floor.fill, journey));
      const checks = checkJourney(figures, waitMs, floor?.waitMs, budget);
      fail(checks, journey.name);
      journeys[journey.name] = {
        'to the heading': journey.delay
          ? `${Math.round(waitMs)} ms after the answer's ${journey.delay.ms} ms delay`
          : `${Math.round(waitMs)} / ${Math.round(floor!.waitMs)} ms from the click, ${(waitMs / floor!.waitMs).toFixed(2)}x the floor`,
        INP: shown('inpMs', figures.inpMs),
        TBT: shown('tbtMs', figures.tbtMs),
        CLS: shown('cls', figures.cls),
        limits: verdict(checks),
      };
      const inPage = await timedInPage(journey);
      const inPageChecks = checkInPage(inPage.page, inPage.floor, budget);
      fail(inPageChecks, journey.name);
      const { page, floor: its } = inPage;
      inPageRows[journey.name] = {
        'to the heading': journey.delay
          ? `${Math.round(page.afterDelayMs)} ms after the answer's ${journey.delay.ms} ms delay`
          : `${(page.clickMs / its.clickMs).toFixed(2)}x the floor`,
        'from the click, page / floor': `${Math.round(page.clickMs)} / ${Math.round(its.clickMs)} ms`,
        'INP, page / floor': `${Math.round(page.inpMs)} / ${Math.round(its.inpMs)} ms`,
        CLS: shown('cls', page.cls),
        limits: verdict(inPageChecks),
      };
    }
    console.log(
      `\nJourneys on deploy/nginx.conf with the HTTP mock, medians of ${args.runs} runs; limits: the heading <= ${budget.journeyAfterDelayMs} ms after the spec's delay, or <= ${budget.journeyToFloor}x the floor's wait from the click; TBT <= ${budget.tbtMs} ms, CLS <= ${budget.cls}`,
    );
    console.table(journeys);
    console.log(
      `\nThe same journeys timed inside the page (bench/in-page.ts; ${IN_PAGE_THROTTLING}), beside the second step's floor in the same run, medians of ${args.runs} runs; limits: the heading <= ${budget.journeyAfterDelayMs} ms after the spec's delay (from the answer's end), or <= ${budget.journeyToFloor}x the floor's time from the click; INP <= ${budget.inpToFloor}x the floor's; CLS <= ${budget.cls}`,
    );
    console.table(inPageRows);

    console.log(
      `\nFlow reports: ${path.relative(process.cwd(), path.join(CONSOLE_DIR, 'lighthouse'))}/<page>.flow.html; the journeys' in-page traces: <journey>.trace.json`,
    );
  } finally {
    await browser.close();
    await recaptcha.close();
    await server.close();
    await api.close();
    await site.remove();
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
