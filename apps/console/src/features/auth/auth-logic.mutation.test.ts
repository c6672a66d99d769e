import { describe, expect, it } from 'vitest';
import { greetingFor, greetingText } from '@/lib/greeting-text';
import { AUTH_CODE_PATTERN, LOGIN_MESSAGES, loginRules, PASSWORD_MAX_LENGTH, twoFactorRules } from './login-schema';
import { forgetCredentials, readRememberedEmail, readRememberedPassword, rememberCredentials } from './remember-me';
import { secondStepOf, withSecondStep } from './second-step-history';

describe('the greeting', () => {
  it('says Good Morning up to 11:59, Good Afternoon from noon', () => {
    expect(greetingFor(new Date(2026, 10, 21, 0, 0))).toBe('Good Morning');
    expect(greetingFor(new Date(2026, 10, 21, 11, 59))).toBe('Good Morning');
    expect(greetingFor(new Date(2026, 10, 21, 12, 0))).toBe('Good Afternoon');
    expect(greetingFor(new Date(2026, 10, 21, 23, 59))).toBe('Good Afternoon');
  });

  it('adds the remembered name when there is one', () => {
    expect(greetingText(new Date(2026, 10, 21, 9), 'Ada')).toBe('Good Morning, Ada');
    expect(greetingText(new Date(2026, 10, 21, 15), undefined)).toBe('Good Afternoon');
    expect(greetingText(new Date(2026, 10, 21, 15), '')).toBe('Good Afternoon');
  });
});

describe('the second step in history', () => {
  it('reads the marker of the entry, or none', () => {
    expect(secondStepOf({ secondStep: 'c1', other: 1 })).toBe('c1');
    for (const state of [null, undefined, 'c1', {}, { secondStep: 1 }]) expect(secondStepOf(state)).toBeUndefined();
  });

  it('sets or removes the marker, keeping the rest of the state', () => {
    expect(withSecondStep({ usr: 'x', secondStep: 'old' }, 'new')).toEqual({ usr: 'x', secondStep: 'new' });
    expect(withSecondStep({ usr: 'x', secondStep: 'old' }, null)).toEqual({ usr: 'x' });
    expect(withSecondStep(null, 'c1')).toEqual({ secondStep: 'c1' });
    expect(withSecondStep('not an object', null)).toEqual({});
  });
});

describe('the sign-in rules', () => {
  it('ask for the e-mail, the password and the captcha after a submit', () => {
    expect(loginRules.email?.('')).toMatchObject({ afterSubmitOnly: true });
    expect(loginRules.password?.('')).toEqual({ message: 'Password is required', afterSubmitOnly: true });
    expect(loginRules.captchaToken?.('')).toEqual({
      message: 'Please Select Captcha',
      afterSubmitOnly: true,
    });
    expect(loginRules.captchaToken?.('token')).toBeUndefined();
  });

  it('take a password of 6 characters up to the limit', () => {
    const rule = loginRules.password!;
    expect(rule('12345')).toEqual({ message: 'Password should be upto 6 characters' });
    expect(rule('123456')).toBeUndefined();
    expect(rule('a'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(rule('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual({ message: LOGIN_MESSAGES.passwordTooLong });
    expect(LOGIN_MESSAGES.passwordTooLong).toBe(`Password can be at most ${PASSWORD_MAX_LENGTH} characters.`);
  });

  it('ask for the code of the second step, made of exactly six digits', () => {
    expect(twoFactorRules.auth_code?.('')).toEqual({ message: 'Authentication code is required.' });
    expect(twoFactorRules.auth_code?.('123456')).toBeUndefined();
    expect(AUTH_CODE_PATTERN.test('123456')).toBe(true);
    for (const code of ['12345', '1234567', '12345a']) expect(AUTH_CODE_PATTERN.test(code)).toBe(false);
  });
});

describe('remember me', () => {
  it('keeps the e-mail and an enciphered password, and reads them back while both exist', async () => {
    expect(readRememberedEmail()).toBeNull();
    expect(await readRememberedPassword()).toBeNull();
    await rememberCredentials({ email: 'ada@crm.test', password: 'Admin@12345' });
    expect(document.cookie).toContain('email=ada@crm.test');
    expect(document.cookie).not.toContain('Admin@12345');
    expect(readRememberedEmail()).toBe('ada@crm.test');
    expect(await readRememberedPassword()).toBe('Admin@12345');
    document.cookie = 'email=; path=/; max-age=0';
    expect(readRememberedEmail()).toBeNull();
    expect(await readRememberedPassword()).toBeNull();
  });

  it('reads nothing once forgotten, or with the e-mail cookie alone', async () => {
    await rememberCredentials({ email: 'ada@crm.test', password: 'Admin@12345' });
    forgetCredentials();
    expect(document.cookie).toBe('');
    document.cookie = 'email=ada@crm.test; path=/';
    expect(readRememberedEmail()).toBeNull();
    expect(await readRememberedPassword()).toBeNull();
  });
});
