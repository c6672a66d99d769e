import { PAGE_HIDDEN_ATTRIBUTE } from '@/lib/first-paint-markers';
import { hasStoredSession } from '@/session/token';

/*
 * Inlined into <head> of the pages built for a signed-out visitor (the sign-in page and not-found,
 * vite/first-paint-plugin.ts); runs before the body is parsed. With a stored session the page
 * would be the wrong one (the sign-in page leads on to the admin area, not-found back to it): it
 * is hidden before it can paint, and the app renders the right screen instead (src/main.tsx).
 */
if (hasStoredSession()) document.documentElement.setAttribute(PAGE_HIDDEN_ATTRIBUTE, '');
