import * as z from 'zod/mini';
import { EMAIL_MESSAGES, emailSchema } from '@/lib/email';

/** Spec §5, verbatim. */
export const LOGIN_MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password should be upto 6 characters',
  captchaRequired: 'Please Select Captcha',
  authCodeRequired: 'Authentication code is required.',
} as const;

/** Messages the spec shows only after a submit (§5: "shown after submit"). */
export const SHOWN_AFTER_SUBMIT: ReadonlySet<string> = new Set([
  LOGIN_MESSAGES.emailRequired,
  LOGIN_MESSAGES.passwordRequired,
  LOGIN_MESSAGES.captchaRequired,
]);

export const MIN_PASSWORD_LENGTH = 6;
export const AUTH_CODE_LENGTH = 6;
export const AUTH_CODE_PATTERN = new RegExp(`^[0-9]{${AUTH_CODE_LENGTH}}$`);

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(1, LOGIN_MESSAGES.passwordRequired),
      z.minLength(MIN_PASSWORD_LENGTH, LOGIN_MESSAGES.passwordTooShort),
    ),
  captchaToken: z.string().check(z.minLength(1, LOGIN_MESSAGES.captchaRequired)),
  remember: z.boolean(),
});

export type LoginInput = z.infer<typeof loginInputSchema>;
