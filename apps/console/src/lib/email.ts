import * as z from 'zod/mini';
import { maxLengthOf, tooLongText } from './field-limits';

/** The longest address the API accepts. */
export const EMAIL_MAX_LENGTH = maxLengthOf('email');

/** The e-mail texts of every screen that asks for an address (docs/requirements.md), verbatim. */
export const EMAIL_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please Enter valid Email',
  tooLong: tooLongText('Email', EMAIL_MAX_LENGTH),
} as const;

/** Something@something.tld, with no spaces: what the login accepts and the other screens too. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * An e-mail field, read trimmed: required, within the API's limit, then well-formed. A value breaking
 * several rules shows the first of them (react-hook-form's resolver keeps a field's first issue).
 */
export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMAIL_MESSAGES.required),
    z.maxLength(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong),
    z.regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid),
  );
