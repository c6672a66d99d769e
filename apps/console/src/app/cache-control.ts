import { API_ROOT } from '@crm/api-client';

/*
 * How long a browser may keep each answer: deploy/nginx.conf's `map "$status:$uri"
 * $console_cache_control`, which src/app/nginx-conf.test.ts holds against cacheControlOf(), and
 * what scripts/static-server.ts sends, which calls it.
 */

/** The folder of the build's hashed files (Vite's `build.assetsDir`): a name never holds other bytes. */
export const HASHED_ASSETS_PATH = '/assets/';

export const CACHE_CONTROL = {
  /** A hashed asset, found: kept for a year. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** An API answer (tokens, user data), whatever its status: never stored. */
  api: 'no-store',
  /** Everything else (the pages, the favicon, every error): revalidated on every load, so that a deploy is seen at once. */
  other: 'no-cache',
} as const;

/** The Cache-Control of an answer with `status` to `pathname`. */
export function cacheControlOf(status: number, pathname: string): string {
  if (pathname.startsWith(HASHED_ASSETS_PATH) && (status === 200 || status === 304)) return CACHE_CONTROL.hashedAsset;
  if (pathname.startsWith(`${API_ROOT}/`)) return CACHE_CONTROL.api;
  return CACHE_CONTROL.other;
}
