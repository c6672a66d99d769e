import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { config } from '@/lib/config';
import { readCookie, removeCookie, writeCookie } from '@/lib/storage';

/*
 * Remember me, as the spec has it: the e-mail and the password in cookies, the password
 * enciphered with AES under a key that ships with the client. Anyone who can read the cookies
 * can also read the key, so this only keeps the password from being readable at a glance; it is
 * not protection (see the README).
 */

export interface RememberedCredentials {
  email: string;
  password: string;
}

export function encryptPassword(password: string, key: string = config.rememberMeKey): string {
  return AES.encrypt(password, key).toString();
}

/** The password, or '' when the cookie cannot be deciphered (another key, a damaged value). */
export function decryptPassword(cipherText: string, key: string = config.rememberMeKey): string {
  try {
    return AES.decrypt(cipherText, key).toString(Utf8);
  } catch {
    return '';
  }
}

export function rememberCredentials({ email, password }: RememberedCredentials): void {
  writeCookie('email', email);
  writeCookie('password', encryptPassword(password));
}

export function forgetCredentials(): void {
  removeCookie('email');
  removeCookie('password');
}

/** The remembered credentials when both cookies exist (spec §4), otherwise null. */
export function readRememberedCredentials(): RememberedCredentials | null {
  const email = readCookie('email');
  const password = readCookie('password');
  if (!email || !password) return null;
  return { email, password: decryptPassword(password) };
}
