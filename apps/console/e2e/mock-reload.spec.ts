import { ADMIN, atPath, fillLogin, loginForm } from './support/console';
import { expect, test } from './support/fixtures';

/*
 * The browser mock keeps all of its state across a reload, the throttle's counts included
 * (packages/mock-server/src/db/persistence.ts, docs/decisions/030-throttling-like-keycloak.md):
 * five wrong passwords lock the account, and still do after a reload; "Reset mock data" lifts it.
 */

const WAIT_TEXT = /^Too many attempts\. Try again in \d+ minutes?\.$/;

test('five wrong passwords, then a reload: the wait message; resetting the mock lifts it', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  const invalid = page.getByText('Invalid Password', { exact: true });
  await fillLogin(page, { email: ADMIN.email, password: 'Wrong@12345' });
  for (let attempt = 1; attempt <= 5; attempt++) {
    // The captcha resets after each refusal: a fresh tick for the next try.
    if (attempt > 1) await form.captcha.check();
    await form.submit.click();
    await expect(invalid, `attempt ${attempt}`).toBeVisible();
    await expect(form.captcha).not.toBeChecked();
  }
  // A fresh page load: its mock starts from the stored state, counts included.
  await page.reload();
  await fillLogin(page, ADMIN);
  await form.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: WAIT_TEXT })).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Mock API' });
  await panel.getByRole('button', { expanded: false }).click();
  await panel.getByRole('button', { name: 'Reset mock data' }).click();
  await expect(panel.getByRole('status')).toHaveText(/reset/);
  await page.reload();
  await fillLogin(page, ADMIN);
  await form.submit.click();
  await expect(page).toHaveURL(atPath('/admin/users'));
});
