import { SERVER_MESSAGE_TEXTS } from '@/lib/error-messages';
import { maxLengthOf, tooLongText } from '@/lib/field-limits';

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

export interface PasswordFormValues {
  new_password: string;
  confirm_password: string;
  fpcode: string;
  termAndCondition: boolean;
}

export interface ForgotPasswordValues {
  email: string;
}
