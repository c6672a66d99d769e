import * as z from 'zod/mini';
import { SERVER_MESSAGE_TEXTS } from '@/lib/error-messages';

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

/** The texts of spec §5, verbatim, plus those of the rules the spec leaves without a text. */
export const PASSWORD_FORM_MESSAGES = {
  newPasswordRequired: 'New Password required',
  newPasswordTooShort: `Must have at least ${MIN_PASSWORD_LENGTH} characters`,
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsNotMatching: 'Password Not matching',
  // The space key is blocked, but a paste, autofill or drop can still bring a space in.
  noSpaces: 'Spaces are not allowed in a password.',
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
        z.refine((value) => !/\s/.test(value), M.noSpaces),
      ),
      confirm_password: z.string().check(z.minLength(1, M.confirmPasswordRequired)),
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
