import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';

/*
 * Remember me, as docs/requirements.md (Storage) has it: the e-mail and the enciphered password in cookies, saved
 * on submit when the box is ticked, deleted when it is not, and read back at load when both exist.
 */

export interface RememberedCredentials {
  email: string;
  password: string;
}

const loadCipher = () => import('./remember-me-cipher');

export async function rememberCredentials({ email, password }: RememberedCredentials): Promise<void> {
  const { encryptPassword } = await loadCipher();
  writeCookie('email', email);
  writeCookie('password', encryptPassword(password));
}

export function forgetCredentials(): void {
  removeCookie('email');
  removeCookie('password');
}

/** The remembered e-mail when both cookies exist (docs/requirements.md, Storage); the password needs the cipher, see below. */
export function readRememberedEmail(): string | null {
  const email = readCookie('email');
  return email && readCookie('password') ? email : null;
}

/** The remembered password, deciphered ('' when it cannot be), or null without both cookies. */
export async function readRememberedPassword(): Promise<string | null> {
  const cipherText = readCookie('password');
  if (!readCookie('email') || !cipherText) return null;
  const { decryptPassword } = await loadCipher();
  return decryptPassword(cipherText);
}
