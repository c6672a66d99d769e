import { ADMIN } from '@crm/mock-server';
import { publicUser } from '@crm/mock-server/node';
import Cookies from 'js-cookie';
import { expect } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { saveSession, type SessionData } from '@/session';
import { jwtWith } from './jwt';
import { mockApi } from './mock-api';

/*
 * THE way a test builds a session, and reads back what one stored: through saveSession(), as a
 * login does, so that a change of what a session holds (src/session/start.ts) is made here once.
 */

/**
 * The storage keys a session writes, which a log out or an end clears: those saveSession() writes,
 * read off the store as it wrote them (and then removed, with the cookies it wrote), once.
 */
export const SESSION_KEYS: readonly string[] = (() => {
  const stored = new Set(Object.keys(localStorage));
  const cookies = new Set(Object.keys(Cookies.get()));
  saveSession({ user: { first_name: ADMIN.first_name }, token: 'token-1', ip: '127.0.0.1' });
  const written = Object.keys(localStorage).filter((key) => !stored.has(key));
  for (const key of written) localStorage.removeItem(key);
  for (const name of Object.keys(Cookies.get())) if (!cookies.has(name)) Cookies.remove(name, { path: '/' });
  return written.sort();
})();

/** The mock's administrator, Ada, as a sign-in stores her: the user of the mock's answer. */
export const ADMIN_USER = publicUser(ADMIN);

/** A JWT whose `exp` passed a minute ago: the console counts it as logged out without asking. */
export const expiredToken = () => jwtWith({ exp: Date.now() / 1000 - 60 });

/** Stores a session as a login does: Ada's first name, a token the mock never issued and 127.0.0.1 unless given. */
export function storeSession({
  user = { first_name: ADMIN.first_name },
  token = 'token-1',
  ip = '127.0.0.1',
}: Partial<SessionData> = {}): SessionData {
  const session = { user, token, ip };
  saveSession(session);
  return session;
}

/** Signs `email` in on the mock and stores the session as a login would; resolves to its token. */
export async function signInAs(email: string = ADMIN.email): Promise<string> {
  const token = await mockApi.createSession(email);
  const user = mockApi.findUserByEmail(email);
  if (!user) throw new Error(`No mock user ${email}`);
  storeSession({ user: publicUser(user), token });
  return token;
}

/** What the storage holds of a session: the user (parsed), the token, the IP and the login flag, null when absent. */
export function storedSession() {
  const read = (key: string) => localStorage.getItem(key);
  const user = read(STORAGE_KEYS.userData);
  return {
    user: user === null ? null : (JSON.parse(user) as unknown),
    token: read(STORAGE_KEYS.token),
    ip: read(STORAGE_KEYS.ip),
    isLoggedin: read(STORAGE_KEYS.isLoggedin),
  };
}

/** No session stored, as storedSession() reads it. */
export const NO_STORED_SESSION = { user: null, token: null, ip: null, isLoggedin: null } as const;

/**
 * What a sign-in of the mock account `email` stores, as storedSession() reads it: the user as the
 * mock answers it (every field of the yaml's User), a token of the mock, the mock's IP, the flag.
 */
export function sessionStoredFor(email: string) {
  const user = mockApi.findUserByEmail(email);
  if (!user) throw new Error(`No mock user ${email}`);
  return {
    user: publicUser(user),
    token: expect.stringMatching(/^mock-session-/),
    ip: '127.0.0.1',
    isLoggedin: 'true',
  };
}

/** Removes a session's keys by hand, as another tab's end of it leaves the storage. */
export function clearStoredSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}
