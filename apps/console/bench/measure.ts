import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Response } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { FAKE_RECAPTCHA_LABEL, answerRecaptchaWithFake } from '../e2e/support/fake-recaptcha';

/** Lighthouse 13's mobile profile: its Moto G Power screen and user agent, and its "slow 4G" figures. */
const screen = screenEmulationMetrics.mobile;
if (!screen) throw new Error('Lighthouse has no mobile screen profile');
const network = { ...throttling.mobileSlow4G, uploadKbps: 750 };
const MOBILE: BrowserContextOptions = {
  viewport: { width: screen.width, height: screen.height },
  deviceScaleFactor: screen.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};
export const THROTTLING = `${screen.width}x${screen.height} @${screen.deviceScaleFactor}x mobile, ${network.cpuSlowdownMultiplier}x CPU slowdown, ${network.rttMs} ms RTT, ${(network.throughputKbps / 1024).toFixed(1)} Mbit/s down, ${network.uploadKbps} kbit/s up`;

export interface Bytes {
  raw: number;
  gzip: number;
}

/** One page load. Sizes are decoded, and gzip at level 9 as scripts/static-server.ts sends them. */
export interface PageMetrics {
  /** Every request the page made until it settled, first- and third-party. */
  requests: number;
  /** The HTML document itself; its inline scripts and styles count as JS and CSS too. */
  html: Bytes;
  js: Bytes;
  css: Bytes;
  /** JavaScript + CSS of the page's own origin (the reCAPTCHA stand-in excluded). */
  total: Bytes;
  thirdPartyOrigins: string[];
  fcpMs: number;
  lcpMs: number;
  /** web-vitals' selector of the LCP element. */
  lcpElement: string;
  cls: number;
  tbtMs: number;
  /** False when the page still shifted or ran long tasks when the settle wait gave up (10 s). */
  settled: boolean;
  /** Whether the quote of the day was on screen (the sign-in page with the stub API). */
  quoteShown: boolean;
}

/**
 * Installed before any script of the page: web-vitals (FCP, LCP with its element, CLS) and the
 * long tasks, from which Lighthouse's own TBT arithmetic takes the total. `changes` counts what
 * may still move, for the settle wait.
 */
const webVitalsDir = path.dirname(createRequire(import.meta.url).resolve('web-vitals'));
const OBSERVERS = `${readFileSync(path.join(webVitalsDir, 'web-vitals.attribution.iife.js'), 'utf8')}
(() => {
  const state = (window.__bench = { fcp: null, lcp: null, lcpElement: '', cls: 0, longTasks: [], changes: 0 });
  const all = { reportAllChanges: true };
  webVitals.onFCP((metric) => (state.fcp = metric.value), all);
  webVitals.onLCP((metric) => {
    state.lcp = metric.value;
    state.lcpElement = [metric.attribution.target, metric.attribution.url].filter(Boolean).join(' ');
  }, all);
  webVitals.onCLS((metric) => ((state.cls = metric.value), state.changes++), all);
  new PerformanceObserver((list) => list.getEntries().forEach((task) => {
    state.longTasks.push({ start: task.startTime, end: task.startTime + task.duration, duration: task.duration });
    state.changes++;
  })).observe({ type: 'longtask', buffered: true });
})();`;

