import { createHash, X509Certificate } from 'node:crypto';
import { createServer } from 'node:https';
import type { BrowserContext } from '@playwright/test';
import { listen } from '../../scripts/processes';
import { selfSignedCertificate } from './self-signed';

/*
 * The one reCAPTCHA stand-in of the journeys and the bench, answered at Google's real URLs (the
 * console asks https://www.google.com/recaptcha/api.js, src/features/auth/captcha/recaptcha-captcha.tsx),
 * so the CSP's script-src is really exercised; only the answers are ours (no internet here, and a
 * robot cannot tick Google's widget). As Google's does, the loader (api.js) adds the widget's code
 * from www.gstatic.com with a script element that carries no nonce, so both run only through
 * 'strict-dynamic'; asked with trustedtypes=true it passes the widget's URL through a Trusted Types
 * policy named `recaptcha`; asked with onload=NAME it calls the page's function NAME once the widget
 * is in, as Google's does (the bench's floor, bench/pages.ts). The widget builds its checkbox with DOM calls only, in a box of the real
 * widget's size (304x78, set through CSSOM), so that what moves when it arrives is what moves with
 * Google's widget (docs/decisions/060-bench-stand-ins.md).
 */
export const FAKE_RECAPTCHA_LABEL = 'reCAPTCHA test double';
const LOADER_URL = 'https://www.google.com/recaptcha/api.js';
const WIDGET_URL = 'https://www.gstatic.com/recaptcha/releases/stand-in/recaptcha__en.js';

const LOADER = `(() => {
  const grecaptcha = (window.grecaptcha = window.grecaptcha || {});
  const waiting = [];
  grecaptcha.ready = (callback) => waiting.push(callback);
  const widgetUrl = ${JSON.stringify(WIDGET_URL)};
  const parameters = new URL(document.currentScript.src).searchParams;
  const onload = parameters.get('onload');
  if (onload) waiting.push(() => window[onload]());
  const script = document.createElement('script');
  if (parameters.get('trustedtypes') === 'true' && window.trustedTypes) {
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

const WIDGET = `(() => {
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
})();`;

const SCRIPTS: [url: string, body: string][] = [
  [LOADER_URL, LOADER],
  [WIDGET_URL, WIDGET],
];
const SCRIPT_TYPE = 'text/javascript; charset=utf-8';

/** Answers Google's loader and widget with the stand-in, in every page of a Playwright context. */
export async function answerRecaptchaWithFake(context: BrowserContext): Promise<void> {
  for (const [url, body] of SCRIPTS)
    await context.route(`${url}*`, (route) => route.fulfill({ status: 200, contentType: SCRIPT_TYPE, body }));
}

/**
 * The same stand-in for a Chromium that Playwright does not drive (Lighthouse): an HTTPS server on
 * 127.0.0.1 with a throw-away self-signed certificate for Google's two hosts. The Chromium flags it
 * returns send both hosts to it and trust that one certificate, by its public key, and nothing else.
 */
export async function startRecaptchaHost(): Promise<{ chromeFlags: string[]; close(): Promise<void> }> {
  const hosts = SCRIPTS.map(([url]) => new URL(url).host);
  const tls = await selfSignedCertificate(hosts);
  const server = createServer(tls, (request, response) => {
    const url = new URL(request.url ?? '/', `https://${request.headers.host}`);
    const body = SCRIPTS.find(([script]) => script === `${url.origin}${url.pathname}`)?.[1];
    if (body) response.writeHead(200, { 'content-type': SCRIPT_TYPE, 'cache-control': 'no-cache' }).end(body);
    else response.writeHead(404).end();
  });
  const { port, close } = await listen(server, { scheme: 'https' });
  const spki = new X509Certificate(tls.cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    chromeFlags: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host}:443 127.0.0.1:${port}`).join(',')}`,
      `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    ],
    close,
  };
}
