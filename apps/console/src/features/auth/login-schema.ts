import { EMAIL_MESSAGES, emailRule } from '@/lib/email';
import type { FormRules } from '@/lib/plain-form';

/** The sign-in texts (docs/requirements.md), verbatim. */
export const LOGIN_MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password should be upto 6 characters',
  captchaRequired: 'Please Select Captcha',
  authCodeRequired: 'Authentication code is required.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const AUTH_CODE_LENGTH = 6;
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
