import { describe, expect, it } from 'vitest';
import { CODES } from '@crm/mock-server';
import { PASSWORD_FORM_MESSAGES as M, PASSWORD_FIELD_MAX_LENGTH } from './password-fields';
import { forgotPasswordRules, passwordFormRules } from './password-form-rules';
import { passwordFormSchema } from './password-form-schema';
import { EMAIL_MESSAGES } from '@/lib/email';
import { testApi } from '@/testing/api';
import { submitPassword } from './submit-password';

const valid = { new_password: 'Admin@123', confirm_password: 'Admin@123', fpcode: 'code', termAndCondition: true };

function problems(values: Partial<typeof valid>, requireTerms = true): Record<string, string> {
  const result = passwordFormSchema({ requireTerms }).safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries([...result.error.issues].reverse().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the password form rules', () => {
  it('take a valid form, and a 6-character password', () => {
    expect(problems({})).toEqual({});
    expect(problems({ new_password: 'Ab@123', confirm_password: 'Ab@123' })).toEqual({});
  });

  it('word each broken rule on its own field', () => {
    expect(problems({ new_password: '', confirm_password: '' })).toMatchObject({
      new_password: M.newPasswordRequired,
      confirm_password: M.confirmPasswordRequired,
    });
    expect(problems({ new_password: 'Ab@12', confirm_password: 'Ab@12' })).toEqual({
      new_password: M.newPasswordTooShort,
    });
    expect(problems({ new_password: 'Ab@ 123', confirm_password: 'Ab@ 123' })).toEqual({ new_password: M.noSpaces });
    expect(problems({ confirm_password: 'Admin@124' })).toEqual({ confirm_password: M.passwordsNotMatching });
    expect(problems({ fpcode: '' })).toEqual({ fpcode: M.resetCodeRequired });
    expect(problems({ termAndCondition: false })).toEqual({ termAndCondition: M.termsRequired });
    expect(problems({ termAndCondition: false }, false)).toEqual({});
  });

  it('stop at the limits of the API', () => {
    const longest = 'a'.repeat(PASSWORD_FIELD_MAX_LENGTH.new_password);
    expect(problems({ new_password: longest, confirm_password: longest })).toEqual({});
    const longer = `${longest}a`;
    expect(problems({ new_password: longer, confirm_password: longer })).toMatchObject({
      new_password: M.newPasswordTooLong,
      confirm_password: M.confirmPasswordTooLong,
    });
    expect(M.newPasswordTooShort).toBe('Must have at least 6 characters');
  });

  it('are what each form checks with, loaded apart', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const unticked = { ...valid, termAndCondition: false };
    expect((await passwordFormRules.change.resolver(unticked, undefined, options)).errors).toEqual({});
    const created = await passwordFormRules.create.resolver(unticked, undefined, options);
    expect(created.errors.termAndCondition?.message).toBe(M.termsRequired);
    const forgotten = await forgotPasswordRules.resolver({ email: ' ' }, undefined, options);
    expect(forgotten.errors.email?.message).toBe(EMAIL_MESSAGES.required);
  });
});

describe('submitPassword on the mock', () => {
  const form = (fpcode: string) => ({ ...valid, new_password: 'NewPass@1', confirm_password: 'NewPass@1', fpcode });

  it('changes the password with a live reset code, then calls the used code a dead link', async () => {
    expect(await submitPassword(testApi, 'change', form(CODES.reset), 'admin@crm.test')).toEqual({ ok: true });
    expect(await submitPassword(testApi, 'change', form(CODES.reset), undefined)).toMatchObject({
      ok: false,
      linkDead: true,
    });
  });

  it('creates a client password with the invitation, and calls an unknown code a dead link', async () => {
    expect(await submitPassword(testApi, 'create', form(CODES.invite), undefined)).toEqual({ ok: true });
    expect(await submitPassword(testApi, 'create', form('no-such-code'), undefined)).toMatchObject({
      ok: false,
      linkDead: true,
    });
  });

  it('keeps the link alive for a failure of the form, not of the code', async () => {
    const outcome = await submitPassword(
      testApi,
      'create',
      { ...form(CODES.invite), termAndCondition: false },
      undefined,
    );
    expect(outcome).toMatchObject({ ok: false, linkDead: false });
    expect(outcome.ok || outcome.text).toBeTruthy();
  });
});