/** Settled: 30 animation frames in a row without a layout shift or a long task, or 10 s. */
const SETTLE = `new Promise((resolve) => {
  const state = window.__bench;
  const started = performance.now();
  let seen = state.changes;
  let quiet = 0;
  const frame = () => {
    quiet = state.changes === seen ? quiet + 1 : 0;
    seen = state.changes;
    if (quiet >= 30 || performance.now() - started > 10000) resolve({ settled: quiet >= 30, at: performance.now(), state });
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

/** The bodies of a page's inline `<script>` (JSON data excluded) and `<style>` elements. */
export function inlineAssets(html: string): { js: string; css: string } {
  const inline = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[2]!).join('\n');
  return {
    js: inline(
      /<script\b(?![^>]*\bsrc\s*=)(?![^>]*type\s*=\s*["']?application\/(?:ld\+)?json)([^>]*)>([\s\S]*?)<\/script>/gi,
    ),
    css: inline(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi),
  };
}

const gzipSize = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;
const TIMEOUT = { timeout: 30_000 };

/**
 * Loads a page in a fresh context (empty cache), throttled as Lighthouse's mobile profile for real
 * (DevTools protocol) when `mobile`; waits until it has fired load, LCP was reported, and, for the
 * sign-in page (`signIn`), the reCAPTCHA stand-in's box and the stub's quote are on screen; then
 * until it settles. Any other third party is answered empty, so the measure needs no network.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  { mobile, signIn }: { mobile: boolean; signIn: boolean },
): Promise<PageMetrics> {
  const origin = new URL(url).origin;
  const context = await browser.newContext(mobile ? MOBILE : {});
  try {
    await context.route(
      (target) => target.origin !== origin,
      (route) => route.fulfill({ status: 204 }),
    );
    await answerRecaptchaWithFake(context);
    await context.addInitScript({ content: OBSERVERS });
    const page = await context.newPage();
    if (mobile) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.rttMs,
        downloadThroughput: (network.throughputKbps * 1024) / 8,
        uploadThroughput: (network.uploadKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdownMultiplier });
    }
    const responses: Response[] = [];
    let requests = 0;
    page.on('request', () => requests++);
    page.on('response', (response) => responses.push(response));
    const quote = signIn ? page.waitForResponse((answer) => answer.url().includes('/api/dailyQuote/'), TIMEOUT) : null;
    await page.goto(url, { waitUntil: 'load', ...TIMEOUT });
    let quoteShown = false;
    if (quote) {
      await page.getByRole('checkbox', { name: FAKE_RECAPTCHA_LABEL }).waitFor(TIMEOUT);
      // A failed quote call leaves the panel empty by design; the bench's stub always answers.
      const answer = await quote;
      const text = answer.ok() ? ((await answer.json()) as { quote?: { quote?: string } }).quote?.quote : undefined;
      if (text) await page.getByText(text).first().waitFor(TIMEOUT);
      quoteShown = Boolean(text);
    }
    await page.waitForFunction('window.__bench.lcp !== null', undefined, TIMEOUT);
    const { settled, at, state } = (await page.evaluate(SETTLE)) as {
      settled: boolean;
      at: number;
      state: {
        fcp: number | null;
        lcp: number | null;
        lcpElement: string;
        cls: number;
        longTasks: { start: number; end: number; duration: number }[];
      };
    };
    const bytes = { html: { raw: 0, gzip: 0 }, js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
    const count = (kind: keyof typeof bytes, body: string | Buffer) => {
      if (body.length)
        bytes[kind] = { raw: bytes[kind].raw + Buffer.byteLength(body), gzip: bytes[kind].gzip + gzipSize(body) };
    };
    for (const response of responses.filter((response) => new URL(response.url()).origin === origin)) {
      const kind = ({ document: 'html', script: 'js', stylesheet: 'css' } as const)[response.request().resourceType()];
      const body = kind ? await response.body().catch(() => '') : '';
      if (kind) count(kind, body);
      // The document's inline scripts and styles count as JS and CSS too.
      if (kind === 'html')
        for (const [type, code] of Object.entries(inlineAssets(body.toString()))) count(type as 'js', code);
    }
    const origins = new Set(
      responses.map((response) => new URL(response.url()).origin).filter((other) => other !== origin),
    );
    const fcp = state.fcp ?? Number.NaN;
    return {
      requests,
      ...bytes,
      total: { raw: bytes.js.raw + bytes.css.raw, gzip: bytes.js.gzip + bytes.css.gzip },
      thirdPartyOrigins: [...origins].sort(),
      fcpMs: fcp,
      lcpMs: state.lcp ?? Number.NaN,
      lcpElement: state.lcpElement,
      cls: state.cls,
      tbtMs: Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(state.longTasks, fcp, at),
      settled,
      quoteShown,
    };
  } finally {
    await context.close();
  }
}

/** What the sign-in page downloads (desktop, unthrottled): the weight perf-budget.json holds. */
export function measureSignIn(browser: Browser, url: string): Promise<PageMetrics> {
  return measurePage(browser, url, { mobile: false, signIn: true });
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

/** Every text file of a build (chunks, CSS, HTML, anything copied from public/) that holds a mock marker. */
export async function findMockCode(distDir: string): Promise<{ file: string; marker: string }[]> {
  const hits: { file: string; marker: string }[] = [];
  for (const entry of await readdir(distDir, { withFileTypes: true, recursive: true })) {
    const file = path.relative(distDir, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || !/\.(m?js|css|html|json|webmanifest|map)$/.test(file)) continue;
    const text = await readFile(path.join(distDir, file), 'utf8');
    if (/mockServiceWorker/.test(file)) hits.push({ file, marker: 'the MSW worker script itself' });
    for (const { name, pattern } of MOCK_MARKERS) if (pattern.test(text)) hits.push({ file, marker: name });
  }
  return hits;
}

export const formatBytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
