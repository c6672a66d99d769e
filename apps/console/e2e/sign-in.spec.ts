import { ADMIN, GENERIC_ERROR, atPath, fillLogin, loginForm, signIn, tabTo } from './support/console';
import { checkScreen, expect, test } from './support/fixtures';

test('an administrator signs in and lands on /admin/users', async ({ page }, testInfo) => {
  await page.goto('/');
  const form = loginForm(page);
  await expect(page.getByText(/^Good (Morning|Afternoon)$/)).toBeVisible();
  await expect(form.heading).toBeVisible();
  await expect(form.email).toHaveAttribute('autocomplete', 'username');
  await expect(form.password).toHaveAttribute('autocomplete', 'current-password');
  await checkScreen(page, testInfo, 'login');

  await fillLogin(page, ADMIN);
  await form.submit.click();
  await expect(page).toHaveURL(atPath('/admin/users'));
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText(ADMIN.email)).toBeVisible();
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  await checkScreen(page, testInfo, 'admin-users');
});

test('/admin exactly is the login page too', async ({ page }) => {
  await page.goto('/admin');
  await expect(loginForm(page).heading).toBeVisible();
  await expect(page).toHaveURL(atPath('/admin'));
});

test('a person signs in with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  await expect(form.heading).toBeVisible();

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

test('the validation texts of the login form', async ({ page }, testInfo) => {
  await page.goto('/');
  const form = loginForm(page);
  await form.submit.click();
  await expect(form.email).toHaveAccessibleDescription('Email address is required');
  await expect(form.password).toHaveAccessibleDescription('Password is required');
  await expect(page.getByText('Please Select Captcha')).toBeVisible();
  await expect(page).toHaveURL(atPath('/'));
  await checkScreen(page, testInfo, 'login-required-errors');

  await form.email.fill('not-an-email');
  await form.password.fill('abc');
  await form.password.blur();
  await expect(form.email).toHaveAccessibleDescription('Please Enter valid Email');
  await expect(form.password).toHaveAccessibleDescription('Password should be upto 6 characters');
  await checkScreen(page, testInfo, 'login-invalid-values');
});

test.describe('each error of the catalogue', () => {
  test('an unknown e-mail shows "Invalid email address" under the e-mail', async ({ page }, testInfo) => {
    await page.goto('/');
    await fillLogin(page, { email: 'nobody@crm.test', password: ADMIN.password });
    await loginForm(page).submit.click();
    await expect(loginForm(page).email).toHaveAccessibleDescription('Invalid email address');
    await expect(loginForm(page).captcha, 'the captcha resets after a failure').not.toBeChecked();
    await checkScreen(page, testInfo, 'login-unknown-email');
  });

  test('a wrong password shows "Invalid Password" under the password', async ({ page }) => {
    await page.goto('/');
    await fillLogin(page, { email: ADMIN.email, password: 'Wrong@12345' });
    await loginForm(page).submit.click();
    await expect(loginForm(page).password).toHaveAccessibleDescription('Invalid Password');
    await expect(loginForm(page).email).toHaveValue(ADMIN.email);
  });

  test('?scenario=invalid-captcha shows "Invalid Captcha"', async ({ page }, testInfo) => {
    await page.goto('/?scenario=invalid-captcha');
    await fillLogin(page, ADMIN);
    await loginForm(page).submit.click();
    await expect(page.getByText('Invalid Captcha', { exact: true })).toBeVisible();
    await expect(loginForm(page).captcha).not.toBeChecked();
    await checkScreen(page, testInfo, 'login-invalid-captcha');
  });

  test('?scenario=invalid-ip shows the banner "This IP can not access Admin"', async ({ page }, testInfo) => {
    await page.goto('/?scenario=invalid-ip');
    await fillLogin(page, ADMIN);
    await loginForm(page).submit.click();
    await expect(page.getByRole('alert')).toHaveText('This IP can not access Admin');
    await expect(page).toHaveURL(atPath('/?scenario=invalid-ip'));
    await checkScreen(page, testInfo, 'login-invalid-ip');
  });
});

for (const scenario of ['server-error', 'network-error'] as const) {
  test(`${scenario}: a clear message, and what was typed is kept`, async ({ page }, testInfo) => {
    await page.goto(`/?scenario=${scenario}`);
    await fillLogin(page, ADMIN);
    await loginForm(page).submit.click();
    await expect(page.getByRole('alert')).toHaveText(GENERIC_ERROR);
    await expect(loginForm(page).email).toHaveValue(ADMIN.email);
    await expect(loginForm(page).password).toHaveValue(ADMIN.password);
    await expect(loginForm(page).submit).toBeEnabled();
    if (scenario === 'server-error') await checkScreen(page, testInfo, 'login-server-error');
  });
}

test('the Login button is busy during a slow call and a second press sends nothing', async ({ page }) => {
  await page.goto('/?scenario=slow');
  await fillLogin(page, ADMIN);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/admin/login')) logins.push(request.method());
  });
  await loginForm(page).submit.click();
  await expect(loginForm(page).submit).toBeDisabled();
  await page.keyboard.press('Enter');
  // About 3 s for the login, 1 s before the redirect, about 3 s for the guard's check.
  await expect(page).toHaveURL(atPath('/admin/users'), { timeout: 20_000 });
  expect(logins.filter((method) => method === 'POST')).toHaveLength(1);
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
