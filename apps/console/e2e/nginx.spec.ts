import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILDS, outDirOf } from '../scripts/build-console';
import { APP_SHELL_FILE, LANDING_PAGES, NOT_FOUND_FILE, pageFileOf } from '../src/app/landing-pages';
import { RECAPTCHA_ORIGINS } from '../src/lib/trusted-types';
import type { Running } from '../scripts/processes';
import { PRECOMPRESS_MIN_BYTES } from '../vite/precompress';
import { ADMIN, NOSCRIPT_LINE, TWO_FACTOR_ADMIN, loginForm, noscriptLine } from './support/console';
import { highCspFindings, parseCsp, scriptNonce, watchCsp } from './support/csp';
import { startEchoUpstream } from './support/echo-upstream';
import type { EchoUpstream } from './support/echo-upstream';
import { answerRecaptchaWithFake, FAKE_RECAPTCHA_LABEL } from './support/fake-recaptcha';
import { expect, test } from './support/fixtures';
import { startMockProcess } from './support/http-mock';
import { nginxBinary, startNginx, SYSTEM_CA_BUNDLE, testNginxConf } from './support/nginx-server';
import type { NginxServer } from './support/nginx-server';
import { selfSignedCertificate } from './support/self-signed';
import { signInScriptFiles } from './support/weight';

/*
 * The production build (no mock, reCAPTCHA) behind the Debian nginx, configured by the very
 * template of deploy/nginx.conf, with /api/ proxied to `npm run mock` (the mock API over HTTP), and
 * a second nginx in front of an upstream that echoes what it receives. nginx serves a copy of the
 * build, to which the tests add what must never be served (dotfiles) and a CSP probe page.
 */

/** What vite.config.ts writes into every tag it emits, and nginx replaces per response. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const SECRET = 'DATABASE_PASSWORD=never-served';
const PASSWORD_CODES = ['reset-code-123', 'UPPER-reset-code', 'slashes-reset-code', 'invite-code-123', 'query-token'];
/** A password typed into the forms below, that must travel in request bodies only. */
const CANARY = 'Canary-Pa55word!';
/** What nginx answers a form posted to a page (deploy/nginx.conf, @javascript_needed). */
const JAVASCRIPT_NEEDED = 'JavaScript is needed';
/** The cookies the console writes for its own pages (src/lib/cookies.ts), which the API must never get. */
const REMEMBER_ME_COOKIES = ['email', 'password', 'userName'];

const distDir = outDirOf(BUILDS.production);
const binary = nginxBinary();

test.describe.configure({ mode: 'serial' });
test.skip(!binary && !process.env.CI, 'nginx is not installed (apt-get install nginx-light); CI always runs this');

let root: string;
let nginx: NginxServer;
let mock: Running;
let echo: EchoUpstream;
let echoNginx: NginxServer;

/** The build, plus what an unlucky deploy leaves in the web root, plus a page that plants inline scripts. */
async function servedRoot(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'console-root-'));
  await cp(distDir, dir, { recursive: true });
  await mkdir(path.join(dir, '.git'));
  await mkdir(path.join(dir, '.well-known'));
  await Promise.all([
    writeFile(path.join(dir, '.env'), `${SECRET}\n`),
    writeFile(path.join(dir, '.git', 'config'), `[core]\n\t# ${SECRET}\n`),
    writeFile(path.join(dir, 'assets', '.env'), `${SECRET}\n`),
    writeFile(path.join(dir, '.well-known', 'security.txt'), 'Contact: mailto:security@crm.test\n'),
    writeFile(path.join(dir, '.well-known', '.secret'), `${SECRET}\n`),
    writeFile(
      path.join(dir, 'csp-probe.html'),
      [
        '<!doctype html><html lang="en"><head><title>CSP probe</title>',
        `<script nonce="${NONCE_PLACEHOLDER}">window.nonceRan = true;</script>`,
        '<script>window.inlineRan = true;</script>',
        '</head><body></body></html>',
      ].join('\n'),
    ),
  ]);
  return dir;
}

