import type { BrowserContext } from '@playwright/test';

/** Where the console asks for Google's script (src/features/auth/captcha/recaptcha-captcha.tsx). */
export const RECAPTCHA_SCRIPT_URL_PATTERN = 'https://www.google.com/recaptcha/api.js*';
export const RECAPTCHA_HOST = 'www.google.com';

export const FAKE_RECAPTCHA_LABEL = 'reCAPTCHA test double';

/**
 * A stand-in for Google's reCAPTCHA script, answered at its real URL. The page still asks
 * https://www.google.com for it, so the CSP's script-src is really exercised; only the answer is ours
 * (the machine has no internet, and Google's widget cannot be ticked by a robot anyway).
 * It builds its checkbox with DOM calls only, as the real widget's host code does, inside a box of
 * the real widget's size (304x78, set through CSSOM, which a CSP without 'unsafe-inline' allows), so
 * that what moves when it arrives is what moves with Google's widget (docs/decisions/060-bench-stand-ins.md).
 */
export const FAKE_RECAPTCHA_SCRIPT = `(() => {
  const boxes = [];
  function render(container, parameters) {
    const frame = document.createElement('div');
    frame.style.width = '304px';
    frame.style.height = '78px';
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    const text = document.createElement('span');
    text.textContent = ${JSON.stringify(FAKE_RECAPTCHA_LABEL)};
    box.addEventListener('change', () => {
      if (box.checked) parameters.callback('fake-recaptcha-token-' + Date.now());
      else parameters['expired-callback']();
    });
    label.append(box, text);
    frame.append(label);
    container.append(frame);
    boxes.push(box);
    return boxes.length - 1;
  }
  window.grecaptcha = {
    ready: (callback) => callback(),
    render,
    reset: (id) => { const box = boxes[id ?? 0]; if (box) box.checked = false; },
    getResponse: () => '',
  };
  // Like Google's script, call the function named by ?onload= once the API is there.
  const source = document.currentScript && document.currentScript.src;
  const onload = source ? new URL(source).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`;

export const SCRIPT_CONTENT_TYPE = 'text/javascript; charset=utf-8';

/** Answers the page's request for Google's script with the stand-in, in every page of the context. */
export async function answerRecaptchaWithFake(context: BrowserContext): Promise<void> {
  await context.route(RECAPTCHA_SCRIPT_URL_PATTERN, (route) =>
    route.fulfill({ status: 200, contentType: SCRIPT_CONTENT_TYPE, body: FAKE_RECAPTCHA_SCRIPT }),
  );
}
