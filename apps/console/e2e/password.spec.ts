import type { Page } from '@playwright/test';
import { ADMIN, GENERIC_ERROR, atPath, loginForm, signIn } from './support/console';
import { VIEWPORTS, checkScreen, expect, test } from './support/fixtures';

const RESET_LINK_SENT = 'If this address is registered, a link to reset the password has been sent.';

function passwordForm(page: Page) {
  return {
    newPassword: page.getByLabel('New Password', { exact: true }),
    confirmPassword: page.getByLabel('Confirm Password', { exact: true }),
    showNew: page.getByRole('button', { name: 'Show New Password' }),
    meter: page.getByRole('meter', { name: 'Password strength' }),
    terms: page.getByRole('checkbox', { name: 'I agree to the term and conditions' }),
    // Within the page's main: the mock build adds its own scenario panel, with a status line.
    status: page.getByRole('main').getByRole('status'),
    alert: page.getByRole('main').getByRole('alert'),
    back: page.getByRole('link', { name: 'Back to login' }),
  };
}

function forgotEmail(page: Page) {
  return page.getByRole('main').getByLabel('Email', { exact: true });
}

test.describe('forgotten password', () => {
  test('a valid typed e-mail is handed over (not in the URL) and the answer never tells whether it exists', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    // The hand-over is the app's: before it takes over, the built-in page's link is a plain one.
    await expect(loginForm(page).captcha).toBeVisible();
    await loginForm(page).email.fill(ADMIN.email);
    await loginForm(page).forgotten.click();
    await expect(page).toHaveURL(atPath('/forgot-password'));
    const email = forgotEmail(page);
    await expect(email).toHaveValue(ADMIN.email);
    await checkScreen(page, testInfo, 'forgot-password');

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(passwordForm(page).status).toHaveText(RESET_LINK_SENT);
    await checkScreen(page, testInfo, 'forgot-password-sent');

    await email.fill('nobody@crm.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(passwordForm(page).status).toHaveText(RESET_LINK_SENT);

    await passwordForm(page).back.click();
    await expect(loginForm(page).heading).toBeVisible();
  });

  test('an invalid typed e-mail is dropped', async ({ page }) => {
    await page.goto('/');
    await loginForm(page).email.fill('not-an-email');
    // Leave the field first: its error appears on blur and moves the link (see sign-in.spec.ts).
    await loginForm(page).email.blur();
    await loginForm(page).forgotten.click();
    await expect(page).toHaveURL(atPath('/forgot-password'));
    await expect(forgotEmail(page)).toHaveValue('');
  });

  test('server-error: a clear message and the address is kept', async ({ page }) => {
    await page.goto('/forgot-password?scenario=server-error');
    await forgotEmail(page).fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(passwordForm(page).alert).toHaveText(GENERIC_ERROR);
    await expect(forgotEmail(page)).toHaveValue(ADMIN.email);
  });
});

