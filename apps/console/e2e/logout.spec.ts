import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { BUILDS, outDirOf } from '../scripts/build-console';
import type { Running } from '../scripts/processes';
import { ADMIN } from './support/console';
import { answerRecaptchaWithFake, FAKE_RECAPTCHA_LABEL } from './support/fake-recaptcha';
import { expect, test } from './support/fixtures';
import { startMockProcess } from './support/http-mock';
import { nginxBinary, startNginx } from './support/nginx-server';
import type { NginxServer } from './support/nginx-server';

/*
 * Log out ends the session on the server (docs/decisions/082-log-out-ends-the-session-on-the-server.md),
 * as deployed: the production build behind nginx (deploy/nginx.conf), `/api/` proxied to the mock API
 * over HTTP (`npm run mock`). A token copied from the browser before Log out is refused after it,
 * and so is one copied before the console logged an idle administrator out
 * (docs/decisions/130-idle-sessions-end-in-the-console.md).
 */

const binary = nginxBinary();

test.describe.configure({ mode: 'serial' });
test.skip(!binary && !process.env.CI, 'nginx is not installed (apt-get install nginx-light); CI always runs this');

let nginx: NginxServer;
let mock: Running;

test.beforeAll(async () => {
  if (!binary) throw new Error('nginx is required in CI (apt-get install nginx-light)');
  mock = await startMockProcess();
  nginx = await startNginx(binary, { CONSOLE_ROOT: outDirOf(BUILDS.production), API_UPSTREAM: mock.url });
});

test.afterAll(async () => {
  await Promise.all([nginx?.close(), mock?.close()]);
});

/** What the API says of `token`, asked from outside the browser, as whoever copied the token would. */
async function isLoggedIn(request: APIRequestContext, token: string): Promise<unknown> {
  const answer = await request.get(`${nginx.url}/api/admin/check-is-log-in`, { headers: { Authorization: token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { payload: { isLogedIn: boolean } }).payload.isLogedIn;
}

/** Signs in as admin@crm.test through nginx and the fake reCAPTCHA; answers the stored token. */
async function signInThroughNginx(page: Page, context: BrowserContext): Promise<string> {
  await answerRecaptchaWithFake(context);
  await page.goto(`${nginx.url}/`);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('checkbox', { name: FAKE_RECAPTCHA_LABEL }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${nginx.url}/admin/users`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^mock-session-[0-9a-f]{32}$/);
  return token!;
}

test('a token taken before Log out is refused after it', async ({ page, context, request }) => {
  const token = await signInThroughNginx(page, context);
  expect(await isLoggedIn(request, token), 'the copied token while signed in').toBe(true);

  const logout = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/logout');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const answer = await logout;
  expect(answer.request().method()).toBe('POST');
  expect(await answer.request().headerValue('authorization')).toBe(token);
  expect(answer.status()).toBe(200);

  expect(await isLoggedIn(request, token), 'the copied token after Log out').toBe(false);
});

test('an administrator who walks away is logged out after the idle limit, on the server too', async ({
  page,
  context,
  request,
}) => {
  // The page's clock runs as usual until it is moved on: the console's idle limit, 15 minutes by
  // default, is reached without waiting for it.
  await page.clock.install();
  const token = await signInThroughNginx(page, context);
  expect(await isLoggedIn(request, token), 'the copied token while signed in').toBe(true);

  await page.clock.fastForward('14:00');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();

  const logout = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/logout');
  await page.clock.fastForward('01:00');
  await expect(page.getByText('You were signed out after 15 minutes without activity.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await (await logout).request().headerValue('authorization')).toBe(token);
  expect(await isLoggedIn(request, token), 'the copied token after the idle log out').toBe(false);
});
