/** docs/requirements.md (Delays and constants): a login without a second step moves on after 1 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** docs/requirements.md (Delays and constants): after a successful change the user goes to `/` after this long. */
export const SUCCESS_REDIRECT_DELAY_MS = 500;
