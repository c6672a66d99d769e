import type { components } from '@crm/api-client';
import type { Page } from 'puppeteer-core';
import { FAKE_RECAPTCHA_LABEL } from '../e2e/support/fake-recaptcha';
import { CONFIRM_HINT_DELAY_MS } from '../src/lib/password-rules';
import { documentTitle } from '../src/lib/page-title';
import { LANDING_PAGES as BUILT_PAGES, pageFileOf } from '../src/app/landing-pages';

type Quote = components['schemas']['Quote'];

/**
 * A page a person opens cold (typed, bookmarked, or from an e-mail), measured by `npm run bench:web`
 * against a plain-HTML floor of the same form.
 */
export interface LandingPage {
  name: string;
  /** The address opened, on the static server of the production build. */
  path: string;
  /** The HTTP status the page is answered with. */
  status: 200 | 404;
  /** What the page shows once its data has come: the reCAPTCHA stand-in's box, the stub API's quote. */
  waitFor: { captcha: boolean; quote: boolean };
  /** The markup inside the floor's #root: no script but reCAPTCHA's own embed. */
  floor: (quote: Quote) => string;
  /** A person's first moves on the page, the same on its floor, timed as one timespan. */
  interact?: (tab: Page) => Promise<void>;
}

/** The reCAPTCHA stand-in's checkbox (e2e/support/fake-recaptcha.ts), on the page and on its floor. */
export const CAPTCHA_BOX = `::-p-aria([name="${FAKE_RECAPTCHA_LABEL}"][role="checkbox"])`;

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

/** The client named in the invitation link the bench opens. */
const CLIENT_NAME = 'Jane';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The frame of the sign-in and password screens: brand, form column, footer and the quote panel. */
const authFrame = (panel: string, quote: Quote) => `
<div class="auth">
  <div class="auth__column">
    <p class="auth__brand">CRM Admin</p>
    <main id="main" class="auth__main"><div class="auth__panel">${panel}</div></main>
    <footer class="auth__footer">
      <a href="/privacy" class="link">Privacy Policy</a><a href="/terms" class="link">Terms and Conditions</a>
    </footer>
  </div>
  <aside aria-label="Quote of the day" class="quote-panel">
    <figure class="quote-panel__quote">
      <blockquote class="quote-panel__text"><p>“${escapeText(quote.quote)}”</p></blockquote>
      <figcaption class="quote-panel__author">${escapeText(quote.author)}</figcaption>
    </figure>
  </aside>
</div>`;

const EMAIL_FIELD = `
<div class="field">
  <label for="email" class="field__label">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" maxlength="254" required class="field__input" />
</div>`;

const BACK_TO_LOGIN = '<a href="/" class="link">Back to login</a>';

/** A password input with its show toggle; `rules` and `meter` for the new password. */
const passwordField = (name: string, label: string, autocomplete: string, { rules = '', meter = '' } = {}) => `
<div class="field">
  <label for="${name}" class="field__label">${label}</label>${rules}
  <div class="password-input">
    <input id="${name}" name="${name}" type="password" autocomplete="${autocomplete}" maxlength="128" required class="field__input" />
    <button type="button" class="password-input__toggle">Show</button>
  </div>${meter}
</div>`;

const NEW_PASSWORD_EXTRAS = {
  rules: '<p class="field__rules">At least 6 characters, no spaces.</p>',
  meter: `
  <div data-strength="none" class="strength-meter">
    <div class="strength-meter__bars">
      <span class="strength-meter__bar"></span><span class="strength-meter__bar"></span><span class="strength-meter__bar"></span>
    </div>
  </div>`,
};

/** The password form of both password screens; `terms` for a client's invitation. */
const passwordForm = (heading: string, submit: string, terms: boolean) => `
<h1 class="auth__title password-page__title">${escapeText(heading)}</h1>
<form action="/" method="post" class="form">
  ${passwordField('new_password', 'New Password', 'new-password', NEW_PASSWORD_EXTRAS)}
  ${passwordField('confirm_password', 'Confirm Password', 'new-password')}
  ${
    terms
      ? `<div class="field"><label class="checkbox"><input type="checkbox" name="termAndCondition" required /><span>I agree to the term and conditions</span></label></div>`
      : ''
  }
  <button type="submit" class="button" disabled>${submit}</button>
</form>
${BACK_TO_LOGIN}`;

