import { atPath } from './support/console';
import { expect, test } from './support/fixtures';

/* No password link is a dead end, and the form says what it needs before it is typed. */

const newPassword = 'Secure1pass';

for (const path of ['/create-password', '/client-create-password', '/client-create-password/Jane']) {
  test(`${path}: the link is incomplete, with a way to a new one`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(atPath('/forgot-password'));
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });
}

test('the rules are stated under the new password before anything is typed', async ({ page }) => {
  await page.goto('/create-password/reset-code-123');
  const input = page.getByLabel('New Password', { exact: true });
  await expect(input).toHaveValue('');
  await expect(input).toHaveAccessibleDescription(/^At least 6 characters, no spaces\./);
  await expect(page.getByText('At least 6 characters, no spaces.')).toBeVisible();
});

for (const [what, path, button, text] of [
  ['expired', '/create-password/expired-code', 'Change Password', 'This link has expired. Please ask for a new one.'],
  ['invalid', '/create-password/no-such-code', 'Change Password', 'This link is not valid. Please ask for a new one.'],
  [
    'expired invitation',
    '/client-create-password/Jane/expired-code',
    'Continue',
    'This link has expired. Please ask for a new one.',
  ],
] as const) {
  test(`an ${what} link: a way to a new one, and ${button} stays disabled`, async ({ page }) => {
    await page.goto(path);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    const submit = page.getByRole('button', { name: button });
    await submit.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(text);
    await expect(submit, 'a refused code cannot succeed on a new try').toBeDisabled();
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}x`);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await expect(submit, 'editing does not enable it again').toBeDisabled();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(atPath('/forgot-password'));
  });
}

test('a used link: a way to a new one', async ({ page }) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto('/create-password/reset-code-123');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    if (attempt === 0) await expect(page).toHaveURL(atPath('/'));
  }
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This link has already been used. Please ask for a new one.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled();
});

test('the success message is announced in a live status region', async ({ page }) => {
  await page.goto('/create-password/reset-code-123');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  const status = page.getByRole('main').getByRole('status');
  await expect(status, 'present (empty) before the change, so its text is announced').toBeAttached();
  await expect(status).toHaveAttribute('aria-live', 'polite');
  // What the live region says before the redirect to the login page (500 ms later) takes it away.
  const announced = status.evaluate(
    (region) =>
      new Promise((resolve) =>
        new MutationObserver(() => region.textContent && resolve(region.textContent)).observe(region, {
          childList: true,
          subtree: true,
          characterData: true,
        }),
      ),
  );
  await page.getByRole('button', { name: 'Change Password' }).click();
  expect(await announced).toBe('Your password has been changed.');
});
