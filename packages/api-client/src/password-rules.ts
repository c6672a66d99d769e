/**
 * The shortest password the product accepts (docs/requirements.md, Validation), and the texts that
 * name the password rules. The console checks them before sending, the mock answers "Password too
 * short" below the length, and the error catalogue shows the same texts for the server's answers.
 */
export const MIN_PASSWORD_LENGTH = 6;

/** What the user reads for a password shorter than MIN_PASSWORD_LENGTH, from the form or the server. */
export const PASSWORD_TOO_SHORT_TEXT = `Must have at least ${MIN_PASSWORD_LENGTH} characters`;

/** What the user reads when the confirmation differs from the new password, from the form or the server. */
export const PASSWORDS_NOT_MATCHING_TEXT = 'Password Not matching';
