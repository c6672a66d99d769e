import type { AdminApiClient } from '@crm/api-client';
import { endSession } from './end';

/**
 * The user's own log out (docs/decisions/082-log-out-ends-the-session-on-the-server.md): the server
 * is asked to end the token's session (`POST /admin/logout`), then the session ends here whatever
 * the answer, or without one (a 404 from an API without the call, a 5xx, no network). The client
 * reads the token as the call starts and sends it with `keepalive`, so the storage is cleared and
 * the page left at once, without waiting for the server. `requestedUrl` as in `endSession`.
 * The idle limit logs out the same way, with its own reason (use-idle-timeout.ts); returns whether
 * the sign-in page owes the person a word about it, as `endSession` does.
 */
export function logOut(api: AdminApiClient, requestedUrl?: string, reason: 'logout' | 'idle' = 'logout'): boolean {
  void api.logout();
  return endSession(reason, requestedUrl);
}
