import { FORM_TAKEN_OVER_ATTRIBUTE, SUBMITTED_EARLY_ATTRIBUTE } from '@/lib/first-paint-markers';

/**
 * Never lets the page's form submit natively (that would put a password into the URL): a submit
 * before the app has taken the form over is noted, and the form submits it once it can
 * (src/lib/use-early-submit.ts). From then on, the form's submits are the app's alone.
 */
export function noteEarlySubmits(): void {
  document.querySelector('#root form')?.addEventListener('submit', (event) => {
    const root = document.documentElement;
    if (root.hasAttribute(FORM_TAKEN_OVER_ATTRIBUTE)) return;
    event.preventDefault();
    root.setAttribute(SUBMITTED_EARLY_ATTRIBUTE, '');
  });
}

/** Writes `text()` into the element marked with `attribute`, as text, if the page has one. */
export function fill(attribute: string, text: () => string): void {
  const element = document.querySelector(`[${attribute}]`);
  if (element) element.textContent = text();
}
