import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { cumulativeLayoutShift, totalBlockingTime } from './bench-stats';
import type { LayoutShift, LongTask } from './bench-stats';
import { FAKE_RECAPTCHA_LABEL, answerRecaptchaWithFake } from './fake-recaptcha';
import { MOBILE_CONTEXT, throttle } from './mobile-profile';
import { inlineAssets } from './inline-assets';
import { gzipSize } from './static-server';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface SignInMetrics {
  /** Every request the page made until it settled, first- and third-party. */
  requests: number;
  js: Bytes;
  css: Bytes;
  /** JavaScript + CSS of the console itself (third-party scripts such as reCAPTCHA excluded). */
  total: Bytes;
  /** Origins other than the console's, e.g. the captcha provider (answered by the stand-in). */
  thirdPartyOrigins: string[];
}

export interface PageMetrics extends SignInMetrics {
  /** The HTML document itself (with whatever CSS or markup is inlined in it). */
  html: Bytes;
  fcpMs: number;
  lcpMs: number;
  /** The LCP element when Chrome reported it: tag, id, classes and the start of its text. */
  lcpElement: string;
  cls: number;
  /** Long tasks between FCP and the settle point. */
  tbtMs: number;
  /** False when the page still shifted or ran long tasks when the settle wait gave up. */
  settled: boolean;
  /** Whether the captcha stand-in and the stub's quote were on screen (null: not waited for). */
  captchaShown: boolean | null;
  quoteShown: boolean | null;
}

export interface MeasureOptions {
  /** Lighthouse's mobile profile, throttled for real (scripts/mobile-profile.ts). */
  mobile: boolean;
  /** What the page must show before the settle wait starts: the sign-in page's captcha and quote. */
  waitFor: { captcha: boolean; quote: boolean };
}

/** How long the page may take to show what it must; a busy 2-core machine with 4x slowdown is slow. */
const READY_TIMEOUT_MS = 30_000;
/** Settled: this many animation frames in a row without a layout shift or a long task ... */
const QUIET_FRAMES = 30;
/** ... or this long after the page was ready, whichever comes first. */
const SETTLE_LIMIT_MS = 10_000;

/*
 * Installed before any script of the page: records paint, LCP, layout-shift and long-task entries
 * as they come. A string, not a function, so that no transpiler helper leaks into the page.
 */
const OBSERVERS = `(() => {
  const state = { fcp: null, lcp: null, lcpElement: '', shifts: [], longTasks: [] };
  window.__benchMetrics = state;
  const describe = (element) => {
    if (!element) return '(an element removed since)';
    let name = element.tagName.toLowerCase();
    if (element.id) name += '#' + element.id;
    for (const className of element.classList) name += '.' + className;
    const text = (element.textContent || '').replace(/\\s+/g, ' ').trim();
    return text ? name + ' "' + (text.length > 48 ? text.slice(0, 45) + '...' : text) + '"' : name;
  };
  const observe = (type, record) => {
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => {
    state.lcp = entry.startTime;
    state.lcpElement = describe(entry.element) + (entry.url ? ' ' + entry.url : '');
  });
  observe('layout-shift', (entry) =>
    state.shifts.push({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput }));
  observe('longtask', (entry) => state.longTasks.push({ startTime: entry.startTime, duration: entry.duration }));
})();`;

