import * as z from 'zod/mini';

/** Spec §5, verbatim: the e-mail texts of every screen that asks for an address. */
export const EMAIL_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please Enter valid Email',
} as const;

/** Something@something.tld, with no spaces: what the login accepts and the other screens too. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** An e-mail field: trimmed, required, well-formed, with the spec's messages. */
export const emailSchema = z
  .string()
  .check(z.trim(), z.minLength(1, EMAIL_MESSAGES.required), z.regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid));
