import * as z from 'zod/mini';
import { SERVER_MESSAGE_TEXTS } from '@/lib/error-messages';
import { maxLengthOf, tooLongText } from '@/lib/field-limits';
import { MIN_PASSWORD_LENGTH } from '@/lib/password-rules';

export { MIN_PASSWORD_LENGTH };

/** The longest values the API accepts for the two fields. */
export const PASSWORD_FIELD_MAX_LENGTH = {
  new_password: maxLengthOf('new_password'),
  confirm_password: maxLengthOf('confirm_password'),
} as const;

/**
 * The texts of docs/requirements.md (Password screens), verbatim, plus those of the rules it
 * leaves without a text.
 */
export const PASSWORD_FORM_MESSAGES = {
  newPasswordRequired: 'New Password required',
  newPasswordTooShort: SERVER_MESSAGE_TEXTS['Password too short'].text,
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsNotMatching: SERVER_MESSAGE_TEXTS['Passwords do not match'].text,
  // The space key is blocked, but a paste, autofill or drop can still bring a space in.
  noSpaces: 'Spaces are not allowed in a password.',
  newPasswordTooLong: tooLongText('New Password', PASSWORD_FIELD_MAX_LENGTH.new_password),
  confirmPasswordTooLong: tooLongText('Confirm Password', PASSWORD_FIELD_MAX_LENGTH.confirm_password),
  termsRequired: SERVER_MESSAGE_TEXTS['Terms and conditions must be accepted'].text,
  resetCodeRequired: SERVER_MESSAGE_TEXTS['Invalid reset code'].text,
} as const;

const M = PASSWORD_FORM_MESSAGES;

export interface PasswordFormValues {
  new_password: string;
  confirm_password: string;
  fpcode: string;
  termAndCondition: boolean;
}

/** The form's rules; the terms box is required only in create (client) mode. */
export function passwordFormSchema({ requireTerms }: { requireTerms: boolean }) {
  return z
    .object({
      new_password: z.string().check(
        z.minLength(1, M.newPasswordRequired),
        z.minLength(MIN_PASSWORD_LENGTH, M.newPasswordTooShort),
        z.maxLength(PASSWORD_FIELD_MAX_LENGTH.new_password, M.newPasswordTooLong),
        z.refine((value) => !/\s/.test(value), M.noSpaces),
      ),
      confirm_password: z
        .string()
        .check(
          z.minLength(1, M.confirmPasswordRequired),
          z.maxLength(PASSWORD_FIELD_MAX_LENGTH.confirm_password, M.confirmPasswordTooLong),
        ),
      fpcode: z.string().check(z.minLength(1, M.resetCodeRequired)),
      termAndCondition: z.boolean().check(z.refine((accepted) => accepted || !requireTerms, M.termsRequired)),
    })
    .check(
      z.refine((values) => values.confirm_password === '' || values.confirm_password === values.new_password, {
        path: ['confirm_password'],
        error: M.passwordsNotMatching,
      }),
    ) satisfies z.ZodMiniType<PasswordFormValues, PasswordFormValues>;
}
