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
