import { EMAIL_MESSAGES, emailRule } from '@/lib/email';
import { maxLengthOf, tooLongText } from '@/lib/field-limits';
import { MIN_PASSWORD_LENGTH } from '@/lib/password-rules';
import type { FormRules } from '@/lib/plain-form';

export const PASSWORD_MAX_LENGTH = maxLengthOf('password');

/** The sign-in texts (docs/requirements.md), verbatim. */
export const LOGIN_MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password should be upto 6 characters',
  passwordTooLong: tooLongText('Password', PASSWORD_MAX_LENGTH),
  captchaRequired: 'Please Select Captcha',
  authCodeRequired: 'Authentication code is required.',
} as const;

/** The second step's code: as many digits as the API's auth_code allows. */
export const AUTH_CODE_LENGTH = maxLengthOf('auth_code');
export const AUTH_CODE_PATTERN = new RegExp(`^[0-9]{${AUTH_CODE_LENGTH}}$`);

export interface LoginInput {
  email: string;
  password: string;
  captchaToken: string;
  remember: boolean;
}

/** The required texts of the sign-in form wait for a submit; the others show once a field is left. */
export const loginRules: FormRules<LoginInput> = {
  email: emailRule({ requiredAfterSubmitOnly: true }),
  password: (value) => {
    if (value === '') return { message: LOGIN_MESSAGES.passwordRequired, afterSubmitOnly: true };
    if (value.length > PASSWORD_MAX_LENGTH) return { message: LOGIN_MESSAGES.passwordTooLong };
    return value.length < MIN_PASSWORD_LENGTH ? { message: LOGIN_MESSAGES.passwordTooShort } : undefined;
  },
  captchaToken: (value) =>
    value === '' ? { message: LOGIN_MESSAGES.captchaRequired, afterSubmitOnly: true } : undefined,
};

export interface TwoFactorInput {
  auth_code: string;
}

export const twoFactorRules: FormRules<TwoFactorInput> = {
  auth_code: (value) => (value === '' ? { message: LOGIN_MESSAGES.authCodeRequired } : undefined),
};
