import { removeItems, writeItem } from '@/lib/storage';
import { forgetRedirect, rememberRedirect } from './redirect';
import { hasSessionLeftovers } from './token';

/**
 * Why a session ends: the user's own log out, the server's "not logged in", a JWT whose `exp` has
 * passed, or a 401 from a call that needs the session.
 */
export type SessionEndReason = 'logout' | 'refused' | 'expired' | 'unauthorized';

/**
 * The one way a session ends.
 * - `logout`: every session key goes, the redirect target too; the sign-in page says nothing.
 * - any other reason: the stored user, the login flag and the token go, as the guard does.
 * `requestedUrl` (path and query) becomes the redirect target, so that signing in returns there.
 * The reason is kept under `sessionEnd` for the other tabs, and the token is removed last: its
 * removal is what the other tabs react to (docs/decisions/081-session-end-explained-in-every-tab.md).
 * Returns whether the sign-in page owes the user "your session has ended": not after a log out,
 * nor when no session was stored.
 */
export function endSession(reason: SessionEndReason, requestedUrl?: string): boolean {
  const wasStored = hasSessionLeftovers();
  writeItem('sessionEnd', reason);
  if (reason === 'logout') {
    removeItems('ip');
    forgetRedirect();
  }
  if (requestedUrl) rememberRedirect(requestedUrl);
  removeItems('userData', 'isLoggedin', 'token');
  return reason !== 'logout' && wasStored;
}
