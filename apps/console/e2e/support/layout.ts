import type { Page } from '@playwright/test';

/*
 * "Nothing moves that the person did not move": what the journeys read of a page's layout while a
 * person types and clicks. The tops of the submit button, the quote panel and the footer, in the
 * page's coordinates, and the layout shifts that came without recent input, as CLS counts them.
 */

/** What the page's layout looked like once a message was there. */
export interface AtMessage {
  /** The text of the main content's live regions (role alert and status) then. */
  text: string;
  /** The tops of the submit button, the quote panel and the footer. */
  tops: number[];
  /** The sum of the layout shifts without recent input since the watch began, the message's frame included. */
  cls: number;
}

interface Watch {
  tops(): number[];
  messages: AtMessage[];
}

/** An answer of the API this much later than the mock gives it: well past the 500 ms after an input that excuse a shift. */
export const LATE_ANSWER_MS = 1000;

/**
 * From the next page on, the answers of the API paths ending with one of `paths` come
 * LATE_ANSWER_MS after the in-browser mock gave them, so that what they bring counts as late.
 */
export async function answerLate(page: Page, paths: readonly string[]): Promise<void> {
  await page.addInitScript(
    ({ paths, delay }) => {
      const fetchNow = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await fetchNow(input, init);
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (paths.some((path) => url.pathname.endsWith(path))) await new Promise((done) => setTimeout(done, delay));
        return response;
      };
    },
    { paths, delay: LATE_ANSWER_MS },
  );
}

/**
 * Starts watching the page's layout: each time the main content's live regions say something new,
 * the frame that shows it is read (the tops, the shifts so far) into `window.layoutWatch.messages`.
 * Read in that frame, before anything the page does next (the success line's redirect after 0.5 s).
 */
export async function watchLayout(page: Page): Promise<void> {
  await page.evaluate(() => {
    const selectors = ['main button[type=submit]', 'aside[aria-label="Quote of the day"]', 'footer'];
    const watch: Watch = {
      tops: () =>
        selectors.map((selector) => {
          const element = document.querySelector(selector);
          if (!element) throw new Error(`Nothing matches ${selector}`);
          return Math.round(element.getBoundingClientRect().top + window.scrollY);
        }),
      messages: [],
    };
    (window as unknown as { layoutWatch: Watch }).layoutWatch = watch;
    let cls = 0;
    const count = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) cls += entry.value;
    };
    const shifts = new PerformanceObserver((list) => count(list.getEntries()));
    shifts.observe({ type: 'layout-shift' });
    const said = () =>
      [...document.querySelectorAll('main [role=alert], main [role=status]')]
        .map((region) => region.textContent?.trim() ?? '')
        .join(' ')
        .trim();
    let last = said();
    new MutationObserver(() => {
      const text = said();
      if (text === last) return;
      last = text;
      if (text === '') return;
      // The frame after the change is laid out and its shifts are reported: read both then.
      requestAnimationFrame(() =>
        setTimeout(() => {
          count(shifts.takeRecords());
          watch.messages.push({ text, tops: watch.tops(), cls });
        }),
      );
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The tops of the submit button, the quote panel and the footer now. */
export function tops(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutWatch: Watch }).layoutWatch.tops());
}

/** Waits for the frame that showed `text` (the whole of what the live regions say) and returns what was read in it. */
export async function atMessage(page: Page, text: string): Promise<AtMessage> {
  const found = await page.waitForFunction(
    (text) =>
      (window as unknown as { layoutWatch: Watch }).layoutWatch.messages.find((message) => message.text === text),
    text,
  );
  return (await found.jsonValue()) as AtMessage;
}