/** Resolves once QUIET_FRAMES frames in a row saw no new shift or long task (or at SETTLE_LIMIT_MS). */
const SETTLE = `new Promise((resolve) => {
  const state = window.__benchMetrics;
  const started = performance.now();
  const count = () => state.shifts.length + state.longTasks.length;
  let seen = count();
  let quiet = 0;
  const frame = () => {
    const now = count();
    quiet = now === seen ? quiet + 1 : 0;
    seen = now;
    if (quiet >= ${QUIET_FRAMES} || performance.now() - started > ${SETTLE_LIMIT_MS})
      resolve({ settled: quiet >= ${QUIET_FRAMES}, at: performance.now(), state });
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

interface ObservedState {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string;
  shifts: LayoutShift[];
  longTasks: LongTask[];
}

async function within<T>(what: string, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw new Error(`${what} (waited ${READY_TIMEOUT_MS / 1000} s): ${(error as Error).message.split('\n')[0]}`);
  }
}

/** What each resource type of the console's origin counts as. */
const ASSET_KINDS: Partial<Record<string, 'html' | 'js' | 'css'>> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
};

const isQuoteCall = (url: string) => new URL(url).pathname.startsWith('/api/dailyQuote/');

/**
 * Loads a page in a fresh context (empty cache), waits until it shows what it must and has settled,
 * and returns what it downloaded and what its performance observers saw. "raw" is the decoded size,
 * "gzip" the size at gzip level 9, which is what the static server sends. Google's reCAPTCHA script
 * is answered by the stand-in (scripts/fake-recaptcha.ts); any other third party is answered empty,
 * so that the measure needs no network and is stable.
 */
export async function measurePage(browser: Browser, url: string, options: MeasureOptions): Promise<PageMetrics> {
  const origin = new URL(url).origin;
  const context = await browser.newContext(options.mobile ? MOBILE_CONTEXT : {});
  try {
    await context.route(
      (requestUrl) => requestUrl.origin !== origin,
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    await answerRecaptchaWithFake(context);
    await context.addInitScript({ content: OBSERVERS });
    const page = await context.newPage();
    if (options.mobile) await throttle(await context.newCDPSession(page));

    const thirdParty = new Set<string>();
    const assets: Promise<{ type: 'html' | 'js' | 'css'; bytes: Bytes }[]>[] = [];
    let requests = 0;
    page.on('request', (request) => {
      requests++;
      const requestOrigin = new URL(request.url()).origin;
      if (requestOrigin !== origin) thirdParty.add(requestOrigin);
    });
    page.on('response', (response) => {
      const kind = ASSET_KINDS[response.request().resourceType()];
      if (new URL(response.url()).origin !== origin || !kind) return;
      const bytesOf = (body: Buffer): Bytes => ({ raw: body.length, gzip: gzipSize(body) });
      assets.push(
        response
          .body()
          .then((body) => {
            if (kind !== 'html') return [{ type: kind, bytes: bytesOf(body) }];
            // The document's inline scripts and styles count as JS and CSS too.
            const inline = inlineAssets(body.toString('utf8'));
            return [
              { type: kind, bytes: bytesOf(body) },
              ...(['js', 'css'] as const)
                .filter((type) => inline[type])
                .map((type) => ({ type, bytes: bytesOf(Buffer.from(inline[type])) })),
            ];
          })
          .catch(() => []),
      );
    });

    const quoteAnswer = options.waitFor.quote
      ? page.waitForResponse((response) => isQuoteCall(response.url()), { timeout: READY_TIMEOUT_MS })
      : undefined;
    await page.goto(url, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });

    let captchaShown: boolean | null = null;
    if (options.waitFor.captcha) {
      await within(
        'The reCAPTCHA stand-in never showed its checkbox',
        page.getByRole('checkbox', { name: FAKE_RECAPTCHA_LABEL }).waitFor({ timeout: READY_TIMEOUT_MS }),
      );
      captchaShown = true;
    }
    let quoteShown: boolean | null = null;
    if (quoteAnswer) {
      const answer = await within('The page never asked for the quote of the day', quoteAnswer);
      // A failed quote call leaves the panel empty by design; the bench's stub always answers.
      const quote = answer.ok() ? ((await answer.json()) as { quote?: { quote?: string } }).quote?.quote : undefined;
      if (quote) {
        await within(
          `The quote "${quote}" never appeared`,
          page.getByText(quote).first().waitFor({ timeout: READY_TIMEOUT_MS }),
        );
      }
      quoteShown = Boolean(quote);
    }
    await within(
      'Chrome never reported a largest contentful paint',
      page.waitForFunction('window.__benchMetrics.lcp !== null', undefined, { timeout: READY_TIMEOUT_MS }),
    );
    const { settled, at, state } = (await page.evaluate(SETTLE)) as {
      settled: boolean;
      at: number;
      state: ObservedState;
    };

    const loaded = (await Promise.all(assets)).flat();
    const sum = (kind: 'html' | 'js' | 'css'): Bytes =>
      loaded.reduce<Bytes>(
        (acc, item) => (item.type === kind ? { raw: acc.raw + item.bytes.raw, gzip: acc.gzip + item.bytes.gzip } : acc),
        { raw: 0, gzip: 0 },
      );
    const js = sum('js');
    const css = sum('css');
    const fcp = state.fcp ?? Number.NaN;
    return {
      requests,
      html: sum('html'),
      js,
      css,
      total: { raw: js.raw + css.raw, gzip: js.gzip + css.gzip },
      thirdPartyOrigins: [...thirdParty].sort(),
      fcpMs: fcp,
      lcpMs: state.lcp ?? Number.NaN,
      lcpElement: state.lcpElement,
      cls: cumulativeLayoutShift(state.shifts),
      tbtMs: totalBlockingTime(state.longTasks, fcp, at),
      settled,
      captchaShown,
      quoteShown,
    };
  } finally {
    await context.close();
  }
}

/**
 * What the sign-in page downloads (desktop, unthrottled): the weight the budget holds. It waits
 * for the same things as the bench (captcha box, quote, LCP, settled), never for network idle.
 */
export function measureSignIn(browser: Browser, url: string): Promise<SignInMetrics> {
  return measurePage(browser, url, { mobile: false, waitFor: { captcha: true, quote: true } });
}

/**
 * Strings only the mock API, the mock service worker or the mock captcha contain; none may reach a
 * production build. Chosen so that the console's own code cannot hold them by accident.
 */
export const MOCK_MARKERS: { name: string; pattern: RegExp }[] = [
  { name: 'the MSW worker script name', pattern: /mockServiceWorker/ },
  { name: 'MSW log prefix', pattern: /\[MSW\]/ },
  { name: 'the mock captcha label', pattern: /I(?:'|\\'|\u2019|&#39;)m not a robot/ },
  { name: 'a fixture account', pattern: /(?:admin|2fa)@crm\.test/ },
  { name: 'the fixture password', pattern: /Admin@12345/ },
  { name: 'a fixture code', pattern: /reset-code-123|invite-code-123/ },
  { name: 'the mock trusted-device cookie', pattern: /crm_mock_trusted_device/ },
];

export interface MarkerHit {
  file: string;
  marker: string;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every text file of a build (chunks, CSS, HTML, anything copied from public/) that holds a mock marker. */
export async function findMockCode(distDir: string): Promise<MarkerHit[]> {
  const hits: MarkerHit[] = [];
  for (const file of await listFiles(distDir)) {
    if (!/\.(m?js|css|html|json|webmanifest|map)$/.test(file)) continue;
    const text = await readFile(file, 'utf8');
    const relative = path.relative(distDir, file);
    if (/mockServiceWorker/.test(relative)) hits.push({ file: relative, marker: 'the MSW worker script itself' });
    for (const { name, pattern } of MOCK_MARKERS) if (pattern.test(text)) hits.push({ file: relative, marker: name });
  }
  return hits;
}

export function formatBytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
