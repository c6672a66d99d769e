import { readCookie, writeCookie } from '@/lib/cookies';

/** Remembers the first name (the userName cookie); it outlives the session, for the greeting. */
export function rememberName(firstName: string): void {
  writeCookie('userName', firstName);
}

/** The remembered first name, kept across logouts for the greeting. */
export function readRememberedName(): string | undefined {
  return readCookie('userName') || undefined;
}
