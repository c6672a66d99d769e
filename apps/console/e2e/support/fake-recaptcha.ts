import type { BrowserContext } from '@playwright/test';

/**
 * A stand-in for Google's reCAPTCHA script, answered at its real URL. The page still asks
 * https://www.google.com for it, so the CSP's script-src is really exercised; only the answer is ours
 * (the machine has no internet, and Google's widget cannot be ticked by a robot anyway).
 * It builds its checkbox with DOM calls only, as the real widget's host code does.
 */
const FAKE_RECAPTCHA = `(() => {
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
  window.grecaptcha = {
    ready: (callback) => callback(),
    render,
    reset: (id) => { const box = boxes[id ?? 0]; if (box) box.checked = false; },
    getResponse: () => '',
  };
})();`;

export const FAKE_RECAPTCHA_LABEL = 'reCAPTCHA test double';

export async function answerRecaptchaWithFake(context: BrowserContext): Promise<void> {
  await context.route('https://www.google.com/recaptcha/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: FAKE_RECAPTCHA }),
  );
}
