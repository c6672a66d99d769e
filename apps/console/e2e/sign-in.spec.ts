import { ADMIN, atPath, fillLogin, loginForm, signIn, tabTo } from './support/console';
import { expect, test } from './support/fixtures';

/*
 * What only a browser proves of the sign-in: the whole way in, the keyboard, real cookies, a click
 * that a message appearing on blur could move. The texts, rules, errors and the busy button are
 * proven on the real mock handlers in src/features/auth/login-page.test.tsx.
 */

test('an administrator signs in and lands on /admin/users', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  await expect(page.getByText(/^Good (Morning|Afternoon)$/)).toBeVisible();
  await expect(form.heading).toBeVisible();
  await expect(form.email).toHaveAttribute('autocomplete', 'username');
  await expect(form.password).toHaveAttribute('autocomplete', 'current-password');

  await fillLogin(page, ADMIN);
  await form.submit.click();
  await expect(page).toHaveURL(atPath('/admin/users'));
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText(ADMIN.email)).toBeVisible();
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
});

test('a person signs in with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  // The app has taken the page over: the captcha shows (the built page's Show is not the app's yet).
  await expect(form.captcha).toBeVisible();

  await tabTo(page, form.email);
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(form.password).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await tabTo(page, form.showPassword);
  await page.keyboard.press('Enter');
  await expect(form.password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Enter');
  await expect(form.password).toHaveAttribute('type', 'password');
  await tabTo(page, form.remember);
  await page.keyboard.press('Space');
  await expect(form.remember).toBeChecked();
  await tabTo(page, form.captcha);
  await page.keyboard.press('Space');
  await expect(form.captcha).toBeChecked();
  await tabTo(page, form.submit);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(atPath('/admin/users'));
  const logOut = page.getByRole('button', { name: 'Log out' });
  await tabTo(page, logOut);
  await page.keyboard.press('Enter');
  await expect(form.heading).toBeVisible();
});

test('remember me survives a reload: e-mail and password prefilled, box ticked', async ({ page, context }) => {
  await signIn(page, ADMIN, { remember: true });
  const cookies = await context.cookies();
  const password = cookies.find((cookie) => cookie.name === 'password');
  expect(decodeURIComponent(cookies.find((cookie) => cookie.name === 'email')?.value ?? '')).toBe(ADMIN.email);
  expect(password?.value, 'the password cookie exists').toBeTruthy();
  expect(decodeURIComponent(password!.value), 'the password is not stored in clear').not.toContain(ADMIN.password);
  expect(password?.sameSite).toBe('Strict');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(loginForm(page).heading).toBeVisible();
  await page.reload();
  const form = loginForm(page);
  await expect(form.email).toHaveValue(ADMIN.email);
  await expect(form.password).toHaveValue(ADMIN.password);
  await expect(form.remember).toBeChecked();
  await expect(page.getByText(/^Good (Morning|Afternoon), Ada$/)).toBeVisible();

  await form.remember.uncheck();
  await form.captcha.check();
  await form.submit.click();
  await expect(page).toHaveURL(atPath('/admin/users'));
  const left = (await context.cookies()).map((cookie) => cookie.name);
  expect(left, 'unticked: both cookies are deleted').not.toContain('password');
  expect(left).not.toContain('email');
});

test.describe('a click right after leaving a field lands where it was aimed', () => {
  // The field's error appears on blur, which the mouse press causes: if it pushes the target down
  // before the button is released, the click is lost. A person then has to click twice.
  test('"Forgotten password" right after typing an invalid e-mail', async ({ page }) => {
    await page.goto('/');
    await loginForm(page).email.fill('not-an-email');
    await loginForm(page).forgotten.click();
    await expect(page).toHaveURL(atPath('/forgot-password'));
  });

  test('"Back to login" on the second step, whose empty code field has the focus', async ({ page }) => {
    await page.goto('/');
    await fillLogin(page, { email: '2fa@crm.test', password: ADMIN.password });
    await loginForm(page).submit.click();
    await expect(page.getByLabel('Enter 6-digit code')).toBeFocused();
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(loginForm(page).heading).toBeVisible();
  });
});
