import { createAdminApiClient, type AdminApiClientOptions } from './client';

/** A fetch double that records each request and answers with the given responder. */
export function recordingFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return respond(request);
  };
  return { fetch, requests };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const ORIGIN = 'https://console.crm.test';

/** The real client against a recording fetch double, on a page at {@link ORIGIN}, with no cookie. */
export function clientWith(
  respond: (request: Request) => Response | Promise<Response>,
  options: Partial<AdminApiClientOptions> = {},
) {
  const recorder = recordingFetch(respond);
  const client = createAdminApiClient({
    baseUrl: `${ORIGIN}/api`,
    getToken: () => null,
    origin: ORIGIN,
    readCookie: () => undefined,
    fetch: recorder.fetch,
    ...options,
  });
  return { client, requests: recorder.requests };
}
