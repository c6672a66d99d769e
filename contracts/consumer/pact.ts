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
export function clientFor(mockServer: MockServer, token: string | null = null): AdminApiClient {
  return createAdminApiClient({
    baseUrl: mockServer.url,
    getToken: () => token,
    readCookie: () => undefined,
    fetch: oneConnectionPerRequest,
  });
}

/**
 * Every interaction gets its own Pact mock server, and the system can hand out a port again:
 * Node's fetch would then reuse a kept-alive connection to the server that is gone, and the
 * request would never reach the new one. Closing each connection after its answer rules it out.
 */
function oneConnectionPerRequest(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('Connection', 'close');
  return globalThis.fetch(new Request(request, { headers }));
}