test.beforeAll(async () => {
  if (!binary) throw new Error('nginx is required in CI (apt-get install nginx-light)');
  root = await servedRoot();
  [mock, echo] = await Promise.all([startMockProcess(), startEchoUpstream()]);
  [nginx, echoNginx] = await Promise.all([
    startNginx(binary, { CONSOLE_ROOT: root, API_UPSTREAM: mock.url }),
    startNginx(binary, { CONSOLE_ROOT: root, API_UPSTREAM: echo.url }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([nginx?.close(), echoNginx?.close(), mock?.close(), echo?.close()]);
  if (root) await rm(root, { recursive: true, force: true });
});

async function hashedScript(): Promise<string> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const match = html.match(/src="(\/assets\/[^"]+\.js)"/);
  if (!match?.[1]) throw new Error('index.html names no /assets/*.js script');
  return match[1];
}

function expectSecurityHeaders(headers: Headers, what: string): void {
  const csp = headers.get('content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const directives = parseCsp(csp!);
  const all = [...directives.values()].flat();
  expect(all, `${what}: CSP allows no inline code and no eval`).not.toContain("'unsafe-inline'");
  expect(all).not.toContain("'unsafe-eval'");
  expect(all).not.toContain("'unsafe-hashes'");
  expect(all, `${what}: CSP has no wildcard`).not.toContain('*');
  expect(directives.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  // Scripts: this response's nonce and what nonced scripts add, no host at all.
  expect(directives.get('script-src'), `${what}: script-src`).toEqual([
    expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/),
    "'strict-dynamic'",
  ]);
  expect(directives.get('style-src'), `${what}: style-src`).toEqual(["'self'", `'nonce-${scriptNonce(csp!)}'`]);
  for (const directive of ['frame-src', 'connect-src']) {
    const sources = directives.get(directive);
    expect(sources, `${what}: ${directive} is set`).toBeDefined();
    for (const source of sources!)
      expect(["'self'", ...RECAPTCHA_ORIGINS], `${what}: ${directive} ${source}`).toContain(source);
  }
  expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(directives.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(directives.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(directives.get('require-trusted-types-for'), `${what}: Trusted Types enforced`).toEqual(["'script'"]);
  expect(directives.get('trusted-types'), `${what}: named Trusted Types policies`).toContain('crm-console');

  const hsts = headers.get('strict-transport-security') ?? '';
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), `${what}: HSTS of a year or more`).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(headers.get('referrer-policy'), `${what}: Referrer-Policy`).toBe('no-referrer');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(permissions, `${what}: Permissions-Policy denies ${feature}`).toContain(`${feature}=()`);
  }
  expect(headers.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy'), `${what}: COOP`).toBe('same-origin');
  expect(headers.get('server') ?? '', `${what}: no nginx version`).not.toMatch(/\d/);
}

test('deploy/nginx.conf is valid for nginx -t', async () => {
  const { ok, output } = await testNginxConf(binary!, { CONSOLE_ROOT: root, API_UPSTREAM: 'http://127.0.0.1:9' });
  expect(ok, output).toBe(true);
});

test('with an https API, nginx -t loads the CAs of API_TRUSTED_CERTIFICATE', async () => {
  const https = { CONSOLE_ROOT: root, API_UPSTREAM: 'https://127.0.0.1:9' };
  const trusted = await testNginxConf(binary!, { ...https, API_TRUSTED_CERTIFICATE: SYSTEM_CA_BUNDLE });
  expect(trusted.ok, trusted.output).toBe(true);
  const missing = path.join(root, 'no-such-ca.pem');
  const refused = await testNginxConf(binary!, { ...https, API_TRUSTED_CERTIFICATE: missing });
  expect(refused.ok, 'a CA file that is not there stops nginx').toBe(false);
  expect(refused.output).toContain(missing);
});

test('every kind of response carries every security header', async () => {
  const paths = [
    '/',
    '/index.html',
    '/admin/users?tab=x',
    '/no/such/page',
    await hashedScript(),
    '/assets/missing-0000.js',
    '/.env',
    '/api/admin/check-is-log-in',
  ];
  for (const pathname of paths) {
    const response = await fetch(`${nginx.url}${pathname}`);
    expectSecurityHeaders(response.headers, `${response.status} ${pathname}`);
  }
});

test('hashed assets are cached for a year, the page is revalidated, errors and API answers are not stored', async () => {
  const script = await fetch(`${nginx.url}${await hashedScript()}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(script.headers.get('content-type')).toMatch(/javascript/);
  expect(script.headers.get('content-encoding')).toBe('gzip');

  for (const pathname of ['/', '/index.html', '/admin/users']) {
    const page = await fetch(`${nginx.url}${pathname}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status, pathname).toBe(200);
    expect(page.headers.get('cache-control'), pathname).toBe('no-cache');
    // A revalidated page would keep an older nonce than its new CSP header: no validator is sent.
    expect(page.headers.get('etag'), pathname).toBeNull();
    expect(page.headers.get('last-modified'), pathname).toBeNull();
  }

  const missing = await fetch(`${nginx.url}/assets/missing-0000.js`);
  expect(missing.status, 'a missing asset is a 404, never the page').toBe(404);
  expect(missing.headers.get('cache-control')).not.toMatch(/max-age|immutable/);

  for (const pathname of ['/api/admin/check-is-log-in', '/api/no/such/call']) {
    const api = await fetch(`${nginx.url}${pathname}`);
    expect(api.headers.get('cache-control'), `${api.status} ${pathname}`).toBe('no-store');
  }
});

test("the sign-in page's scripts are sent as the build's own gzip, and as they are without gzip", async () => {
  const files = await signInScriptFiles(distDir);
  expect(
    files.filter((file) => file.startsWith('assets/sign-in-')),
    'index.html loads the sign-in chunk',
  ).toHaveLength(1);
  for (const file of files) {
    const plain = await readFile(path.join(distDir, file));
    if (plain.length < PRECOMPRESS_MIN_BYTES) continue;
    // Sent as written by the build (vite/precompress.ts): its length, not compressed on the fly (chunked).
    const zipped = await fetch(`${nginx.url}/${file}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding'), file).toBe('gzip');
    expect(zipped.headers.get('content-length'), file).toBe(
      String((await stat(path.join(distDir, `${file}.gz`))).size),
    );
    expect(zipped.headers.get('vary'), file).toBe('Accept-Encoding');
    expect(Buffer.from(await zipped.arrayBuffer()).equals(plain), `${file}: the gzip holds the file`).toBe(true);
    const asIs = await fetch(`${nginx.url}/${file}`, { headers: { 'accept-encoding': 'identity' } });
    expect(asIs.headers.get('content-encoding'), file).toBeNull();
    expect(Buffer.from(await asIs.arrayBuffer()).equals(plain), file).toBe(true);
  }
});

test("every route of the console gets its page (src/app/landing-pages.ts), with this response's nonce", async () => {
  const nonces = new Set<string>();
  const routes = [
    '/',
    '/admin',
    '/admin/',
    '/Admin',
    '/admin/users?tab=x',
    '/admin/no/such/page',
    '/forgot-password',
    '/Forgot-Password/',
    '/create-password/reset-code-123',
    '/create-password',
    '/create-password/reset-code-123/more',
    '/client-create-password/Jane/invite-code-123',
    '/CLIENT-CREATE-PASSWORD/Jane/invite-code-123/',
    '/client-create-password/Jane',
    '/no/such/page',
  ];
  const served = new Set<string>();
  for (const route of routes) {
    const file = pageFileOf(new URL(route, 'http://localhost').pathname);
    served.add(file);
    const page = await readFile(path.join(distDir, file), 'utf8');
    expect(page, `${file}: the build marks its tags with the placeholder`).toContain(`nonce="${NONCE_PLACEHOLDER}"`);
    const response = await fetch(`${nginx.url}${route}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status, route).toBe(file === NOT_FOUND_FILE ? 404 : 200);
    expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control'), route).toBe('no-cache');
    const nonce = scriptNonce(response.headers.get('content-security-policy') ?? '');
    expect(nonce, route).toMatch(/^[0-9a-f]{32}$/);
    nonces.add(nonce!);
    expect(await response.text(), `${route} gets ${file}`).toBe(page.replaceAll(NONCE_PLACEHOLDER, nonce!));
  }
  expect(nonces.size, 'a new nonce for every response').toBe(routes.length);
  expect([...served].sort(), 'every page is served').toEqual(
    [...LANDING_PAGES.map(({ file }) => file), APP_SHELL_FILE].sort(),
  );
});

test('/api/ reaches the API upstream, path kept', async () => {
  const response = await fetch(`${nginx.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@crm.test', password: 'Admin@12345', captchaToken: 'token' }),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ success: false, message: 'Not registered' });
});

test('the API sees the peer address only, whatever the client claims, and its answers are no-store', async () => {
  const forged: Record<string, string>[] = [
    { 'x-forwarded-for': '6.6.6.6' },
    { 'x-forwarded-for': '6.6.6.6, 10.0.0.1', 'x-real-ip': '6.6.6.6' },
    { 'x-real-ip': '6.6.6.6', forwarded: 'for=6.6.6.6' },
  ];
  for (const headers of forged) {
    const response = await fetch(`${echoNginx.url}/api/admin/login?probe=1`, { headers });
    expect(response.status).toBe(200);
    const seen = (await response.json()) as { url: string; headers: Record<string, string> };
    expect(seen.url, 'the path and query are kept').toBe('/api/admin/login?probe=1');
    expect(seen.headers['x-forwarded-for'], JSON.stringify(headers)).toBe('127.0.0.1');
    expect(seen.headers['x-real-ip'], JSON.stringify(headers)).toBe('127.0.0.1');
    expect(seen.headers.forwarded, 'the standard header is not handed over either').toBeUndefined();
    // The upstream said "public, max-age=600": only nginx's no-store reaches the browser.
    expect(response.headers.get('cache-control')).toBe('no-store');
  }
  expect(echo.requests).toHaveLength(forged.length);
});

test('dotfiles answer 404 at any depth and however spelled; /.well-known/ is served', async () => {
  for (const pathname of [
    '/.env',
    '/.git/config',
    '/.git/',
    '/assets/.env',
    '/%2eenv',
    '/assets/../.env',
    '/.well-known/.secret',
    '/.htaccess',
  ]) {
    const response = await fetch(`${nginx.url}${pathname}`);
    expect(response.status, pathname).toBe(404);
    expect(await response.text(), pathname).not.toContain('never-served');
  }
  const securityTxt = await fetch(`${nginx.url}/.well-known/security.txt`);
  expect(securityTxt.status).toBe(200);
  expect(await securityTxt.text()).toContain('Contact: mailto:security@crm.test');
  expect((await fetch(`${nginx.url}/.well-known/missing`)).status, 'no SPA fallback under /.well-known/').toBe(404);
});

test('crawlers are kept out: /robots.txt disallows everything, and every page says noindex', async ({ page }) => {
  const robots = await fetch(`${nginx.url}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(robots.headers.get('content-type'), 'the file, not the app').toMatch(/^text\/plain/);
  const rules = (await robots.text()).split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  expect(rules).toEqual(['User-agent: *', 'Disallow: /']);

  for (const pathname of ['/', '/forgot-password', '/client-create-password/Jane/invite-code-123', '/no/such/page']) {
    await page.goto(`${nginx.url}${pathname}`);
    await expect(page.locator('meta[name="robots"]'), pathname).toHaveAttribute('content', /\bnoindex\b/);
  }
});

test('the access log holds no password-link code and no query string', async () => {
  const requests = [
    '/create-password/reset-code-123',
    '/CREATE-PASSWORD/UPPER-reset-code',
    '//create-password/slashes-reset-code?x=1',
    '/client-create-password/Jane/invite-code-123',
    '/admin/users?token=query-token',
  ];
  for (const pathname of requests) expect((await fetch(`${nginx.url}${pathname}`)).status, pathname).toBe(200);
  await expect
    .poll(async () => (await nginx.accessLog()).match(/\/admin\/users/g)?.length ?? 0, 'every request logged')
    .toBeGreaterThan(0);
  const log = await nginx.accessLog();
  for (const code of PASSWORD_CODES) expect(log, `the log holds "${code}"`).not.toContain(code);
  expect(log).toContain('"GET /create-password/[redacted] HTTP/1.1" 200');
  expect(log).toContain('"GET /client-create-password/Jane/[redacted] HTTP/1.1" 200');
  expect(log).toContain('"GET /admin/users?[redacted] HTTP/1.1" 200');
});

test('CSP Evaluator finds nothing HIGH in the CSP nginx sends, which requires Trusted Types', async () => {
  const response = await fetch(`${nginx.url}/`);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(highCspFindings(csp), csp).toEqual([]);
  expect(parseCsp(csp).get('require-trusted-types-for')).toEqual(["'script'"]);
});

test('the CSP and Trusted Types are enforced and their violations are seen (the watch is not blind)', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto(`${nginx.url}/`);
  const refused = await page.evaluate(() => {
    const script = document.createElement('script');
    try {
      script.src = 'data:text/javascript,window.stringRan=true';
      document.head.append(script);
      return null;
    } catch (error) {
      return String(error);
    }
  });
  expect(refused, 'a plain string cannot reach a script sink').toMatch(/TrustedScriptURL/);
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^require-trusted-types-for/)]));

  await page.goto(`${nginx.url}/csp-probe.html`);
  expect(await page.evaluate(() => 'nonceRan' in window), 'the inline script with the nonce ran').toBe(true);
  expect(await page.evaluate(() => 'inlineRan' in window), 'the inline script without it did not').toBe(false);
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
});

