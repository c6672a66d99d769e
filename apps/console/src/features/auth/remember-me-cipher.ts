import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { config } from '@/lib/app-config';
import { MIN_PASSWORD_LENGTH } from '@/lib/password-rules';

/*
 * The spec's cipher: AES under a key that ships with the client. Anyone who can read the cookie
 * can read the key too, so this only keeps the password from being readable at a glance; it is
 * not protection (see the README). Loaded on demand, so the sign-in page's first load skips it.
 */

export function encryptPassword(password: string, key: string = config.rememberMeKey): string {
  return AES.encrypt(password, key).toString();
}

/*
 * AES-CBC carries no integrity check: under another key, about one cookie in a hundred still
 * unpads to a few valid UTF-8 bytes. What could never have been a password (shorter than the
 * sign-in rule, or with control characters) is garbage.
 */
const PLAUSIBLE_PASSWORD = new RegExp(`^[^\\p{Cc}]{${MIN_PASSWORD_LENGTH},}$`, 'u');

/** The password, or '' when the cookie cannot be deciphered (another key, a damaged value). */
export function decryptPassword(cipherText: string, key: string = config.rememberMeKey): string {
  try {
    const password = AES.decrypt(cipherText, key).toString(Utf8);
    return PLAUSIBLE_PASSWORD.test(password) ? password : '';
  } catch {
    return '';
  }
}
