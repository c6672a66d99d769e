import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { emailSchema } from '@/lib/email-schema';
import { MIN_PASSWORD_LENGTH } from '@/lib/password-rules';
import { PASSWORD_FIELD_MAX_LENGTH, PASSWORD_FORM_MESSAGES as M } from './password-fields';
import type { ForgotPasswordValues, PasswordFormValues } from './password-fields';

/*
 * The rules of the password screens' forms, with zod: a chunk of their own, asked for once a form is
 * the app's (src/lib/lazy-rules.ts).
 */

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

const forgotPasswordSchema = z.object({ email: emailSchema }) satisfies z.ZodMiniType<
  ForgotPasswordValues,
  ForgotPasswordValues
>;

export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
/** A client's invitation: the terms box is required. */
export const createPasswordResolver = zodResolver(passwordFormSchema({ requireTerms: true }));
/** An administrator's reset link. */
export const resetPasswordResolver = zodResolver(passwordFormSchema({ requireTerms: false }));
