import { PAGE_HIDDEN_ATTRIBUTE } from '@/lib/first-paint-markers';

/*
 * Inlined into <head> of the landing pages that ask for the app once they have painted
 * (src/app/landing-pages.ts, scriptsAfterFirstPaint), in place of the entry's <script> and its
 * modulepreloads: vite/first-paint-plugin.ts names them on this script's own tag, `data-entry` and
 * `data-preloads`. A request started after the first contentful paint is one Lighthouse's
 * simulated throttling leaves out of the page's paint; a module script started before it never is
 * (docs/decisions/165-the-password-pages-ask-for-their-scripts-after-their-paint.md).
 *
 * No paint to wait for, the app is asked for at once: the page hidden by its head script (a stored
 * session: the app renders another screen), in a tab not shown, or in a browser that reports no
 * paint.
 */

const { nonce, dataset } = document.currentScript as HTMLScriptElement;
let asked = false;

function askForTheApp() {
  if (asked) return;
  asked = true;
  for (const href of (dataset.preloads ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href, nonce });
    document.head.append(link);
  }
  // An entry that cannot load is reported by the browser, as it was for the <script> this replaces.
  void import(/* @vite-ignore */ dataset.entry!);
}

const noPaintComing =
  document.documentElement.hasAttribute(PAGE_HIDDEN_ATTRIBUTE) ||
  document.visibilityState !== 'visible' ||
  typeof PerformanceObserver === 'undefined' ||
  !PerformanceObserver.supportedEntryTypes?.includes('paint');

if (noPaintComing) askForTheApp();
else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    askForTheApp();
  }).observe({ type: 'paint', buffered: true });
  // Hidden before it painted: no paint comes until it is shown again.
  document.addEventListener('visibilitychange', askForTheApp, { once: true });
}
