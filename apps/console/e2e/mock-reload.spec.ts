import { ADMIN, atPath, fillLogin, loginForm } from './support/console';
import { expect, test } from './support/fixtures';

/*
 * The browser mock keeps all of its state across a reload, the throttle's counts included
 * (packages/mock-server/src/db/persistence.ts, docs/decisions/030-throttling-like-keycloak.md):
 * five wrong passwords, each on a fresh page load, lock the account; "Reset mock data" lifts it.
 */

const WAIT_TEXT = /^Too many attempts\. Try again in \d+ minutes?\.$/;

test('five wrong passwords with a reload between each give the wait message; resetting the mock lifts it', async ({
  page,
}) => {
  await page.goto('/');
  const form = loginForm(page);
  for (let attempt = 1; attempt <= 5; attempt++) {
    if (attempt > 1) await page.reload();
    await fillLogin(page, { email: ADMIN.email, password: 'Wrong@12345' });
    await form.submit.click();
    await expect(page.getByText('Invalid Password', { exact: true }), `attempt ${attempt}`).toBeVisible();
  }
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
