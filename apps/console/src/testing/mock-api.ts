import { setupMockApi } from '@crm/mock-server/node';

/** The real mock handlers, shared by every test file (started and reset in setup.ts). */
export const mockApi = setupMockApi();

/** Every request the mock saw since the last reset, as "METHOD /path". */
export const seenRequests: string[] = [];

mockApi.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  seenRequests.push(`${request.method} ${url.pathname}`);
  // A browser sends the page's cookies with each same-origin call. Under Node, msw 3 leaves that
  // to the client, and the page's fetch here sends none (docs/decisions/105-msw-3-with-the-page-cookies-in-the-tests.md).
  if (url.origin === location.origin && document.cookie !== '') request.headers.set('cookie', document.cookie);
});

/** The JSON bodies of the POST requests the mock receives while `run` runs, whose path ends with `path`. */
export async function bodiesSentDuring(run: () => Promise<void>, path = ''): Promise<unknown[]> {
  const reads: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) reads.push(request.clone().json());
  };
  mockApi.server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    mockApi.server.events.removeListener('request:start', listener);
  }
  return Promise.all(reads);
}
