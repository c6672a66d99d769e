import { isSignInPath } from '@/lib/routes';
import { hasStoredSession } from '@/session/token';
import { SIGN_IN_HIDDEN_ATTRIBUTE } from './markers';

/*
 * Inlined into <head> of index.html at build time (vite/first-paint-plugin.ts); runs before the
 * body is parsed. index.html holds the sign-in page, which only `/` and `/admin` without a stored
 * session show: any other address (a password link, /admin/users) or a stored session hides it
 * before it can paint, and the app renders the right screen instead.
 */
if (!isSignInPath(window.location.pathname) || hasStoredSession()) {
  document.documentElement.setAttribute(SIGN_IN_HIDDEN_ATTRIBUTE, '');
}