test('signing in as admin@crm.test through nginx raises no CSP violation', async ({ page, context }) => {
  await answerRecaptchaWithFake(context);
  const violations = await watchCsp(page);

  const response = await page.goto(`${nginx.url}/`);
  expect(response?.headers()['content-security-policy']).toBeTruthy();
  await page.getByLabel('Email', { exact: true }).fill('admin@crm.test');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('checkbox', { name: FAKE_RECAPTCHA_LABEL }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${nginx.url}/admin/users`, { timeout: 15_000 });
  await expect(page.getByText('admin@crm.test').first()).toBeVisible();

  expect(await violations(), 'CSP violations while signing in').toEqual([]);
  expect(nginx.log(), 'nginx errors').not.toMatch(/\[(error|crit|alert|emerg)\]/);
});

test('the pages that ask for the app after their paint are taken over through nginx with no CSP violation', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  // The app's scripts come from an inline script, by import() and modulepreloads it adds
  // (src/first-paint/after-first-paint.ts): trusted by its nonce, under Trusted Types.
  for (const pathname of ['/forgot-password', '/client-create-password/Jane/invite-code-123']) {
    await page.goto(`${nginx.url}${pathname}`);
    await expect(page.locator('html[data-form-taken-over]'), pathname).toBeAttached();
  }

  expect(await violations(), 'CSP violations while the app took the pages over').toEqual([]);
});

test('a form posted to a page gets 405 and a page saying JavaScript is needed, never a redirect; no log holds it', async () => {
  const routes = [
    '/',
    '/admin',
    '/forgot-password',
    '/create-password/reset-code-123',
    '/client-create-password/Jane/c',
  ];
  for (const route of routes) {
    const response = await fetch(`${nginx.url}${route}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email: ADMIN.email, password: CANARY, remember: 'on' }),
    });
    expect(response.status, route).toBe(405);
    expect(response.headers.get('allow'), route).toBe('GET, HEAD');
    expect(response.headers.get('location'), `${route}: never a redirect`).toBeNull();
    expect(response.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(response.headers, `POST ${route}`);
    const html = await response.text();
    expect(html, route).toContain(`<h1>${JAVASCRIPT_NEEDED}</h1>`);
    // Its one style carries this response's nonce; it has no script.
    const nonce = scriptNonce(response.headers.get('content-security-policy')!);
    expect(html.match(/<style[^>]*>/g), route).toEqual([`<style nonce="${nonce}">`]);
    expect(html, route).not.toMatch(/<script|style="/);
    expect(html, route).not.toContain(CANARY);
  }
  expect((await fetch(`${nginx.url}/`)).headers.get('allow'), 'only a 405 names the methods').toBeNull();
  await expect
    .poll(async () => nginx.accessLog(), 'every post logged')
    .toContain('"POST /create-password/[redacted] HTTP/1.1" 405');
  const log = await nginx.accessLog();
  expect(log).toContain('"POST / HTTP/1.1" 405');
  for (const secret of [CANARY, encodeURIComponent(CANARY), 'password=']) expect(log).not.toContain(secret);
});

