import type { AdminApiClient } from '@crm/api-client';
import type { SessionEndReason } from './end';
import { isExpiredJwt } from './token';
import { readItem } from '@/lib/storage';

/** What the guard learns about the stored session. */
export type SessionCheck =
  { kind: 'confirmed' } | { kind: 'refused'; reason: Exclude<SessionEndReason, 'logout'> } | { kind: 'unreachable' };

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
