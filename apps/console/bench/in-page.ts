/**
 * The journeys timed inside the page (docs/bench.md, "Journeys"): a second measure beside
 * Lighthouse's, which sees the answer and the heading from outside the page while it traces.
 * Headless Chromium with Lighthouse's mobile figures set over CDP (its slow 4G as latency and
 * throughput, its 4x CPU slowdown) on a 412 x 823 phone viewport, a fresh browser context per run;
 * the time runs from the `click` event (capture phase) to the first DOM mutation after which an
 * h1/h2 with the next screen's text is in the document and rendered.
 */
import type { Browser, Page } from 'puppeteer-core';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

const { rttMs, throughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G;
/** Lighthouse's slow-4G upload before its DevTools adjustment (its uploadThroughputKbps is 0.9 times this). */
const UPLOAD_KBPS = 750;
const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;
/** Lighthouse's phone: 412 x 823 CSS pixels. */
const PHONE = screenEmulationMetrics.mobile as { width: number; height: number; deviceScaleFactor: number };

export const IN_PAGE_THROTTLING = `CDP: ${cpuSlowdownMultiplier}x CPU, ${rttMs} ms latency, ${(throughputKbps / 1024).toFixed(1)} Mbit/s down, ${UPLOAD_KBPS} kbit/s up, ${PHONE.width} x ${PHONE.height}`;

/** What one run measured in the page, in ms; afterDelayMs where the journey has a delay. */
export interface InPageRun {
  /** From the click to the heading shown. */
  clickMs: number;
  /** From the end of the answer that starts the spec's delay (Resource Timing) to the heading, less the delay. */
  afterDelayMs?: number;
  /** The slowest of the click's events (Event Timing), from its input to the next paint; 0 under 16 ms. */
  inpMs: number;
  /** The layout shifts from the click until its Event Timing entries are read, not caused by input. */
  cls: number;
}

export interface InPageJourney {
  url: string;
  /** What is done and filled in before the click that is timed. */
  fill(tab: Page): Promise<void>;
  /** The next screen's heading. */
  heading: string;
  /** The call whose answer starts the spec's delay (its pathname), and the delay. */
  delay?: { answer: string; ms: number };
  /** Waited for after the load, before the fill: the app owning its form. */
  ready?: string;
}

/**
 * Set before any script of the page: the probe the bench arms (`window.__journey.arm(text)`) just
 * before the timed click. It keeps the click's time, the heading's, the click's Event Timing
 * entries and the layout shifts after it, and settles `shown` at the heading and `clickTimed` at
 * the click's first Event Timing entry. Plain ES5-ish source: it runs as the page's own script.
 */
const PROBE = `(() => {
  const probe = { text: null, armedAt: 0, clickAt: null, headingAt: null, events: [], shifts: 0 };
  let settleShown, settleClickTimed;
  probe.shown = new Promise((resolve) => (settleShown = resolve));
  probe.clickTimed = new Promise((resolve) => (settleClickTimed = resolve));
  const rendered = (element) =>
    element.getClientRects().length > 0 && !element.closest('[hidden], [aria-hidden="true"]');
  probe.arm = (text) => { probe.text = text; probe.armedAt = performance.now(); };
  addEventListener('click', () => {
    if (probe.text !== null && probe.clickAt === null) probe.clickAt = performance.mark('journey:click').startTime;
  }, true);
  new MutationObserver(() => {
    if (probe.clickAt === null || probe.headingAt !== null) return;
    const at = performance.now();
    for (const heading of document.querySelectorAll('h1, h2'))
      if (heading.textContent.trim() === probe.text && rendered(heading)) {
        probe.headingAt = performance.mark('journey:heading', { startTime: at }).startTime;
        settleShown();
        return;
      }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (probe.text !== null && entry.startTime >= probe.armedAt && entry.interactionId) {
        probe.events.push({ name: entry.name, duration: entry.duration });
        if (entry.name === 'click') settleClickTimed();
      }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (probe.text !== null && entry.startTime >= probe.armedAt && !entry.hadRecentInput) probe.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  window.__journey = probe;
})();`;

interface Probe {
  arm(text: string): void;
  armedAt: number;
  clickAt: number | null;
  headingAt: number | null;
  events: { name: string; duration: number }[];
  shifts: number;
  shown: Promise<void>;
  clickTimed: Promise<void>;
}
declare global {
  interface Window {
    __journey: Probe;
  }
}

/** A fresh tab in a fresh browser context, on Lighthouse's phone, throttled over CDP as Lighthouse's mobile profile. */
async function throttledTab(browser: Browser) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const { width, height, deviceScaleFactor } = PHONE;
  await tab.setViewport({ width, height, deviceScaleFactor, isMobile: true, hasTouch: true });
  await tab.setUserAgent({ userAgent: userAgents.mobile });
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: bytesPerSecond(throughputKbps),
    uploadThroughput: bytesPerSecond(UPLOAD_KBPS),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
  await installProbe(tab);
  return { tab, close: () => context.close() };
}

