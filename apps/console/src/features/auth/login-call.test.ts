import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { testApi } from '@/testing/api';
import { logIn } from './login-call';
import { decryptPassword } from './remember-me-cipher';

const ADMIN = { email: 'admin@crm.test', password: 'Admin@12345' };
const values = (overrides: Partial<Parameters<typeof logIn>[1]> = {}) => ({
  ...ADMIN,
  remember: false,
  captchaToken: 'token',
  ...overrides,
});

describe('logIn, on the mock API', () => {
  it('comes to a session for an administrator without a second step', async () => {
    const outcome = await logIn(testApi, values());
    expect(outcome.kind).toBe('session');
    expect(outcome.kind === 'session' && outcome.session.user.email).toBe(ADMIN.email);
  });

  it('comes to a second step for an administrator who has one', async () => {
    const outcome = await logIn(testApi, values({ email: '2fa@crm.test' }));
    expect(outcome).toMatchObject({ kind: 'challenge', challenge: { is_auth_required: true } });
  });

  it.each([
    [{ password: 'Wrong@12345' }, { text: 'Invalid Password', target: 'password' }],
    [{ email: 'nobody@crm.test' }, { text: 'Invalid email address', target: 'email' }],
    [{ captchaToken: 'invalid-captcha' }, { text: 'Invalid Captcha', target: 'captcha' }],
  ])('comes to a refusal with where it belongs (%o)', async (change, refusal) => {
    expect(await logIn(testApi, values(change))).toEqual({ kind: 'refused', ...refusal });
  });

  it('remembers the credentials when the box is ticked, refused or not', async () => {
    await logIn(testApi, values({ remember: true, password: 'Wrong@12345' }));
    expect(Cookies.get('email')).toBe(ADMIN.email);
    expect(decryptPassword(Cookies.get('password') ?? '')).toBe('Wrong@12345');
  });

  it('forgets them when it is not', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', 'cipher');
    await logIn(testApi, values());
    expect(Cookies.get('email')).toBeUndefined();
    expect(Cookies.get('password')).toBeUndefined();
  });
});
