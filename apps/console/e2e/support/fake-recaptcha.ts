import type { BrowserContext } from '@playwright/test';

/**
 * A stand-in for Google's reCAPTCHA, answered at its real URLs. The page still asks
 * https://www.google.com for it, so the CSP is really exercised; only the answers are ours (the
 * machine has no internet, and Google's widget cannot be ticked by a robot anyway).
 *
 * It loads the way the real one does: the console adds the loader (api.js) with a script element,
 * and the loader adds the widget's code from www.gstatic.com with another one. Neither carries a
 * nonce, so they run only through 'strict-dynamic'. Like Google's loader, it passes the widget's URL
 * through a Trusted Types policy named `recaptcha` when asked with trustedtypes=true, and assigns a
 * plain string otherwise (which an enforced `require-trusted-types-for 'script'` refuses). The
 * widget builds its checkbox with DOM calls only, as the real widget's host code does.
 */
const WIDGET_URL = 'https://www.gstatic.com/recaptcha/releases/e2e-stand-in/recaptcha__en.js';

const FAKE_LOADER = `(() => {
  // As Google's loader: grecaptcha.ready queues until the widget's code fills in the same object.
  const cfg = (window.___grecaptcha_cfg = window.___grecaptcha_cfg || { fns: [] });
  window.grecaptcha = window.grecaptcha || { ready: (callback) => cfg.fns.push(callback) };
  const widgetUrl = ${JSON.stringify(WIDGET_URL)};
  const asked = new URL(document.currentScript.src);
  const script = document.createElement('script');
  if (asked.searchParams.get('trustedtypes') === 'true' && window.trustedTypes) {
    const policy = trustedTypes.createPolicy('recaptcha', { createScriptURL: (url) => url });
    script.src = policy.createScriptURL(widgetUrl);
  } else {
    script.src = widgetUrl;
  }
  script.async = true;
  document.head.append(script);
})();`;

const FAKE_WIDGET = `(() => {
  const boxes = [];
  function render(container, parameters) {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    const text = document.createElement('span');
    text.textContent = 'reCAPTCHA test double';
    box.addEventListener('change', () => {
      if (box.checked) parameters.callback('fake-recaptcha-token-' + Date.now());
      else parameters['expired-callback']();
    });
    label.append(box, text);
    container.append(label);
    boxes.push(box);
    return boxes.length - 1;
  }
  Object.assign(window.grecaptcha, {
    ready: (callback) => callback(),
    render,
    reset: (id) => { const box = boxes[id ?? 0]; if (box) box.checked = false; },
    getResponse: () => '',
  });
  window.___grecaptcha_cfg.fns.splice(0).forEach((callback) => callback());
})();`;

export const FAKE_RECAPTCHA_LABEL = 'reCAPTCHA test double';

export async function answerRecaptchaWithFake(context: BrowserContext): Promise<void> {
  const javascript = (body: string) => ({ status: 200, contentType: 'text/javascript; charset=utf-8', body });
  await context.route('https://www.google.com/recaptcha/api.js*', (route) => route.fulfill(javascript(FAKE_LOADER)));
  await context.route(WIDGET_URL, (route) => route.fulfill(javascript(FAKE_WIDGET)));
}
