/** The shortest password the console accepts, at sign-in and when one is chosen (docs/requirements.md, Validation). */
export const MIN_PASSWORD_LENGTH = 6;

/** docs/requirements.md (Delays and constants): the confirm field's hint waits until typing there pauses this long. */
export const CONFIRM_HINT_DELAY_MS = 1000;
