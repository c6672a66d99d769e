import type { User } from '@crm/api-client';
import { rememberName } from './session-name';
import { forgetSessionEndedNotice, noteSessionEnded } from './session-notice';
import { forgetRedirect, rememberRedirect } from './session-redirect';
import { hasSessionLeftovers } from './session-token';
import { removeItems, writeItem } from './storage';

/** What a successful login or verification hands over (docs/requirements.md, "Storage"). */
export interface SessionData {
  user: User;
  token: string;
  ip: string;
}

/**
 * Why a session ends: the user's own log out, the server's "not logged in", a JWT whose `exp` has
 * passed, or a 401 from a call that needs the session.
 */
export type SessionEndReason = 'logout' | 'refused' | 'expired' | 'unauthorized';

/**
 * Stores the session under the keys of docs/requirements.md ("Storage") and remembers the first
 * name. The token is written last: other tabs follow the session by its token (session-tabs.ts)
 * and must find the rest already stored.
 */
export function saveSession({ user, token, ip }: SessionData): void {
  forgetSessionEndedNotice();
  removeItems('sessionEnd');
  writeItem('userData', JSON.stringify(user));
  writeItem('ip', ip);
  writeItem('isLoggedin', 'true');
  rememberName(user.first_name);
  writeItem('token', token);
}

/**
 * The one way a session ends.
 * - `logout`: every session key goes, the redirect target too; the sign-in page says nothing.
 * - any other reason: the stored user, the login flag and the token go, as the guard does; the
 *   sign-in page then explains that the session has ended (only if one was stored).
 * `requestedUrl` (path and query) becomes the redirect target, so that signing in returns there.
 * The reason is kept under `sessionEnd` for the other tabs, and the token is removed last: its
 * removal is what the other tabs react to (docs/decisions/081-session-end-explained-in-every-tab.md).
 */
export function endSession(reason: SessionEndReason, requestedUrl?: string): void {
  const wasStored = hasSessionLeftovers();
  writeItem('sessionEnd', reason);
  if (reason === 'logout') {
    removeItems('ip');
    forgetRedirect();
  }
  if (requestedUrl) rememberRedirect(requestedUrl);
  removeItems('userData', 'isLoggedin', 'token');
  if (reason !== 'logout' && wasStored) noteSessionEnded();
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Lets the app end the session and leave the page when a call answers 401 (the app knows the
 * current address and owns navigation). Returns the unsubscribe.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** A call that needs the session answered 401 (lib/api.ts). Without an app listening, the session ends here. */
export function reportUnauthorized(): void {
  if (unauthorizedListeners.size === 0) endSession('unauthorized');
  for (const listener of unauthorizedListeners) listener();
}
