import { readItem } from '@/lib/storage';

/**
 * Whether a JWT's `exp` has passed. A token that is not a JWT (or has no `exp`) cannot be judged
 * here and is left to the server. Seconds since the epoch are compared, never dates
 * (docs/decisions/011-expired-jwt-is-logged-out.md).
 */
export function isExpiredJwt(token: string, now: number = Date.now()): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [, body] = parts as [string, string, string];
  let payload: { exp?: unknown } | null;
  try {
    // base64url without padding: atob's forgiving decoding needs no '=' put back.
    payload = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown } | null;
  } catch {
    return false;
  }
  const exp = payload?.exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}

/** The stored token, unless it is a JWT that has expired. */
export function readLiveToken(now: number = Date.now()): string | null {
  const token = readItem('token');
  return token && !isExpiredJwt(token, now) ? token : null;
}

/**
 * Whether a session is stored that may still be alive: the login flag, a token, and not an
 * expired JWT. Only the server can say it really is alive (the guard asks it).
 */
export function hasStoredSession(now: number = Date.now()): boolean {
  return readItem('isLoggedin') === 'true' && readLiveToken(now) !== null;
}

/** Whether anything of a session is still stored (a token or the login flag), alive or not. */
export function hasSessionLeftovers(): boolean {
  return readItem('token') !== null || readItem('isLoggedin') !== null;
}
