import { ADMIN, GENERIC_ERROR, TWO_FACTOR_ADMIN, atPath, fillLogin, loginForm } from './support/console';
import { expect, test } from './support/fixtures';
import { openBeforeTheApp } from './support/hold-app';

/*
 * Real focus and history on the sign-in page (docs/requirements.md, Sign-in: credentials, Sign-in:
 * the second step). Throttling and the API's limits are proven on the real mock handlers in
 * src/features/auth/sign-in-focus-history-limits.test.tsx.
 */

const WAIT_TEXT = /^Too many attempts\. Try again in \d+ minutes?\.$/;

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

test('a refused login moves the focus to its message, never to the page', async ({ page }) => {
  for (const [scenario, text] of [
    ['invalid-ip', 'This IP can not access Admin'],
    ['server-error', GENERIC_ERROR],
    ['rate-limited', WAIT_TEXT],
    ['invalid-captcha', 'Invalid Captcha'],
  ] as const) {
    await page.goto(`/?scenario=${scenario}`);
    await fillLogin(page, ADMIN);
    await loginForm(page).submit.click();
    const message =
      scenario === 'invalid-captcha'
        ? page.getByText(text, { exact: true })
        : page.getByRole('alert').filter({ hasText: text });
    await expect(message, scenario).toBeFocused();
    await expect(page.locator('body'), scenario).not.toBeFocused();
  }
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
