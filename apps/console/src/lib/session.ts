import type { User } from '@crm/api-client';
import { paths } from './paths';
import { DEFAULT_REDIRECT, safeRedirect } from './safe-redirect';
import { readCookie, readItem, removeItems, writeCookie, writeItem } from './storage';

/** What a successful login or verification hands over (spec §4). */
export interface SessionData {
  user: User;
  token: string;
  ip: string;
}

/** Stores the session the way the spec does: userData, token, ip, isLoggedin and the userName cookie. */
export function saveSession({ user, token, ip }: SessionData): void {
  writeItem('userData', JSON.stringify(user));
  writeItem('token', token);
  writeItem('ip', ip);
  writeItem('isLoggedin', 'true');
  writeCookie('userName', user.first_name);
}

/** The stored user, or null when none (or an unreadable one) is stored. */
export function readStoredUser(): User | null {
  const raw = readItem('userData');
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return typeof user === 'object' && user !== null && typeof (user as User).first_name === 'string'
      ? (user as User)
      : null;
  } catch {
    return null;
  }
}

/** "Ada Lovelace", or "Ada" when no last name is known; '' without a user. */
export function displayName(user: Pick<User, 'first_name' | 'last_name'> | null): string {
  return user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
}

/** The remembered first name (the userName cookie), kept across logouts for the greeting. */
export function readRememberedName(): string | undefined {
  return readCookie('userName') || undefined;
}

/**
 * Whether a JWT's `exp` has passed. A token that is not a JWT (or has no `exp`) cannot be judged
 * here and is left to the server. The spec's own check compared dates unreliably; this one
 * compares seconds since the epoch.
 */
export function isExpiredJwt(token: string, now: number = Date.now()): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return false;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const payload: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = typeof payload === 'object' && payload !== null ? (payload as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}

/**
 * Whether a session is stored that may still be alive: the login flag, a token, and not an
 * expired JWT. Only the server can say it really is alive (the guard asks it).
 */
export function hasStoredSession(now: number = Date.now()): boolean {
  return readItem('isLoggedin') === 'true' && readLiveToken(now) !== null;
}

/** The stored token, unless it is a JWT that has expired. */
export function readLiveToken(now: number = Date.now()): string | null {
  const token = readItem('token');
  return token && !isExpiredJwt(token, now) ? token : null;
}

/** Removes what the guard removes (spec §4): the stored user, the login flag and the token. */
export function clearSession(): void {
  removeItems('userData', 'isLoggedin', 'token');
}

/** Log out: every session key goes, the redirect target too; the userName cookie stays. */
export function logOut(): void {
  removeItems('userData', 'isLoggedin', 'token', 'ip', 'redirectUrl');
}

/**
 * Ends a refused session as the guard does (spec §4): the requested address (path and query)
 * becomes the redirect target, and the stored user, login flag and token are cleared.
 */
export function endSession(requestedUrl: string | undefined): void {
  const target = requestedUrl ? safeRedirect(requestedUrl, '') : '';
  if (target && target !== paths.login()) writeItem('redirectUrl', target);
  clearSession();
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Lets the app end the session and leave the page when a later call answers 401 (the app knows
 * the current address and owns navigation). Returns the unsubscribe.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function reportUnauthorized(): void {
  if (unauthorizedListeners.size === 0) endSession(undefined);
  for (const listener of unauthorizedListeners) listener();
}

/** Where to go after signing in (or at a login-page load with a stored session); consumes the stored target. */
export function takeRedirectTarget(): string {
  const target = safeRedirect(readItem('redirectUrl'), DEFAULT_REDIRECT);
  removeItems('redirectUrl');
  return target;
}
