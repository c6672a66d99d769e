/*
 * The session in one room: what a sign-in stores, how the server is asked whether it is alive,
 * and every way it ends (end.ts; the user's log out in log-out.ts; a 401 in end-on-401.ts). The rest of the console imports only
 * this surface; eslint.config.js keeps it so.
 */
export { api } from './api';
export { checkSessionAhead } from './check';
export { endSession } from './end';
export type { SessionEndReason } from './end';
export { forgetSessionEndedNotice } from './ended-notice';
export { RequireSession, SignInEntry } from './guard';
export { logOut } from './log-out';
export { takeRedirectTarget } from './redirect';
export { readRememberedName } from './remembered-name';
export { saveSession } from './start';
export type { SessionData } from './start';
export { SessionSync } from './sync';
export { hasStoredSession } from './token';
export { displayName, readStoredUser } from './user';