test('the page saying JavaScript is needed keeps to the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  // The browser posts as a form without the app would, with scripts on, so that violations are seen.
  await page.route(`${nginx.url}/forgot-password`, (route) =>
    route.continue({
      method: 'POST',
      headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
      postData: `email=${encodeURIComponent(ADMIN.email)}`,
    }),
  );
  const response = await page.goto(`${nginx.url}/forgot-password`);
  expect(response?.status()).toBe(405);
  await expect(page.getByRole('heading', { name: JAVASCRIPT_NEEDED })).toBeVisible();
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).maxWidth), 'its style applies').toBe(
    '576px',
  );
  expect(await violations()).toEqual([]);
});

test('with JavaScript off, the forms post: the password and the e-mail reach no URL, no history entry and no log', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    // Every document the tab loaded, i.e. the URL of every entry of its history, and every request.
    const loaded: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loaded.push(frame.url());
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    const forms = [
      { address: '/', submit: 'Login', fields: { Email: ADMIN.email, Password: CANARY } },
      { address: '/forgot-password', submit: 'Send reset link', fields: { Email: ADMIN.email } },
    ];
    for (const { address, submit, fields } of forms) {
      await page.goto(`${nginx.url}${address}`);
      await expect(noscriptLine(page), address).toHaveText(NOSCRIPT_LINE);
      await expect(noscriptLine(page), address).toBeVisible();
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
      if (address === '/') await loginForm(page).remember.check();
      const [posted] = await Promise.all([
        page.waitForResponse((response) => response.request().isNavigationRequest()),
        page.getByRole('button', { name: submit, exact: true }).click(),
      ]);
      // The fields went, in the body only: nginx took none of them.
      expect(posted.request().method(), address).toBe('POST');
      expect(posted.status(), address).toBe(405);
      expect(posted.request().postData(), address).toContain(`email=${encodeURIComponent(ADMIN.email)}`);
      await expect(page.getByRole('heading', { name: JAVASCRIPT_NEEDED })).toBeVisible();
      expect(page.url(), address).toBe(`${nginx.url}${address}`);

      await page.getByRole('link', { name: 'Reload the page' }).click();
      await expect(noscriptLine(page)).toBeVisible();
      expect(page.url(), address).toBe(`${nginx.url}${address}`);
    }
    expect(loaded, 'the history: each page, its post, the page again').toHaveLength(3 * forms.length);
    for (const url of [...loaded, ...requested]) {
      for (const secret of [
        CANARY,
        encodeURIComponent(CANARY),
        'password=',
        ADMIN.email,
        encodeURIComponent(ADMIN.email),
      ])
        expect(url, `${url} holds ${secret}`).not.toContain(secret);
    }
  } finally {
    await context.close();
  }
  await expect.poll(async () => nginx.accessLog()).toContain('"POST /forgot-password HTTP/1.1" 405');
  const log = await nginx.accessLog();
  for (const secret of [CANARY, encodeURIComponent(CANARY), encodeURIComponent(ADMIN.email), ADMIN.email])
    expect(log, `the access log holds ${secret}`).not.toContain(secret);
});