/** Every landing page, in the order the bench prints them. */
export const LANDING_PAGES: readonly LandingPage[] = [
  {
    name: 'sign-in',
    path: '/',
    status: 200,
    waitFor: { captcha: true, quote: true },
    floor: (quote) =>
      authFrame(
        `
<p class="auth__greeting">Good Afternoon</p>
<h1 class="auth__title">Log in to your account</h1>
<form action="/" method="post" class="form">
  ${EMAIL_FIELD}
  ${passwordField('password', 'Password', 'current-password')}
  <div class="form__row">
    <label class="checkbox"><input type="checkbox" name="remember" /><span>Remember me</span></label>
    <a href="/forgot-password" class="link">Forgotten password</a>
  </div>
  <div class="field"><div class="captcha captcha--reserved"></div></div>
  <button type="submit" class="button">Login</button>
</form>
<script src="https://www.google.com/recaptcha/api.js" async onload="grecaptcha.ready(() => grecaptcha.render(document.querySelector('.captcha'), { sitekey: 'floor', callback() {} }))"></script>`,
        quote,
      ),
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
    waitFor: { captcha: false, quote: true },
    floor: (quote) =>
      authFrame(
        `
<h1 class="auth__title password-page__title">Forgotten password</h1>
<p class="auth__text">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
<form action="/forgot-password" method="post" class="form">
  ${EMAIL_FIELD}
  <button type="submit" class="button">Send reset link</button>
</form>
${BACK_TO_LOGIN}`,
        quote,
      ),
    async interact(tab) {
      await tab.click('button[type=submit]');
      await tab.type('input[name=email]', 'person@example.com');
      await settle(tab);
    },
  },
  {
    name: 'create-password',
    path: '/create-password/reset-code-123',
    status: 200,
    waitFor: { captcha: false, quote: true },
    floor: (quote) => authFrame(passwordForm('Change Password', 'Change Password', false), quote),
    interact: passwordInteractions,
  },
  {
    name: 'client-create-password',
    path: `/client-create-password/${CLIENT_NAME}/invite-code-123`,
    status: 200,
    waitFor: { captcha: false, quote: true },
    floor: (quote) =>
      authFrame(
        passwordForm(
          `Hi ${CLIENT_NAME}, you've been added to the CRM, Please choose the password...`,
          'Continue',
          true,
        ),
        quote,
      ),
    interact: passwordInteractions,
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    status: 404,
    waitFor: { captcha: false, quote: false },
    floor: () => `
<main id="main" class="status-page">
  <h1 class="status-page__title">Page not found</h1>
  <p>The page you asked for does not exist or has moved.</p>
  <a href="/" class="button">Back to login</a>
</main>`,
  },
];

/** The bodies of a page's inline `<style>` elements. */
export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!).join('\n');
}

/** The addresses of a page's `<link rel="stylesheet">` elements, in document order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel\s*=\s*["']?stylesheet\b[^>]*>/gi)].flatMap((tag) => {
    const href = /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(tag[0])?.[1];
    return href ? [href] : [];
  });
}

/** The page of the build (src/app/landing-pages.ts) that answers `page`'s address. */
export function builtPageOf(page: LandingPage) {
  const file = pageFileOf(page.path);
  const built = BUILT_PAGES.find((candidate) => candidate.file === file);
  if (!built) throw new Error(`${page.path} is answered by ${file}, which is no landing page`);
  return built;
}

/** The floor of `page`: bench/floor.html's slots filled, with the built page's title, `css` as its one stylesheet. */
export function floorHtml(template: string, page: LandingPage, css: string, quote: Quote): string {
  // Functions as replacements, so that a `$` in the CSS or a text is taken literally.
  return template
    .replace('<!--title-->', () => escapeText(documentTitle(builtPageOf(page).title)))
    .replace('/*css*/', () => css.replace(/<\/style/gi, '<\\/style'))
    .replace('<!--body-->', () => page.floor(quote));
}
