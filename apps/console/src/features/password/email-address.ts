import * as z from 'zod/mini';

/** The login screen's e-mail texts (spec §5), reused so both screens speak alike. */
export const EMAIL_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please Enter valid Email',
} as const;

export const emailAddressSchema = z
  .string()
  .check(z.trim(), z.minLength(1, EMAIL_MESSAGES.required), z.regex(z.regexes.email, EMAIL_MESSAGES.invalid));

export function isEmailAddress(value: string): boolean {
  return z.safeParse(emailAddressSchema, value).success;
}