/** The names of the cookies in a Cookie header. */
const cookieNames = (header: string | undefined) =>
  header ? header.split(/;\s*/).map((pair) => pair.split('=')[0]) : [];

test('the API gets every cookie but the remember-me ones, wherever they sit in the header', async () => {
  const cases: [sent: string, forwarded: string | undefined][] = [
    ['password=cipher', undefined],
    ['password=cipher; other=1', 'other=1'],
    ['other=1; password=cipher; XSRF-TOKEN=t', 'other=1; XSRF-TOKEN=t'],
    ['other=1; password=cipher', 'other=1'],
    [
      'email=a%40b; other=1;password=cipher; userName=Ada; crm_mock_trusted_device=d',
      'other=1; crm_mock_trusted_device=d',
    ],
    ['userName=Ada; email=a%40b; password=cipher', undefined],
    // Names that only look alike are the API's.
    ['myemail=1; email2=2; passwords=3; username=4', 'myemail=1; email2=2; passwords=3; username=4'],
    // One name set twice (two paths): still none of them; a fourth one left means no cookie at all.
    ['email=a; other=1; email=b; password=c', 'other=1'],
    ['email=a; password=b; userName=c; password=d; other=1', undefined],
  ];
  for (const [sent, forwarded] of cases) {
    const response = await fetch(`${echoNginx.url}/api/admin/login`, { headers: { cookie: sent } });
    const seen = (await response.json()) as { headers: Record<string, string | undefined> };
    expect(seen.headers.cookie, sent).toBe(forwarded);
  }
});

