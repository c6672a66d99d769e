import { createAdminApiClient } from '@crm/api-client';
import type { AdminApiClient } from '@crm/api-client';
import { config } from '@/lib/app-config';
import { endSessionOn401 } from './end-on-401';
import { readLiveToken } from './token';

/**
 * The one admin API client of the console. It lives with the session because the session is what
 * it adds to the generated client: the token, read from storage at every call, and the end of the
 * session on a 401 (end-on-401.ts).
 */
export const api: AdminApiClient = createAdminApiClient({
  baseUrl: config.apiBaseUrl,
  getToken: () => readLiveToken(),
  middleware: [endSessionOn401],
});
