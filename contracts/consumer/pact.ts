import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PactV4, type V3MockServer as MockServer } from '@pact-foundation/pact';
import { createAdminApiClient, type AdminApiClient } from '@crm/api-client';
import { CONSUMER, PROVIDER } from '../names';

/**
 * Where the consumer tests write the pact. `scripts/consumer-pact.ts` points it at a fresh
 * directory, because Pact merges into an existing file and would keep interactions that no test
 * declares any more; the committed pact is only ever replaced as a whole.
 */
function pactOutputDir(): string {
  return process.env.PACT_OUTPUT_DIR ?? join(tmpdir(), 'crm-contracts-pact');
}

export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: pactOutputDir(), logLevel: 'warn' });
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
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const status = incoming.statusCode ?? 502;
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
