import { readCookie, writeCookie } from '@/lib/cookies';
import { isShowableName } from '@/lib/showable-name';

/** Remembers the first name (the userName cookie); it outlives the session, for the greeting. */
export function rememberName(firstName: string): void {
  writeCookie('userName', firstName);
}

/**
 * The remembered first name, kept across logouts for the greeting; none unless it passes the
 * invitation's rule for a name (docs/decisions/132-remembered-name-shown-only-when-a-name.md): a
 * cookie can be written by other means than a sign-in, and the greeting must not say its sentence.
 */
export function readRememberedName(): string | undefined {
  const name = readCookie('userName');
  return name !== undefined && isShowableName(name) ? name : undefined;
}