test('remember me through nginx: the browser writes, reads and deletes its cookies, the API never gets them', async ({
  page,
  context,
}) => {
  await answerRecaptchaWithFake(context);
  // A cookie of the API's own, and the first name an earlier sign-in remembered.
  await context.addCookies([
    { name: 'other', value: '1', url: echoNginx.url },
    { name: 'userName', value: 'Ada', url: echoNginx.url },
  ]);
  const cookie = async (name: string) => (await context.cookies(echoNginx.url)).find((c) => c.name === name)?.value;
  const logins = () => echo.requests.filter(({ url }) => url === '/api/admin/login');
  const before = logins().length;
  const form = loginForm(page);
  const captcha = page.getByRole('checkbox', { name: FAKE_RECAPTCHA_LABEL });

  await page.goto(`${echoNginx.url}/`);
  await form.email.fill(ADMIN.email);
  await form.password.fill(CANARY);
  await form.remember.check();
  await captcha.check();
  await form.submit.click();
  await expect.poll(() => logins().length).toBe(before + 1);
  // Written on submit, the password enciphered.
  expect(decodeURIComponent((await cookie('email')) ?? '')).toBe(ADMIN.email);
  expect(await cookie('password')).toMatch(/^U2FsdGVkX1/);
  expect(await cookie('userName')).toBe('Ada');
  const seen = cookieNames(logins().at(-1)!.headers.cookie);
  expect(seen, 'the API got the other cookie').toContain('other');
  for (const name of REMEMBER_ME_COOKIES) expect(seen, `the API got ${name}`).not.toContain(name);

  // Read at load.
  await page.goto(`${echoNginx.url}/`);
  await expect(form.email).toHaveValue(ADMIN.email);
  await expect(form.password).toHaveValue(CANARY);
  await expect(form.remember).toBeChecked();

  // Deleted when unticked, on submit.
  await form.remember.uncheck();
  await captcha.check();
  await form.submit.click();
  await expect.poll(() => logins().length).toBe(before + 2);
  await expect.poll(() => cookie('email')).toBeUndefined();
  expect(await cookie('password')).toBeUndefined();
  expect(cookieNames(logins().at(-1)!.headers.cookie)).toEqual(['other']);
});

