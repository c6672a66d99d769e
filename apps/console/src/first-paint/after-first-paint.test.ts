import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_HIDDEN_ATTRIBUTE } from '@/lib/first-paint-markers';

/** A module the test can import for real, as the page imports the app's entry. */
const ENTRY = '/src/lib/first-paint-markers.ts';
const PRELOADS = ['/assets/runtime.js', '/assets/sign-in.js'];

/** The observers the page made: each is told of the paints. */
let observers: FakePerformanceObserver[] = [];

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'layout-shift'];
  disconnected = false;
  constructor(readonly callback: PerformanceObserverCallback) {
    observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

function paint(name: 'first-paint' | 'first-contentful-paint') {
  const list = { getEntriesByName: (entry: string) => (entry === name ? [{ name }] : []) };
  for (const observer of observers.filter(({ disconnected }) => !disconnected))
    observer.callback(list as unknown as PerformanceObserverEntryList, observer as unknown as PerformanceObserver);
}

/** The page's script, run from its own tag as the built page runs it. */
async function runScript() {
  const script = Object.assign(document.createElement('script'), { nonce: 'n0nce' });
  Object.assign(script.dataset, { entry: ENTRY, preloads: PRELOADS.join(' ') });
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.resetModules();
  await import('./after-first-paint');
}

const asked = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.nonce,
    link.getAttribute('crossorigin'),
  ]);
const ASKED = PRELOADS.map((href) => [href, 'n0nce', '']);

beforeEach(() => {
  observers = [];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.documentElement.removeAttribute(PAGE_HIDDEN_ATTRIBUTE);
});

describe("the script that asks for the app after the page's first paint", () => {
  it('asks for nothing before the first contentful paint, then for every module once', async () => {
    await runScript();
    paint('first-paint');
    expect(asked()).toEqual([]);
    paint('first-contentful-paint');
    expect(asked()).toEqual(ASKED);
    paint('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(asked()).toEqual(ASKED);
  });

  it('asks at once when the page hid itself before it could paint (a stored session)', async () => {
    document.documentElement.setAttribute(PAGE_HIDDEN_ATTRIBUTE, '');
    await runScript();
    expect(asked()).toEqual(ASKED);
  });

  it('asks at once in a tab not shown, and when the tab is hidden before the page painted', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await runScript();
    expect(asked()).toEqual(ASKED);

    document.head.replaceChildren();
    vi.restoreAllMocks();
    await runScript();
    expect(asked()).toEqual([]);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(asked()).toEqual(ASKED);
  });

  it('asks at once in a browser that reports no paint', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class extends FakePerformanceObserver {
        static override supportedEntryTypes = ['layout-shift'];
      },
    );
    await runScript();
    expect(asked()).toEqual(ASKED);

    document.head.replaceChildren();
    vi.stubGlobal('PerformanceObserver', undefined);
    await runScript();
    expect(asked()).toEqual(ASKED);
  });
});
