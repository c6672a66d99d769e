export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads one cookie from `document.cookie`; undefined outside a browser. */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The Angular-style XSRF rule the spec refers to: only state-changing requests to the page's
 * own origin carry the token, so it never leaks to another site.
 */
export function needsXsrfHeader(method: string, url: string, origin: string | undefined): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) || !origin) return false;
  return new URL(url, origin).origin === origin;
}
