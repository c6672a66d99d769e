import type { Page } from '@playwright/test';
import { ADMIN, atPath, loginForm, signIn } from './support/console';
import { VIEWPORTS, expect, test } from './support/fixtures';
import { atMessage, tops, watchLayout } from './support/layout';

/*
 * What only a browser proves of the password screens: a changed password signing in through the
 * in-browser mock, and a layout that does not move. Their texts, rules, strength meter, links and
 * failures are proven on the real mock handlers in src/features/password/password-page.test.tsx
 * and forgot-password-page.test.tsx.
 */

function passwordForm(page: Page) {
  return {
    newPassword: page.getByLabel('New Password', { exact: true }),
    confirmPassword: page.getByLabel('Confirm Password', { exact: true }),
  };
}

test("/create-password/reset-code-123 changes the administrator's password, and the new one signs in", async ({
  page,
}) => {
  const newPassword = 'Changed1Pass!';
  await page.goto('/create-password/reset-code-123');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Change Password' });
  const form = passwordForm(page);
  await form.newPassword.fill(newPassword);
  await form.confirmPassword.fill(newPassword);
  await expect(form.confirmPassword).toHaveAccessibleDescription('Passwords match');
  await expect(submit).toBeEnabled();
  await submit.click();
  // A short success message, then / after 0.5 s: the new password signing in below proves the change.
  await expect(page).toHaveURL(atPath('/'));

  await loginForm(page).email.fill(ADMIN.email);
  await loginForm(page).password.fill(ADMIN.password);
  await loginForm(page).captcha.check();
  await loginForm(page).submit.click();
  await expect(loginForm(page).password, 'the old password no longer works').toHaveAccessibleDescription(
    'Invalid Password',
  );
  await signIn(page, { email: ADMIN.email, password: newPassword });
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    // The confirmation's messages come a second after the last keystroke, with no input of the
    // person's; the success line comes with the answer. None of them may push what is below.
    test('nothing moves that the person did not move, from the first keystroke to the success', async ({ page }) => {
      await page.goto('/client-create-password/Jane/invite-code-123');
      const form = passwordForm(page);
      // The quote sets the panel's height: measured once it is in.
      await expect(page.getByRole('complementary', { name: 'Quote of the day' }).locator('blockquote')).toBeVisible();
      await watchLayout(page);
      const before = await tops(page);
      expect(before).toHaveLength(3);

      await form.newPassword.pressSequentially('abc');
      await form.confirmPassword.pressSequentially('abd');
      // The person waits: the confirmation's message comes after the pause.
      await expect(form.confirmPassword).toHaveAccessibleDescription('Password Not matching');
      expect(await tops(page), 'after "Password Not matching"').toEqual(before);

      await form.newPassword.fill('');
      await form.newPassword.pressSequentially('abcdefgh12!');
      await form.confirmPassword.fill('');
      await form.confirmPassword.pressSequentially('abcdefgh12!');
      await expect(form.confirmPassword).toHaveAccessibleDescription('Passwords match');
      expect(await tops(page), 'after "Passwords match"').toEqual(before);

      await page.getByRole('button', { name: 'Continue' }).click();
      // The success line shows for 0.5 s, then the sign-in page: its frame was read as it showed.
      const atSuccess = await atMessage(page, 'Your password has been set.');
      expect(atSuccess.tops, 'at the success').toEqual(before);
      expect(atSuccess.cls, 'the layout shifts without recent input').toBeLessThanOrEqual(0.005);
      await expect(page).toHaveURL(atPath('/'));
    });
  });
}
