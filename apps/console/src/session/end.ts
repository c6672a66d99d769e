import { readItem, removeItems, writeItem } from '@/lib/storage';
import { forgetRedirect, rememberRedirect } from './redirect';
import { hasSessionLeftovers } from './token';

/**
 * Why a session ends: the user's own log out, the idle limit (use-idle-timeout.ts), the server's
 * "not logged in", a JWT whose `exp` has passed, or a 401 from a call that needs the session.
 */
const REASONS = ['logout', 'idle', 'refused', 'expired', 'unauthorized'] as const;
export type SessionEndReason = (typeof REASONS)[number];

/** The reason the last session ended, as stored for the other tabs; null when none is (or a made-up one). */
export function readSessionEndReason(): SessionEndReason | null {
  const stored = readItem('sessionEnd');
  return REASONS.find((reason) => reason === stored) ?? null;
}

/**
 * The one way a session ends: every session key goes (the user, the login flag, the IP, the idle
 * record and the token); a `logout` forgets the redirect target too, and the sign-in page says
 * nothing after it. `requestedUrl` (path and query) becomes the redirect target, so that signing
 * in returns there.
 * The reason is kept under `sessionEnd` for the other tabs, and the token is removed last: its
 * removal is what the other tabs react to (docs/decisions/081-session-end-explained-in-every-tab.md).
 * Returns whether the sign-in page owes the user "your session has ended": not after a log out,
 * nor when no session was stored.
 */
export function endSession(reason: SessionEndReason, requestedUrl?: string): boolean {
  const wasStored = hasSessionLeftovers();
  writeItem('sessionEnd', reason);
  if (reason === 'logout') forgetRedirect();
  if (requestedUrl) rememberRedirect(requestedUrl);
  removeItems('userData', 'isLoggedin', 'ip', 'activity', 'token');
  return reason !== 'logout' && wasStored;
}
