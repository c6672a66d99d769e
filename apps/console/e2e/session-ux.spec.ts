import type { Page } from '@playwright/test';
import { ADMIN, atPath, fillLogin, loginForm, signIn } from './support/console';
import { checkScreen, expect, test } from './support/fixtures';

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const SESSION_KEYS = ['userData', 'token', 'isLoggedin'];

function storedSession(page: Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_KEYS);
}

/** Switches this page's running mock to another scenario, as the Mock API panel does; a reload keeps it. */
async function switchScenario(page: Page, name: string): Promise<void> {
  await page.locator('[data-mock-panel] select').evaluate((select: HTMLSelectElement, value) => {
    select.value = value;
    select.dispatchEvent(new Event('change'));
  }, name);
}

/** A JWT whose `exp` passed a minute ago: the console counts it as logged out. */
function expiredJwt(): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) - 60 })}.signature`;
}

test('every screen has its own title', async ({ page }) => {
  const titles: [string, string][] = [
    ['/', 'Log in · CRM Admin'],
    ['/forgot-password', 'Forgotten password · CRM Admin'],
    ['/create-password/reset-code-123', 'Change password · CRM Admin'],
    ['/client-create-password/Jane/invite-code-123', 'Create password · CRM Admin'],
    ['/no/such/page', 'Page not found · CRM Admin'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  await signIn(page, ADMIN);
  await expect(page).toHaveTitle('Users · CRM Admin');
});

test.describe('the end of a session', () => {
  test('is explained once when the server refuses the session, and gone after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(loginForm(page).heading).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);

    await signIn(page, ADMIN);
    await page.goto('/admin/users?scenario=session-expired');
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();

    await page.reload();
    await expect(loginForm(page).heading).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  });

  test('is explained when the stored token has expired', async ({ page }, testInfo) => {
    await signIn(page, ADMIN);
    await page.evaluate((token) => localStorage.setItem('token', token), expiredJwt());
    await page.goto('/admin/users');
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await checkScreen(page, testInfo, 'session-ended');
  });

  test("is not announced after the user's own log out", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(loginForm(page).heading).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  });
});

test.describe('a session check without an answer', () => {
  test("keeps the session and shows Can't reach the server; Retry opens the page once the server answers", async ({
    page,
  }, testInfo) => {
    await signIn(page, ADMIN);
    await switchScenario(page, 'server-error');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: "Can't reach the server" })).toBeVisible();
    await expect(page).toHaveURL(atPath('/admin/users'));
    expect(await storedSession(page)).not.toContain(null);
    await checkScreen(page, testInfo, 'server-unreachable');

    await switchScenario(page, 'default');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  });

  test('offers a way back to login, and signing in returns to the requested page', async ({ page }) => {
    await signIn(page, ADMIN);
    await switchScenario(page, 'network-error');
    await page.goto('/admin/users?tab=x');
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(atPath('/'));
    await expect(loginForm(page).heading).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);

    await switchScenario(page, 'default');
    await fillLogin(page, ADMIN);
    await loginForm(page).submit.click();
    await expect(page).toHaveURL(atPath('/admin/users?tab=x'));
  });
});

test('a slow session check shows the branded skeleton', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/users?scenario=slow');
  const skeleton = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(skeleton).toBeVisible();
  await expect(skeleton.getByText('CRM Admin')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible({ timeout: 10_000 });
  await expect(skeleton).toHaveCount(0);
});

/*
 * The other tab follows on the `storage` event (src/session/other-tabs.ts), with no polling to wait
 * for; the expectations' default timeout only bounds the wait, so a loaded machine cannot fail them.
 */
test.describe('tabs agree', () => {
  test('a log out in one tab signs the other tab out', async ({ page, context }) => {
    await signIn(page, ADMIN);
    const other = await context.newPage();
    await other.goto('/admin/users');
    await expect(other.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(other).toHaveURL(atPath('/'));
    await expect(loginForm(other).heading).toBeVisible();
    await expect(other.getByText(SESSION_ENDED)).toHaveCount(0);
  });

  test('a session ending in one tab signs the other tab out, explained', async ({ page, context }) => {
    await signIn(page, ADMIN);
    const other = await context.newPage();
    await other.goto('/admin/users');
    await expect(other.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    await page.evaluate((token) => localStorage.setItem('token', token), expiredJwt());
    await page.goto('/admin/users');
    await expect(page).toHaveURL(atPath('/'));
    await expect(other).toHaveURL(atPath('/'));
    await expect(other.getByText(SESSION_ENDED)).toBeVisible();
  });

  test('signing in moves the other tab from the sign-in page on to the admin area', async ({ page, context }) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/');
    await expect(loginForm(other).heading).toBeVisible();
    // Each tab runs its own in-browser mock, which reads the mock's data at page load: the other
    // tab's mock cannot know the session created next. Cut off, its check keeps the session
    // instead of refusing it, so the tab stays where the sign-in sent it.
    await switchScenario(other, 'network-error');

    await fillLogin(page, ADMIN);
    await loginForm(page).submit.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await expect(other).toHaveURL(atPath('/admin/users'));
    await expect(page).toHaveURL(atPath('/admin/users'));
    // Reloaded, the other tab's mock knows the session and the admin area opens.
    await other.goto('/admin/users?scenario=default');
    await expect(other.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  });
});
