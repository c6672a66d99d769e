/** The shortest password the console accepts, at sign-in and when one is chosen: the api-client's, which the mock shares. */
export { MIN_PASSWORD_LENGTH } from '@crm/api-client';

/** docs/requirements.md (Delays and constants): the confirm field's hint waits until typing there pauses this long. */
export const CONFIRM_HINT_DELAY_MS = 1000;
