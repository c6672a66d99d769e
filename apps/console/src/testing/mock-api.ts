import { setupMockApi } from '@crm/mock-server/node';

/** The real mock handlers, shared by every test file (started and reset in setup.ts). */
export const mockApi = setupMockApi();

/** Every request the mock saw since the last reset, as "METHOD /path". */
export const seenRequests: string[] = [];

mockApi.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  seenRequests.push(`${request.method} ${url.pathname}`);
});
