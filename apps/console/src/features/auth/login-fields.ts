import { EMAIL_MESSAGES } from '@/lib/email';
import { maxLengthOf, tooLongText } from '@/lib/field-limits';

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

/**
 * The texts of the sign-in form that wait for its first submit (docs/requirements.md, Validation:
 * "shown after a submit"): the required ones. Every other text shows once its field is left.
 */
const AFTER_SUBMIT_ONLY: ReadonlySet<string | undefined> = new Set([
  LOGIN_MESSAGES.emailRequired,
  LOGIN_MESSAGES.passwordRequired,
  LOGIN_MESSAGES.captchaRequired,
]);

/** The text a sign-in field shows for `message`, its first problem: none yet when it waits for a submit. */
export function shownLoginMessage(message: string | undefined, submitted: boolean): string | undefined {
  return submitted || !AFTER_SUBMIT_ONLY.has(message) ? message : undefined;
}

export interface TwoFactorInput {
  auth_code: string;
  device_access: boolean;
}
