import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetTheBuiltPage, hydrateBuiltPage } from '@/testing/built-page';
import { LoginPage } from './login-page';
import { encryptPassword } from './remember-me-cipher';
const ADMIN = { email: 'admin@crm.test', password: 'Admin@12345' };

afterEach(forgetTheBuiltPage);

/**
 * What a reload does: index.html holds the sign-in page built ahead, the browser puts its own
 * values into the fields (`before`), then the app hydrates the page and its effects run.
 */
function loadSignInPage(before: (fields: { email: HTMLInputElement; remember: HTMLInputElement }) => void) {
  return hydrateBuiltPage(<LoginPage />, (field) => before({ email: field('email'), remember: field('remember') }), {
    routed: true,
  });
}

describe('remember me on a page the browser has already filled', () => {
  it('fills the password when the browser restored the remembered e-mail and the ticked box', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', encryptPassword(ADMIN.password));
    await loadSignInPage(({ email, remember }) => {
      // Firefox's form restoration on F5: no input event, the values are simply there.
      email.value = ADMIN.email;
      remember.checked = true;
    });
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(ADMIN.password));
    expect(screen.getByLabelText('Email')).toHaveValue(ADMIN.email);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('keeps another e-mail typed before the app took over, and fills nothing', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', encryptPassword(ADMIN.password));
    await loadSignInPage(({ email }) => {
      email.value = 'someone@crm.test';
    });
    // The app has taken over: its captcha is there, and the prefill has had its turn.
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    expect(screen.getByLabelText('Email')).toHaveValue('someone@crm.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });
});
