import type { BrowserContext } from '@playwright/test';
import { FAKE_RECAPTCHA_SCRIPT, RECAPTCHA_SCRIPT_URL_PATTERN, SCRIPT_CONTENT_TYPE } from '../../scripts/fake-recaptcha';

/*
 * The reCAPTCHA stand-in lives with the bench (scripts/fake-recaptcha.ts), which serves the same
 * script to Playwright and to Lighthouse; the journeys use it from there.
 */
export { answerRecaptchaWithFake, FAKE_RECAPTCHA_LABEL } from '../../scripts/fake-recaptcha';

/** Where the stand-in's loader fetches the widget, as Google's loader does from www.gstatic.com. */
const WIDGET_URL = 'https://www.gstatic.com/recaptcha/releases/e2e-stand-in/recaptcha__en.js';

/*
 * Google's loader (api.js), as far as the CSP sees it: the console adds it with a script element,
 * and it adds the widget's code from www.gstatic.com with another one. Neither carries a nonce, so
 * both run only through 'strict-dynamic'. Asked with trustedtypes=true, it passes the widget's URL
 * through a Trusted Types policy named `recaptcha`; otherwise it assigns a plain string, which an
 * enforced `require-trusted-types-for 'script'` refuses. grecaptcha.ready queues until the widget
 * is there, on the object the console already holds.
 */
const FAKE_LOADER = `(() => {
  const grecaptcha = (window.grecaptcha = window.grecaptcha || {});
  const waiting = [];
  grecaptcha.ready = (callback) => waiting.push(callback);
  const widgetUrl = ${JSON.stringify(WIDGET_URL)};
  const script = document.createElement('script');
  if (new URL(document.currentScript.src).searchParams.get('trustedtypes') === 'true' && window.trustedTypes) {
    script.src = trustedTypes.createPolicy('recaptcha', { createScriptURL: (url) => url }).createScriptURL(widgetUrl);
  } else {
    script.src = widgetUrl;
  }
  script.addEventListener('load', () => {
    window.grecaptcha = Object.assign(grecaptcha, window.grecaptcha);
    waiting.splice(0).forEach((callback) => callback());
  });
  document.head.append(script);
})();`;

/** The stand-in behind the loader chain above: what the nginx journey, under the strict CSP, needs. */
export async function answerRecaptchaLikeGoogle(context: BrowserContext): Promise<void> {
  const script = (body: string) => ({ status: 200, contentType: SCRIPT_CONTENT_TYPE, body });
  await context.route(RECAPTCHA_SCRIPT_URL_PATTERN, (route) => route.fulfill(script(FAKE_LOADER)));
  await context.route(WIDGET_URL, (route) => route.fulfill(script(FAKE_RECAPTCHA_SCRIPT)));
}
