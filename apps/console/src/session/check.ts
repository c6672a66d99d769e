import type { AdminApiClient } from '@crm/api-client';
import type { SessionEndReason } from './end';
import { isExpiredJwt } from './token';
import { readItem } from '@/lib/storage';

/** What the guard learns about the stored session. */
export type SessionCheck =
  | { kind: 'confirmed' }
  | { kind: 'refused'; reason: Exclude<SessionEndReason, 'logout' | 'idle'> }
  | { kind: 'unreachable' };

/**
 * Asks the server whether the stored session is alive (docs/requirements.md, "Sessions and the
 * guard"). Without a token, or with a JWT whose `exp` has passed, there is nothing to ask. Only a
 * definite "not logged in" or a 401 refuses the session; a 5xx, a network error, a timeout or an
 * unreadable answer says nothing about it (docs/decisions/080-failed-session-check-is-not-a-logout.md).
 */
export async function checkSession(api: AdminApiClient, now: number = Date.now()): Promise<SessionCheck> {
  const token = readItem('token');
  if (!token) return { kind: 'refused', reason: 'refused' };
  if (isExpiredJwt(token, now)) return { kind: 'refused', reason: 'expired' };
  const result = await api.checkIsLoggedIn();
  if (result.ok) return result.data.payload.isLogedIn ? { kind: 'confirmed' } : { kind: 'refused', reason: 'refused' };
  if (result.error.kind === 'http' && result.error.status === 401) return { kind: 'refused', reason: 'unauthorized' };
  return { kind: 'unreachable' };
}

/**
 * How long a check asked ahead stands in for the guard's own: the sign-in's 1 s delay with room to
 * spare. A sign-in left during the delay (a link followed) must not hand an old answer to a guard
 * opened later.
 */
export const AHEAD_CHECK_LIFETIME_MS = 5000;

/**
 * A check started ahead of the guard, while the sign-in's delay runs (the session is stored by
 * then), so that the admin area opens when the delay ends rather than one round trip later
 * (docs/decisions/062-the-guard-asks-during-the-sign-in-delay.md). `<SessionProvider>` holds it.
 */
export interface AheadCheck {
  token: string;
  at: number;
  check: Promise<SessionCheck>;
  /** The answer, once it has come. */
  outcome?: SessionCheck;
}

/** Asks the server about the session just stored; null, asking nothing, without a stored token. */
export function checkSessionAhead(api: AdminApiClient, now: number = Date.now()): AheadCheck | null {
  const token = readItem('token');
  if (!token) return null;
  const ahead: AheadCheck = { token, at: now, check: checkSession(api, now) };
  void ahead.check.then((outcome) => (ahead.outcome = outcome));
  return ahead;
}

/** Whether `ahead` stands in for the guard's check now: asked for the token stored now, and fresh. */
const holds = (ahead: AheadCheck | null, now: number): ahead is AheadCheck =>
  ahead !== null && ahead.token === readItem('token') && now - ahead.at <= AHEAD_CHECK_LIFETIME_MS;

/**
 * What `ahead` has already answered, if it holds: the guard opens a confirmed area at once,
 * without a render of its own in between (docs/decisions/107-the-admin-area-readied-while-the-guard-asks.md).
 */
export function settledSessionCheck(ahead: AheadCheck | null, now: number = Date.now()): SessionCheck | undefined {
  return holds(ahead, now) ? ahead.outcome : undefined;
}

/**
 * The guard's check: `ahead` when it was asked for the token stored now and is still fresh;
 * otherwise a fresh question to the server. The caller lets go of `ahead`: it is taken once.
 */
export function takeSessionCheck(
  api: AdminApiClient,
  ahead: AheadCheck | null,
  now: number = Date.now(),
): Promise<SessionCheck> {
  return holds(ahead, now) ? ahead.check : checkSession(api, now);
}
