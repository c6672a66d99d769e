import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { emailSchema } from '@/lib/email-schema';
import { MIN_PASSWORD_LENGTH } from '@/lib/password-rules';
import { LOGIN_MESSAGES, PASSWORD_MAX_LENGTH } from './login-fields';
import type { LoginInput, TwoFactorInput } from './login-fields';

/*
 * The rules of the sign-in's two forms, with zod: a chunk of their own, asked for once a form is the
 * app's (src/lib/lazy-rules.ts).
 */

/** The sign-in form's rules; a field breaking several shows the first. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(1, LOGIN_MESSAGES.passwordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.passwordTooLong),
      z.minLength(MIN_PASSWORD_LENGTH, LOGIN_MESSAGES.passwordTooShort),
    ),
  captchaToken: z.string().check(z.minLength(1, LOGIN_MESSAGES.captchaRequired)),
  remember: z.boolean(),
}) satisfies z.ZodMiniType<LoginInput, LoginInput>;

/** The second step's rules: the code is required (the button waits for its six digits). */
export const twoFactorSchema = z.object({
  auth_code: z.string().check(z.minLength(1, LOGIN_MESSAGES.authCodeRequired)),
  device_access: z.boolean(),
}) satisfies z.ZodMiniType<TwoFactorInput, TwoFactorInput>;

export const loginResolver = zodResolver(loginSchema);
export const twoFactorResolver = zodResolver(twoFactorSchema);
