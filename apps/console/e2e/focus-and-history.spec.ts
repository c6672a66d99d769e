import type { Page } from '@playwright/test';
import { ADMIN, GENERIC_ERROR, TWO_FACTOR_ADMIN, atPath, fillLogin, loginForm } from './support/console';
import { expect, test } from './support/fixtures';
import { openBeforeTheApp } from './support/hold-app';

/*
 * Focus, the second step's history entry, throttling and the API's limits on the sign-in page
 * (docs/requirements.md, Sign-in: credentials, Sign-in: the second step, Validation).
 */

const WAIT_TEXT = /^Too many attempts\. Try again in \d+ minutes?\.$/;

/** Counts the login calls the page makes (the mock's service worker answers them, the page still sends them). */
function countLoginCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/admin/login')) calls++;
  });
  return () => calls;
}

test('the e-mail field has the focus before any script runs, and the app taking over keeps focus and text', async ({
  page,
}) => {
  const release = await openBeforeTheApp(page);
  const form = loginForm(page);
  await expect(form.email).toBeFocused();
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(form.password).toBeFocused();
  await page.keyboard.type(ADMIN.password.slice(0, 4));
  await expect(form.captcha, 'the app has not taken over yet').toHaveCount(0);

  release();
  await expect(form.captcha).toBeVisible();
  // Hydration neither takes the focus back to the e-mail nor resets what was typed.
  await expect(form.password).toBeFocused();
  await page.keyboard.type(ADMIN.password.slice(4));
  await expect(form.email).toHaveValue(ADMIN.email);
  await expect(form.password).toHaveValue(ADMIN.password);
});

for (const [scenario, text] of [
  ['invalid-ip', 'This IP can not access Admin'],
  ['server-error', GENERIC_ERROR],
  ['rate-limited', WAIT_TEXT],
] as const) {
  test(`a refused login (${scenario}) moves the focus to its message, never to the page`, async ({ page }) => {
    await page.goto(`/?scenario=${scenario}`);
    await fillLogin(page, ADMIN);
    await loginForm(page).submit.click();
    const banner = page.getByRole('alert').filter({ hasText: text });
    await expect(banner).toBeFocused();
    await expect(page.locator('body')).not.toBeFocused();
  });
}

test('a refused captcha moves the focus to its message', async ({ page }) => {
  await page.goto('/?scenario=invalid-captcha');
  await fillLogin(page, ADMIN);
  await loginForm(page).submit.click();
  await expect(page.getByText('Invalid Captcha', { exact: true })).toBeFocused();
});

test('the second step is a history entry: Back keeps the e-mail and clears the password, Forward is harmless', async ({
  page,
}) => {
  await page.goto('/');
  const form = loginForm(page);
  await fillLogin(page, TWO_FACTOR_ADMIN);
  await form.submit.click();
  const code = page.getByLabel('Enter 6-digit code');
  await expect(code).toBeFocused();

  await page.goBack();
  await expect(form.heading).toBeVisible();
  await expect(page).toHaveURL(atPath('/'));
  await expect(form.email).toHaveValue(TWO_FACTOR_ADMIN.email);
  await expect(form.password).toHaveValue('');
  await expect(form.password).toBeFocused();

  await page.goForward();
  await expect(page).toHaveURL(atPath('/'));
  await expect(form.heading).toBeVisible();
  await expect(code).toHaveCount(0);
  await expect(form.email).toHaveValue(TWO_FACTOR_ADMIN.email);

  // And the way on still works from there.
  await form.password.fill(TWO_FACTOR_ADMIN.password);
  await form.captcha.check();
  await form.submit.click();
  await expect(code).toBeFocused();
});

test('twelve wrong passwords in a row: the console says to wait; resetting the mock lifts it', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  const loginCalls = countLoginCalls(page);
  await fillLogin(page, { email: ADMIN.email, password: 'Wrong@12345' });
  for (let attempt = 1; attempt <= 12; attempt++) {
    if (attempt > 1) await form.captcha.check();
    await form.submit.click();
    await expect.poll(loginCalls).toBe(attempt);
    await expect(form.captcha).not.toBeChecked();
  }
  await expect(page.getByRole('alert').filter({ hasText: WAIT_TEXT })).toBeFocused();
  await expect(form.email).toHaveValue(ADMIN.email);
  await expect(form.password).toHaveValue('Wrong@12345');

  const panel = page.getByRole('complementary', { name: 'Mock API' });
  await panel.getByRole('button', { expanded: false }).click();
  await panel.getByRole('button', { name: 'Reset mock data' }).click();
  await expect(panel.getByRole('status')).toHaveText(/reset/);

  await form.password.fill(ADMIN.password);
  await form.captcha.check();
  await form.submit.click();
  await expect(page).toHaveURL(atPath('/admin/users'));
});

test("an e-mail past the API's limit never reaches the server and gets a field message", async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  const loginCalls = countLoginCalls(page);
  await expect(form.email).toHaveAttribute('maxlength', '254');
  await expect(form.password).toHaveAttribute('maxlength', '128');
  await fillLogin(page, ADMIN);
  // What maxlength cannot stop: a value set by a script or an autofill.
  await form.email.evaluate(
    (input: HTMLInputElement, value) => {
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    `${'a'.repeat(250)}@crm.test`,
  );
  await form.submit.click();
  await expect(page.getByText('Email can be at most 254 characters.')).toBeVisible();
  await expect(form.email).toBeFocused();
  expect(loginCalls()).toBe(0);
});
