import { createAdminApiClient } from '@crm/api-client';
import type { AdminApiClient, ApiResult } from '@crm/api-client';
import { config } from './app-config';
import { readLiveToken, reportUnauthorized } from './session';

/**
 * Calls whose 401 is an answer about the input (a wrong password or code, an unknown link),
 * not about the session. A 401 from any other call means the session is over.
 */
const PUBLIC_CALLS = new Set<keyof AdminApiClient>([
  'login',
  'verifyAuthentication',
  'forgotPassword',
  'resetPassword',
  'resetClientPassword',
  'getDailyQuote',
]);

function endSessionOnUnauthorized(client: AdminApiClient): AdminApiClient {
  const wrapped = { ...client };
  for (const name of Object.keys(client) as (keyof AdminApiClient)[]) {
    if (PUBLIC_CALLS.has(name)) continue;
    const call = client[name] as (...args: unknown[]) => Promise<ApiResult<unknown>>;
    (wrapped as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const result = await call(...args);
      if (!result.ok && result.error.kind === 'http' && result.error.status === 401) {
        reportUnauthorized();
      }
      return result;
    };
  }
  return wrapped;
}

/** The one admin API client of the console. The token is read from storage at every call. */
export const api: AdminApiClient = endSessionOnUnauthorized(
  createAdminApiClient({ baseUrl: config.apiBaseUrl, getToken: () => readLiveToken() }),
);
