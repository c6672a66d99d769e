import { createAdminApiClient } from '@crm/api-client';
import type { AdminApiClient, ApiMiddleware, paths } from '@crm/api-client';
import { config } from './app-config';
import { reportUnauthorized } from './session';
import { readLiveToken } from './session-token';

/**
 * Calls whose 401 is an answer about the input (a wrong password or code, an unknown link),
 * not about the session. A 401 from any other call means the session is over
 * (docs/decisions/015-any-401-ends-the-session.md).
 */
const PUBLIC_PATHS = new Set<keyof paths>([
  '/admin/login',
  '/admin/verify_authentication',
  '/forgetPassword',
  '/resetPassword',
  '/resetClientPassword',
  '/dailyQuote/{dayKey}',
]);

/** Reports a 401 of a call that needs the session, before the caller sees the answer. */
const endSessionOnUnauthorized: ApiMiddleware = {
  onResponse({ response, schemaPath }) {
    if (response.status === 401 && !PUBLIC_PATHS.has(schemaPath as keyof paths)) reportUnauthorized();
  },
};

/** The one admin API client of the console. The token is read from storage at every call. */
export const api: AdminApiClient = createAdminApiClient({
  baseUrl: config.apiBaseUrl,
  getToken: () => readLiveToken(),
  middleware: [endSessionOnUnauthorized],
});
