import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILDS, outDirOf } from '../scripts/build-console';
import type { Running } from '../scripts/processes';
import { highCspFindings, parseCsp, scriptNonce, watchCsp } from './support/csp';
import { startEchoUpstream } from './support/echo-upstream';
import type { EchoUpstream } from './support/echo-upstream';
import { answerRecaptchaWithFake, FAKE_RECAPTCHA_LABEL } from './support/fake-recaptcha';
import { expect, test } from './support/fixtures';
import { startMockProcess } from './support/http-mock';
import { nginxBinary, startNginx, testNginxConf } from './support/nginx-server';
import type { NginxServer } from './support/nginx-server';

/*
 * The production build (no mock, reCAPTCHA) behind the Debian nginx, configured by the very
 * template of deploy/nginx.conf, with /api/ proxied to `npm run mock` (the mock API over HTTP), and
 * a second nginx in front of an upstream that echoes what it receives. nginx serves a copy of the
 * build, to which the tests add what must never be served (dotfiles) and a CSP probe page.
 */

const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'];
/** What vite.config.ts writes into every tag it emits, and nginx replaces per response. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const SECRET = 'DATABASE_PASSWORD=never-served';
const PASSWORD_CODES = ['reset-code-123', 'UPPER-reset-code', 'slashes-reset-code', 'invite-code-123', 'query-token'];

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

test('every route of the console gets index.html with this response nonce (SPA fallback)', async () => {
  const index = await readFile(path.join(distDir, 'index.html'), 'utf8');
  expect(index, 'the build marks its tags with the placeholder').toContain(`nonce="${NONCE_PLACEHOLDER}"`);
  const nonces = new Set<string>();
  for (const pathname of [
    '/',
    '/admin',
    '/admin/users?tab=x',
    '/forgot-password',
    '/create-password/reset-code-123',
    '/client-create-password/Jane/invite-code-123',
    '/no/such/page',
  ]) {
    const response = await fetch(`${nginx.url}${pathname}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
    const nonce = scriptNonce(response.headers.get('content-security-policy') ?? '');
    expect(nonce, pathname).toMatch(/^[0-9a-f]{32}$/);
    nonces.add(nonce!);
    expect(await response.text(), pathname).toBe(index.replaceAll(NONCE_PLACEHOLDER, nonce!));
  }
  expect(nonces.size, 'a new nonce for every response').toBe(7);
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
