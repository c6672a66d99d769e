import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { greetingFor, greetingText } from '@/lib/greeting-text';
import { AUTH_CODE_PATTERN, LOGIN_MESSAGES, PASSWORD_MAX_LENGTH, shownLoginMessage } from './login-fields';
import { loginRules, twoFactorRules } from './login-rules';
import { loginSchema, twoFactorSchema } from './login-schema';
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

/** Each field's first problem, the one its form shows (react-hook-form's resolver keeps the first). */
function firstProblems(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = z.safeParse(schema, values);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

const SIGN_IN = { email: 'ada@crm.test', password: 'Admin@12345', captchaToken: 'token', remember: false };
const problemsOf = (values: Partial<typeof SIGN_IN>) => firstProblems(loginSchema, { ...SIGN_IN, ...values });

describe('the sign-in rules', () => {
  it('ask for the e-mail, the password and the captcha', () => {
    expect(problemsOf({})).toEqual({});
    expect(problemsOf({ email: ' ', password: '', captchaToken: '' })).toEqual({
      email: 'Email address is required',
      password: 'Password is required',
      captchaToken: 'Please Select Captcha',
    });
    expect(problemsOf({ email: 'ada@crm' })).toEqual({ email: 'Please Enter valid Email' });
  });

  it('show the required texts after a submit only, the others at once', () => {
    for (const text of ['Email address is required', 'Password is required', 'Please Select Captcha']) {
      expect(shownLoginMessage(text, false), text).toBeUndefined();
      expect(shownLoginMessage(text, true), text).toBe(text);
    }
    for (const text of ['Please Enter valid Email', 'Password should be upto 6 characters', 'Invalid Password']) {
      expect(shownLoginMessage(text, false), text).toBe(text);
      expect(shownLoginMessage(text, true), text).toBe(text);
    }
    expect(shownLoginMessage(undefined, false)).toBeUndefined();
    expect(shownLoginMessage(undefined, true)).toBeUndefined();
  });

  it('take a password of 6 characters up to the limit', () => {
    expect(problemsOf({ password: '12345' })).toEqual({ password: 'Password should be upto 6 characters' });
    expect(problemsOf({ password: '123456' })).toEqual({});
    expect(problemsOf({ password: 'a'.repeat(PASSWORD_MAX_LENGTH) })).toEqual({});
    expect(problemsOf({ password: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual({
      password: LOGIN_MESSAGES.passwordTooLong,
    });
    expect(LOGIN_MESSAGES.passwordTooLong).toBe(`Password can be at most ${PASSWORD_MAX_LENGTH} characters.`);
  });

  it('send the e-mail trimmed, and the rest as typed', () => {
    const values = { email: ' ada@crm.test ', password: ' Admin@12345', captchaToken: 'token', remember: true };
    expect(z.parse(loginSchema, values)).toEqual({ ...values, email: 'ada@crm.test' });
  });

  it('ask for the code of the second step, made of exactly six digits', () => {
    expect(firstProblems(twoFactorSchema, { auth_code: '', device_access: false })).toEqual({
      auth_code: 'Authentication code is required.',
    });
    expect(firstProblems(twoFactorSchema, { auth_code: '123456', device_access: true })).toEqual({});
    expect(AUTH_CODE_PATTERN.test('123456')).toBe(true);
    for (const code of ['12345', '1234567', '12345a']) expect(AUTH_CODE_PATTERN.test(code)).toBe(false);
  });

  it('are what each form checks with, loaded apart', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const login = await loginRules.resolver({ ...SIGN_IN, password: '' }, undefined, options);
    expect(login.errors.password?.message).toBe(LOGIN_MESSAGES.passwordRequired);
    const code = await twoFactorRules.resolver({ auth_code: '', device_access: false }, undefined, options);
    expect(code.errors.auth_code?.message).toBe(LOGIN_MESSAGES.authCodeRequired);
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
