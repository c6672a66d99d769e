import { createAdminApiClient } from '@crm/api-client';
import type { AdminApiClient, paths } from '@crm/api-client';
import { config } from '@/lib/app-config';
import { readLiveToken } from './token';

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

/**
 * Makes the console's admin API client. The session is what it adds to the generated client: the
 * token, read from storage at every call, and `onUnauthorized`, what a 401 of a call that needs
 * the session does (docs/decisions/015-any-401-ends-the-session.md), run by the client's
 * middleware before the caller sees the answer. The app makes its one client in
 * `<SessionProvider>` (provider.tsx), which ends the session there.
 */
export function createConsoleApi(onUnauthorized: () => void): AdminApiClient {
  return createAdminApiClient({
    baseUrl: config.apiBaseUrl,
    getToken: () => readLiveToken(),
    middleware: [
      {
        onResponse({ response, schemaPath }) {
          if (response.status === 401 && !PUBLIC_PATHS.has(schemaPath as keyof paths)) onUnauthorized();
        },
      },
    ],
  });
}
