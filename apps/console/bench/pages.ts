import type { components } from '@crm/api-client';
import type { Page } from 'puppeteer-core';
import { LANDING_PAGES as BUILT_PAGES, pageFileOf } from '../src/app/landing-pages';
import { CLIENT_WELCOME_ATTRIBUTE, clientNameOf, clientWelcomeText } from '../src/lib/client-welcome';
import { GREETING_ATTRIBUTE, greetingText } from '../src/lib/greeting-text';
import { CONFIRM_HINT_DELAY_MS } from '../src/lib/password-rules';

type Quote = components['schemas']['Quote'];

/**
 * A page a person opens cold (typed, bookmarked, or from an e-mail), measured by `npm run bench:web`
 * against a plain-HTML floor: the page the build holds for it, without its scripts.
 */
export interface LandingPage {
  name: string;
  /** The address opened, on the production build behind deploy/nginx.conf. */
  path: string;
  /** The HTTP status the page is answered with. */
  status: 200 | 404;
  /** A person's first moves on the page, the same on its floor, timed as one timespan. */
  interact?: (tab: Page) => Promise<void>;
}

/**
 * The reCAPTCHA stand-in's checkbox (e2e/support/fake-recaptcha.ts), on the page and on its floor.
 * The bench finds every field by CSS: Puppeteer's aria query (`::-p-aria`) turns the page's
 * accessibility tree on, which makes every later change of the DOM dearer (a click's INP 16 to 32
 * ms more, docs/bench.md), and a page and its floor must be measured alike.
 */
export const CAPTCHA_BOX = '.captcha input[type=checkbox]';

/** Until what the last interaction set off (a debounced hint included) has painted. */
const settle = (tab: Page, ms = 0) =>
  tab.evaluate((wait) => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), wait)), ms);

/** Show, then Hide, on the first password field. */
async function showAndHide(tab: Page) {
  await tab.click('.password-input__toggle');
  await tab.click('.password-input__toggle');
}

/** The password screens: the new password (its strength meter), Show/Hide, the confirmation (its debounced hint), the terms. */
async function passwordInteractions(tab: Page) {
  await tab.type('input[name=new_password]', 'Bench-pass-1');
  await showAndHide(tab);
  await tab.type('input[name=confirm_password]', 'Bench-pass-1');
  if (await tab.$('input[name=termAndCondition]')) await tab.click('label.checkbox');
  await settle(tab, CONFIRM_HINT_DELAY_MS);
}

/** Every landing page, in the order the bench prints them. */
export const LANDING_PAGES: readonly LandingPage[] = [
  {
    name: 'sign-in',
    path: '/',
    status: 200,
    async interact(tab) {
      await tab.click('button[type=submit]');
      await tab.type('input[name=email]', 'person@example.com');
      await tab.type('input[name=password]', 'correct horse');
      await showAndHide(tab);
      await tab.click('label.checkbox');
      await tab.locator(CAPTCHA_BOX).click();
      await settle(tab);
    },
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    status: 200,
    async interact(tab) {
      await tab.click('button[type=submit]');
      await tab.type('input[name=email]', 'person@example.com');
      await settle(tab);
    },
  },
  { name: 'create-password', path: '/create-password/reset-code-123', status: 200, interact: passwordInteractions },
  {
    name: 'client-create-password',
    path: '/client-create-password/Jane/invite-code-123',
    status: 200,
    interact: passwordInteractions,
  },
  { name: 'not-found', path: '/no-such-page', status: 404 },
];

/** The page of the build (src/app/landing-pages.ts) that answers `page`'s address. */
export function builtPageOf(page: LandingPage) {
  const file = pageFileOf(page.path);
  const built = BUILT_PAGES.find((candidate) => candidate.file === file);
  if (!built) throw new Error(`${page.path} is answered by ${file}, which is no landing page`);
  return built;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of the element marked with `attribute` (an empty slot its inline script fills). */
const slot = (attribute: string) => new RegExp(`(<[^>]*\\s${attribute}=""[^>]*>)[^<]*`);

/**
 * The floor's own scripts, each with the nonce deploy/nginx.conf writes in (its CSP refuses inline
 * handlers): a submit stays on the page.
 */
const KEEP_SUBMITS = `<script nonce="__CSP_NONCE__">addEventListener('submit', (event) => event.preventDefault());</script>`;
/**
 * What a plain page would carry for reCAPTCHA under that CSP: Google's loader, explicit render and
 * Trusted Types as the app asks it, calling back a function that renders the widget into the captcha's box.
 */
const RECAPTCHA_EMBED = `<script nonce="__CSP_NONCE__">function renderCaptcha() { grecaptcha.render(document.querySelector('.captcha'), { sitekey: 'floor', callback() {} }); }</script><script nonce="__CSP_NONCE__" src="https://www.google.com/recaptcha/api.js?onload=renderCaptcha&amp;render=explicit&amp;trustedtypes=true" async></script>`;

/**
 * The floor of `page`: `built`, the page the build holds for it, as plain HTML, served by the same
 * deploy/nginx.conf. Its scripts go; what they would write before the first paint (the greeting, the
 * client's welcome) and the quote the app fetches are written in; a submit stays on the page; a page
 * with the captcha's box gets reCAPTCHA's own embed. Same markup, same stylesheets, same texts:
 * only the JavaScript differs.
 */
export function floorHtml(built: string, page: LandingPage, quote: Quote, now = new Date()): string {
  const html = built
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace('</title>', ' (plain-HTML floor)</title>')
    .replace(slot(GREETING_ATTRIBUTE), (_, tag: string) => tag + escapeText(greetingText(now, undefined)))
    .replace(
      slot(CLIENT_WELCOME_ATTRIBUTE),
      (_, tag: string) => tag + escapeText(clientWelcomeText(clientNameOf(page.path))),
    )
    .replace(
      /<div class="quote-panel__skeleton"[^>]*>[\s\S]*?<\/div>/,
      () =>
        `<figure class="quote-panel__quote"><blockquote class="quote-panel__text"><p>“${escapeText(quote.quote)}”</p></blockquote><figcaption class="quote-panel__author">${escapeText(quote.author)}</figcaption></figure>`,
    );
  // The app hides its empty box from screen readers until the widget is in it; here the widget goes in as it is.
  const box = /(class="captcha captcha--reserved") aria-hidden="true"/;
  const scripts = box.test(html) ? KEEP_SUBMITS + RECAPTCHA_EMBED : KEEP_SUBMITS;
  return html.replace(box, '$1').replace('</body>', () => `${scripts}</body>`);
}
