import type { Page } from '@playwright/test';
import { ADMIN, atPath, fillLogin, loginForm, signIn } from './support/console';
import { checkScreen, expect, test } from './support/fixtures';

const SESSION_KEYS = ['userData', 'token', 'isLoggedin'];

function storedSession(page: Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_KEYS);
}

test('the guard sends a signed-out visitor to / and signing in returns to the requested URL', async ({ page }) => {
  await page.goto('/admin/users?tab=x');
  await expect(page).toHaveURL(atPath('/'));
  await expect(loginForm(page).heading).toBeVisible();

  await fillLogin(page, ADMIN);
  await loginForm(page).submit.click();
  await expect(page).toHaveURL(atPath('/admin/users?tab=x'));
});

test('a stored session opens the admin area straight from the login page', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/');
  await expect(page).toHaveURL(atPath('/admin/users'));
});

test('session-expired: the server says logged out, the user goes to / and the session is cleared', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/users?scenario=session-expired');
  await expect(page).toHaveURL(atPath('/'));
  await expect(loginForm(page).heading).toBeVisible();
  expect(await storedSession(page)).toEqual([null, null, null]);
});

test('log out clears the session, keeps the first name and closes the admin area', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByText(/^Good (Morning|Afternoon), Ada$/)).toBeVisible();
  expect(await storedSession(page)).toEqual([null, null, null]);

  await page.goto('/admin/users');
  await expect(page).toHaveURL(atPath('/'));
});

test('an unknown URL shows the not-found page with a way back', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await checkScreen(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(loginForm(page).heading).toBeVisible();
});