test("/create-password/reset-code-123 changes the administrator's password, and the new one signs in", async ({
  page,
}, testInfo) => {
  const newPassword = 'Changed1Pass!';
  await page.goto('/create-password/reset-code-123');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Change Password' });
  const form = passwordForm(page);
  await expect(submit, 'disabled until edited and valid').toBeDisabled();
  await expect(form.terms, 'no terms box in change mode').toHaveCount(0);
  await checkScreen(page, testInfo, 'create-password');

  await form.newPassword.fill('a');
  await form.newPassword.fill('');
  await expect(form.newPassword).toHaveAccessibleDescription(/New Password required/);
  await form.confirmPassword.fill('a');
  await form.confirmPassword.fill('');
  await expect(form.confirmPassword).toHaveAccessibleDescription(/Confirm Password is required/);
  await form.newPassword.fill('abc');
  await form.newPassword.blur();
  await expect(form.newPassword).toHaveAccessibleDescription(/Must have at least 6 characters/);
  await form.newPassword.fill(newPassword);
  await form.confirmPassword.fill('Different1!');
  await expect(form.confirmPassword).toHaveAccessibleDescription('Password Not matching');
  await expect(submit).toBeDisabled();
  await checkScreen(page, testInfo, 'create-password-errors');

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

test('/client-create-password/Jane/invite-code-123: the strength meter follows the typing; the link works once', async ({
  page,
}, testInfo) => {
  await page.goto('/client-create-password/Jane/invite-code-123');
  await expect(
    page.getByRole('heading', { name: "Hi Jane, you've been added to the CRM, Please choose the password..." }),
  ).toBeVisible();
  const form = passwordForm(page);
  const submit = page.getByRole('button', { name: 'Continue' });
  await expect(form.terms).toBeChecked();
  await expect(submit).toBeDisabled();
  await expect(form.meter).toHaveAttribute('aria-valuenow', '0');

  // Typed key by key, as a person does: the level at each step (docs/requirements.md, Password screens).
  const levels: [string, string, string][] = [
    ['a', 'Weak', '1'],
    ['bcdefgh1', 'Weak', '1'], // "abcdefgh1": 9 characters, not more than 9
    ['2', 'Medium', '2'], // a letter, later a digit, 10 characters
    ['!', 'Secure', '3'], // then a special character
  ];
  for (const [keys, label, value] of levels) {
    await form.newPassword.pressSequentially(keys);
    await expect(form.meter, `after typing "${keys}"`).toHaveAttribute('aria-valuetext', label);
    await expect(form.meter).toHaveAttribute('aria-valuenow', value);
    await expect(form.meter.locator('..'), 'the level is also written beside the bars').toContainText(label);
  }
  await form.newPassword.press('Space');
  await expect(form.newPassword, 'the space key does nothing').toHaveValue('abcdefgh12!');

  await form.showNew.click();
  await expect(form.newPassword).toHaveAttribute('type', 'text');
  await form.confirmPassword.fill('abcdefgh12!');
  await expect(form.confirmPassword).toHaveAccessibleDescription('Passwords match');
  await expect(submit).toBeEnabled();
  await checkScreen(page, testInfo, 'client-create-password');

  await form.terms.uncheck();
  await expect(submit, 'the terms are required').toBeDisabled();
  await form.terms.check();
  await submit.click();
  await expect(page).toHaveURL(atPath('/'));

  await page.goto('/client-create-password/Jane/invite-code-123');
  await form.newPassword.fill('abcdefgh12!');
  await form.confirmPassword.fill('abcdefgh12!');
  await submit.click();
  await expect(form.alert).toHaveText('This link has already been used. Please ask for a new one.');
  await expect(form.newPassword, 'the typed password is kept').toHaveValue('abcdefgh12!');
  await checkScreen(page, testInfo, 'client-create-password-used-link');
});

interface Layout {
  /** The tops of the submit button, the quote panel and the footer, read in one frame. */
  tops(): number[];
  /** The layout shifts that came without recent input, as CLS counts them, since the watch began. */
  shifts: number[];
  /** Both, read in the DOM mutation that wrote the success line. */
  atSuccess?: { tops: number[]; cls: number };
}

/** Starts watching the page's layout: what Layout holds, on `window.layout`. */
async function watchLayout(page: Page): Promise<void> {
  await page.evaluate(() => {
    const layout: Layout = {
      tops: () =>
        ['main button[type=submit]', 'aside', 'footer'].map((selector) =>
          Math.round(document.querySelector(selector)!.getBoundingClientRect().top),
        ),
      shifts: [],
    };
    (window as unknown as { layout: Layout }).layout = layout;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) layout.shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main [role=status]')?.textContent) return;
      layout.atSuccess = { tops: layout.tops(), cls: layout.shifts.reduce((sum, value) => sum + value, 0) };
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const tops = (page: Page) => page.evaluate(() => (window as unknown as { layout: Layout }).layout.tops());

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
      // The success line shows for 0.5 s, then the sign-in page: what it saw was kept.
      await expect(page).toHaveURL(atPath('/'));
      const atSuccess = await page.evaluate(() => (window as unknown as { layout: Layout }).layout.atSuccess);
      expect(atSuccess?.tops, 'at the success').toEqual(before);
      expect(atSuccess?.cls, 'the layout shifts without recent input').toBeLessThanOrEqual(0.005);
    });
  });
}

test('network-error on a password screen: a clear message and the typed passwords are kept', async ({ page }) => {
  await page.goto('/create-password/reset-code-123?scenario=network-error');
  const form = passwordForm(page);
  await form.newPassword.fill('Changed1Pass!');
  await form.confirmPassword.fill('Changed1Pass!');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.alert).toHaveText(GENERIC_ERROR);
  await expect(form.newPassword).toHaveValue('Changed1Pass!');
  await expect(form.confirmPassword).toHaveValue('Changed1Pass!');
});
