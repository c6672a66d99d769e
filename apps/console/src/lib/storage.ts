import Cookies from 'js-cookie';

/** The local-storage keys of docs/requirements.md (Storage), spelled exactly as it spells them. */
export const STORAGE_KEYS = {
  userData: 'userData',
  token: 'token',
  ip: 'ip',
  isLoggedin: 'isLoggedin',
  redirectUrl: 'redirectUrl',
  currentDate: 'currentDate',
  quote: 'quote',
  author: 'author',
  /** Why the last session ended, for the other tabs (docs/decisions/081-session-end-explained-in-every-tab.md). */
  sessionEnd: 'sessionEnd',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** The cookie names of docs/requirements.md (Storage). */
export const COOKIE_NAMES = {
  userName: 'userName',
  email: 'email',
  password: 'password',
} as const;

export type CookieName = keyof typeof COOKIE_NAMES;

/** Remember-me and the remembered first name last 30 days. */
export const COOKIE_LIFETIME_DAYS = 30;

/*
 * Storage can throw (private mode, a full quota, a disabled store): the console then behaves as
 * if nothing were stored instead of failing.
 */

export function readItem(key: StorageKey): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // Nothing to do: the value is simply not remembered.
  }
}

export function removeItems(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(STORAGE_KEYS[key]);
    } catch {
      // Nothing to do: a store that cannot be written holds nothing to remove.
    }
  }
}

/** SameSite=Strict always; Secure whenever the page itself is served over https. */
export function cookieAttributes(
  protocol: string | undefined = globalThis.location?.protocol,
): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'Strict', secure: protocol === 'https:' };
}

export function readCookie(name: CookieName): string | undefined {
  return Cookies.get(COOKIE_NAMES[name]);
}

export function writeCookie(name: CookieName, value: string): void {
  Cookies.set(COOKIE_NAMES[name], value, { ...cookieAttributes(), expires: COOKIE_LIFETIME_DAYS });
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(COOKIE_NAMES[name], cookieAttributes());
}
