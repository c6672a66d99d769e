/*
 * The session in one room: what a sign-in stores, how the server is asked whether it is alive,
 * and every way it ends (end.ts; the user's log out in log-out.ts; the idle limit in
 * use-idle-timeout.ts; a 401 in api.ts, where the app's client is made by <SessionProvider>,
 * provider.tsx, which holds the session's state in React). The rest of the console imports only
 * this surface; eslint.config.js keeps it so.
 */
import { lazy } from 'react';

export { RequireSession, SignInEntry } from './guard';
export { logOut } from './log-out';
export { redirectTarget, takeRedirectTarget } from './redirect';
export { readRememberedName } from './remembered-name';
export { saveSession } from './start';
export type { SessionData } from './start';
export { SessionProvider, useApi, useCheckAhead } from './provider';
export { hasStoredSession } from './token';
export { displayName, readStoredUser } from './user';

/**
 * The idle limit's watch and warning (idle-watch.tsx), for the admin area's frame: a chunk of its
 * own, loaded when the area opens, so that the sign-in page never downloads it.
 */
export const IdleWatch = lazy(() => import('./idle-watch').then((module) => ({ default: module.IdleWatch })));
