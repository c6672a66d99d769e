import { routes } from '@/lib/routes';
import { DEFAULT_REDIRECT, safeRedirect } from '@/lib/safe-redirect';
import { readItem, removeItems, writeItem } from '@/lib/storage';

/**
 * Remembers the address (path and query) a refused visit asked for, so that signing in returns to
 * it. Only a path of this site is kept (docs/decisions/012-same-origin-redirects.md), and never
 * the sign-in page itself.
 */
export function rememberRedirect(requestedUrl: string): void {
  const target = safeRedirect(requestedUrl, '');
  if (target && target !== routes.login.path) writeItem('redirectUrl', target);
}

export function forgetRedirect(): void {
  removeItems('redirectUrl');
}

/** Where signing in will go, without consuming it. */
export function redirectTarget(): string {
  return safeRedirect(readItem('redirectUrl'), DEFAULT_REDIRECT);
}

/** Where to go after signing in (or at a login-page load with a stored session); consumes the stored target. */
export function takeRedirectTarget(): string {
  const target = redirectTarget();
  forgetRedirect();
  return target;
}
