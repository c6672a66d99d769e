import * as z from 'zod/mini';

/** The login screen's e-mail texts (spec §5), so that both screens speak alike. */
export const EMAIL_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please Enter valid Email',
} as const;

// The same pattern as the login screen's, so that an address the login hands over is one this
// screen accepts. It belongs in lib/ once both features can share it (a feature cannot import
// another feature).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailAddressSchema = z
  .string()
  .check(z.trim(), z.minLength(1, EMAIL_MESSAGES.required), z.regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid));

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