/** The probe in every document `tab` loads from now on. */
export const installProbe = (tab: Page) => tab.evaluateOnNewDocument(PROBE);

/** `promise`, or an error after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The probe set to time the next click to the heading `text`, and `shown`: until the probe has seen
 * that heading shown. The wait is asked of the page before the click, as one evaluation the probe
 * settles, so that nothing of the bench runs in the page it times between the click and the
 * heading: puppeteer's `waitForFunction`, asked after the click, injected its polling script
 * there, under the 4x CPU, and its `waitForSelector` with `visible` ran a selector over the whole
 * document on every animation frame.
 */
export async function armProbe(tab: Page, text: string): Promise<{ shown: Promise<void> }> {
  await tab.evaluate((heading) => window.__journey.arm(heading), text);
  const shown = within(
    tab.evaluate(() => window.__journey.shown),
    30_000,
    `the heading "${text}"`,
  );
  // Settled or failed by the caller's await; never an unhandled rejection before it.
  shown.catch(() => undefined);
  return { shown };
}

/** One run of `journey`, timed inside the page. `trace`: a file to write Chromium's performance trace of the click to. */
export async function timeInPage(browser: Browser, journey: InPageJourney, trace?: string): Promise<InPageRun> {
  const { tab, close } = await throttledTab(browser);
  try {
    await tab.goto(journey.url, { waitUntil: 'load', timeout: 60_000 });
    if (journey.ready) await tab.waitForSelector(journey.ready, { timeout: 60_000 });
    await journey.fill(tab);
    if (trace) await tab.tracing.start({ path: trace, screenshots: false });
    const { shown } = await armProbe(tab, journey.heading);
    await tab.click('button[type=submit]');
    await shown.catch(async (error: unknown) => {
      const seen = await tab.evaluate(() => ({
        url: location.href,
        clickAt: window.__journey.clickAt,
        headings: [...document.querySelectorAll('h1, h2')].map((heading) => heading.textContent),
        alerts: [...document.querySelectorAll('[role=alert], [role=status], .field__error')].map((n) => n.textContent),
      }));
      throw new Error(`${journey.heading} not shown: ${JSON.stringify(seen)}`, { cause: error });
    });
    // The click's Event Timing entries come after its next paint; under 16 ms there are none.
    await within(
      tab.evaluate(() => window.__journey.clickTimed),
      2000,
      "the click's Event Timing entry",
    ).catch(() => undefined);
    if (trace) await tab.tracing.stop();
    const { clickAt, headingAt, events, shifts } = await tab.evaluate(() => {
      const { clickAt, headingAt, events, shifts } = window.__journey;
      return { clickAt: clickAt!, headingAt: headingAt!, events, shifts };
    });
    const answerEnd = journey.delay
      ? await tab.evaluate(
          (answer, after) =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((entry) => entry.startTime >= after && new URL(entry.name).pathname === answer)
              .at(-1)?.responseEnd,
          journey.delay.answer,
          clickAt,
        )
      : undefined;
    if (journey.delay && answerEnd === undefined)
      throw new Error(`${journey.url}: no answer from ${journey.delay.answer}`);
    return {
      clickMs: headingAt - clickAt,
      afterDelayMs: journey.delay && headingAt - answerEnd! - journey.delay.ms,
      inpMs: Math.max(0, ...events.map((entry) => entry.duration)),
      cls: shifts,
    };
  } finally {
    await close();
  }
}