test('through nginx, with remember me ticked, a trusted device still skips the second step', async ({
  page,
  context,
}) => {
  await answerRecaptchaWithFake(context);
  const form = loginForm(page);
  const captcha = page.getByRole('checkbox', { name: FAKE_RECAPTCHA_LABEL });
  const secondStep = page.getByRole('heading', { name: 'Please check your phone' });

  await page.goto(`${nginx.url}/`);
  await form.email.fill(TWO_FACTOR_ADMIN.email);
  await form.password.fill(TWO_FACTOR_ADMIN.password);
  await form.remember.check();
  await captcha.check();
  await form.submit.click();
  await expect(secondStep).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Enter 6-digit code').fill(TWO_FACTOR_ADMIN.code);
  await page.getByRole('checkbox', { name: "Please don't ask me again on this device" }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${nginx.url}/admin/users`, { timeout: 15_000 });
  // The next login carries the remembered cookies, which nginx drops, beside the device's, which it keeps.
  const names = (await context.cookies(nginx.url)).map(({ name }) => name);
  expect(names).toEqual(expect.arrayContaining(['email', 'password']));

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(form.email, 'remembered').toHaveValue(TWO_FACTOR_ADMIN.email);
  await captcha.check();
  await form.submit.click();
  await expect(page).toHaveURL(`${nginx.url}/admin/users`, { timeout: 15_000 });
  await expect(secondStep).toHaveCount(0);
});

test('nginx verifies an https API: a CA of API_TRUSTED_CERTIFICATE and the name of API_UPSTREAM, sent as SNI', async () => {
  const tls = await selfSignedCertificate(['localhost']);
  const dir = await mkdtemp(path.join(tmpdir(), 'console-api-ca-'));
  const ca = path.join(dir, 'api-ca.pem');
  await writeFile(ca, tls.cert);
  const api = await startEchoUpstream({ tls });
  const { port } = new URL(api.url);
  const started: NginxServer[] = [];
  const proxy = async (API_UPSTREAM: string, API_TRUSTED_CERTIFICATE: string) => {
    const server = await startNginx(binary!, { CONSOLE_ROOT: root, API_UPSTREAM, API_TRUSTED_CERTIFICATE });
    started.push(server);
    return server;
  };
  try {
    const [untrusted, misnamed, trusted] = await Promise.all([
      proxy(`https://localhost:${port}`, SYSTEM_CA_BUNDLE),
      proxy(`https://127.0.0.1:${port}`, ca),
      proxy(`https://localhost:${port}`, ca),
    ]);
    for (const [server, error] of [
      [untrusted, /upstream SSL certificate verify error/],
      [misnamed, /upstream SSL certificate does not match "127\.0\.0\.1"/],
    ] as const) {
      expect((await fetch(`${server.url}/api/admin/check-is-log-in`)).status).toBe(502);
      expect(server.log()).toMatch(error);
    }
    expect(api.requests, 'no request reached an API that proved nothing').toEqual([]);

    const response = await fetch(`${trusted.url}/api/admin/check-is-log-in`);
    expect(response.status).toBe(200);
    expect(api.requests.map(({ url, servername }) => ({ url, servername }))).toEqual([
      { url: '/api/admin/check-is-log-in', servername: 'localhost' },
    ]);
  } finally {
    await Promise.all([...started.map((server) => server.close()), api.close()]);
    await rm(dir, { recursive: true, force: true });
  }
});

