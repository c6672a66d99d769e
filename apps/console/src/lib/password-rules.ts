/** The shortest password the console accepts, at sign-in and when one is chosen (docs/requirements.md, Validation). */
export const MIN_PASSWORD_LENGTH = 6;
