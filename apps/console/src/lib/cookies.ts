import Cookies from 'js-cookie';

/** The cookie names of docs/requirements.md (Storage). */
export const COOKIE_NAMES = {
  userName: 'userName',
  email: 'email',
  password: 'password',
} as const;

export type CookieName = keyof typeof COOKIE_NAMES;

/** Remember-me and the remembered first name last 30 days. */
export const COOKIE_LIFETIME_DAYS = 30;

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

/** Deletes the cookie if it is there: a cookie written costs the task that writes it (a sign-in click's). */
export function removeCookie(name: CookieName): void {
  if (readCookie(name) !== undefined) Cookies.remove(COOKIE_NAMES[name], cookieAttributes());
}
