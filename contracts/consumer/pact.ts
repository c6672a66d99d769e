import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { buffer } from 'node:stream/consumers';
import { join } from 'node:path';
import { PactV4, type V3MockServer as MockServer } from '@pact-foundation/pact';
import { createAdminApiClient, type AdminApiClient } from '@crm/api-client';
import { CONSUMER, PROVIDER } from '../names';

/** The pact goes to PACT_OUTPUT_DIR when set: a fresh directory, set by `scripts/consumer-pact.ts`, which says why. */
export function createPact(): PactV4 {
  const dir = process.env.PACT_OUTPUT_DIR ?? join(tmpdir(), 'crm-contracts-pact');
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir, logLevel: 'warn' });
}

/**
 * The real client of the console, aimed at Pact's mock server. The base URL is the API root
 * without `/api`: the pact's paths are relative to that root, and the verifier is pointed at
 * `<provider>/api` (README.md).
 */
export function clientFor(mockServer: MockServer, token: string | null = null, cookie?: string): AdminApiClient {
  return createAdminApiClient({
    baseUrl: mockServer.url,
    getToken: () => token,
    readCookie: () => undefined,
    // The browser's part: it sends the API's own cookies back with every call of the same origin.
    fetch: (request) => {
      if (cookie) request.headers.set('Cookie', cookie);
      return oneConnectionPerRequest(request);
    },
  });
}

/**
 * Every interaction gets its own Pact mock server, and the system can hand out a port again:
 * a pooled, kept-alive connection to the server that is gone would then carry the next request,
 * which never reaches the new one (Pact reports it "expected but not received"). Node's fetch
 * keeps connections alive whatever the request's headers say, so the requests go through
 * node:http without an agent: a new connection for each, closed after its answer.
 */
async function oneConnectionPerRequest(input: Request): Promise<Response> {
  const body = input.body ? Buffer.from(await input.arrayBuffer()) : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      input.url,
      { method: input.method, headers: Object.fromEntries(input.headers), agent: false, signal: input.signal },
      (incoming) => {
        const status = incoming.statusCode ?? 502;
        const headers = Object.entries(incoming.headersDistinct).flatMap(([name, values = []]) =>
          values.map((value): [string, string] => [name, value]),
        );
        const empty = status === 204 || status === 304;
        buffer(incoming).then((body) => resolve(new Response(empty ? null : body, { status, headers })), reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
