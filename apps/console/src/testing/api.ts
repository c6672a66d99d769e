import { createAdminApiClient } from '@crm/api-client';
import { config } from '@/lib/app-config';

/**
 * A client of the console's API for tests that call it outside the app (the app makes its own in
 * `<SessionProvider>`): it sends the stored token, and a 401 ends nothing.
 */
export const testApi = createAdminApiClient({
  baseUrl: config.apiBaseUrl,
  getToken: () => localStorage.getItem('token'),
});
