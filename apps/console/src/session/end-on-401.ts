import type { ApiMiddleware, paths } from '@crm/api-client';
import { endSession } from './end';

/*
 * What a 401 does: a 401 from a call that needs the session means the session is over
 * (docs/decisions/015-any-401-ends-the-session.md). The api client (api.ts) runs every answer
 * through the middleware below, before the caller sees it. The app's listener (sync.tsx, which
 * knows the current address and owns navigation) ends the session with that address as the
 * redirect target and goes to the sign-in page; with no listener, the session ends here.
 */

/**
 * Calls whose 401 is an answer about the input (a wrong password or code, an unknown link),
 * not about the session; and the log out, which ends the session whatever it answers.
 */
const PUBLIC_PATHS = new Set<keyof paths>([
  '/admin/login',
  '/admin/verify_authentication',
  '/forgetPassword',
  '/resetPassword',
  '/resetClientPassword',
  '/dailyQuote/{dayKey}',
  '/admin/logout',
]);

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the app end the session and leave the page when a call answers 401. Returns the unsubscribe. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Reports a 401 of a call that needs the session, before the caller sees the answer. */
export const endSessionOn401: ApiMiddleware = {
  onResponse({ response, schemaPath }) {
    if (response.status !== 401 || PUBLIC_PATHS.has(schemaPath as keyof paths)) return;
    if (unauthorizedListeners.size === 0) endSession('unauthorized');
    for (const listener of unauthorizedListeners) listener();
  },
};
