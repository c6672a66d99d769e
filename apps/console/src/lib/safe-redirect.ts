import { routes } from './routes';

/** Where a signed-in administrator lands when no (safe) redirect target is stored. */
export const DEFAULT_REDIRECT = routes.adminUsers.path;

const ORIGIN = 'https://console.invalid';

/**
 * The one gate every redirect target passes: only a path of this site (`/admin/users?tab=x`)
 * comes out; anything that could leave the origin (`//evil.example`, `/\evil.example`,
 * `https:`, `javascript:`, encoded or whitespace tricks) gives `fallback`.
 */
export function safeRedirect(target: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/')) return fallback;
  // Browsers read `\` as `/`; control characters and whitespace are stripped or misread by URL
  // parsers (`/\t/evil`). None belongs in a path the console itself produces.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  // Encoded tricks (`/%2F%2Fevil.example`, `/%5Cevil`) must not turn into another origin either.
  // eslint-disable-next-line no-control-regex
  if (decoded.startsWith('//') || decoded.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(decoded)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise into a protocol-relative URL: `/a/..//evil.example`.
  if (url.origin !== ORIGIN || path.startsWith('//')) return fallback;
  return path;
}

/** The path and query of a URL: what the guard remembers of a refused request. */
export function pathAndQuery(url: string | URL): string {
  const parsed = new URL(url, ORIGIN);
  return `${parsed.pathname}${parsed.search}`;
}