test('nginx refuses an API body over 16 KB (413) and more than a burst of password calls from one address (429)', async () => {
  // An nginx of its own, in front of the echo upstream: its counts start at zero, and only nginx
  // can refuse (the echo answers every request it gets with 200).
  const limited = await startNginx(binary!, { CONSOLE_ROOT: root, API_UPSTREAM: echo.url });
  try {
    const post = (path: string, body: string) =>
      fetch(`${limited.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const sizes = await Promise.all([
      post('/admin/login', JSON.stringify({ captchaToken: 'x'.repeat(15_000) })),
      post('/admin/login', JSON.stringify({ captchaToken: 'x'.repeat(17_000) })),
    ]);
    expect(sizes.map((response) => response.status)).toEqual([200, 413]);

    const before = echo.requests.length;
    const statuses: number[] = [];
    for (let call = 0; call < 25; call++) statuses.push((await post('/resetPassword', '{}')).status);
    // The burst, answered at once, plus the one the rate allows; the 10 a minute refill no faster
    // than one each 6 s, far slower than these calls.
    expect(statuses.filter((status) => status === 200).length, statuses.join(' ')).toBeGreaterThanOrEqual(20);
    expect(statuses.slice(-3), 'past the burst').toEqual([429, 429, 429]);
    expect(echo.requests.length - before, 'a refused call never reaches the API').toBe(
      statuses.filter((status) => status === 200).length,
    );

    // The other calls are not counted: the session check still goes through.
    expect((await fetch(`${limited.url}/api/admin/check-is-log-in`)).status).toBe(200);
    // A sign-in from the same address shares that address's count: refused too.
    expect((await post('/admin/login', '{}')).status).toBe(429);
  } finally {
    await limited.close();
  }
});
