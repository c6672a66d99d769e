import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { HTTP_MESSAGES, writeRawFailure } from './answers';
import { mockApp, type AppOptions } from './app';
import { ALLOWED_METHODS } from './cors';
import { createMockApi, type MockApi, type MockApiOptions } from '../mock-api';

/** The mock's own options (the clock, production mode, session TTL, answer checks), the app's, and where it listens. */
export type HttpMockOptions = Pick<
  MockApiOptions,
  'validateResponses' | 'now' | 'production' | 'sessionTtlSeconds' | 'idleTimeoutSeconds'
> &
  AppOptions & {
    port?: number; // default: a free port (`npm run mock` listens on 4010)
    host?: string; // default 127.0.0.1: the mock is for this machine only
  };

/** The running mock: its origin (the API is under `${url}/api`), its data and scenario for tests, and its end. */
export type HttpMock = { url: string; api: MockApi; close(): Promise<void> };

export const DEFAULT_HTTP_HOST = '127.0.0.1';

/** Node answers these itself with an empty body, before any request reaches the app: the mock answers JSON. */
function answerUnparsedRequests(server: ReturnType<typeof createServer>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'HPE_HEADER_OVERFLOW') writeRawFailure(socket, 431, 'Invalid request: headers are too large');
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') writeRawFailure(socket, 408, 'Invalid request: timed out');
    else writeRawFailure(socket, 400, HTTP_MESSAGES.badRequestLine);
  });
  const allow = [`allow: ${ALLOWED_METHODS.join(', ')}`];
  server.on('connect', (_, socket) => writeRawFailure(socket, 405, HTTP_MESSAGES.methodNotAllowed, allow));
  server.on('upgrade', (_, socket) => writeRawFailure(socket, 400, HTTP_MESSAGES.upgradeNotSupported));
}

/**
 * What the adapter cannot make a request of (no `Host`, an empty or malformed one, a path it cannot
 * read) never reaches the app: the mock answers it the JSON 400 of a malformed request, as Node's
 * own parse errors above, instead of the adapter's empty 400.
 */
const unreadableRequest = () =>
  Response.json({ success: false, message: HTTP_MESSAGES.badRequestLine }, { status: 400 });

/** A real HTTP server for the API under `/api/`, with `/__mock/*` control endpoints. */
export async function startHttpMock(options: HttpMockOptions = {}): Promise<HttpMock> {
  const api = createMockApi(options);
  await api.ready();
  // The process's `Request` and `Response` stay the platform's: msw's interceptor in the same vitest worker needs them.
  const app = mockApp(api, options);
  // What createAdaptorServer does, with the adapter's error handler, which it does not pass on.
  const server = createServer(
    getRequestListener(app.fetch, { overrideGlobalObjects: false, errorHandler: unreadableRequest }),
  );
  answerUnparsedRequests(server);
  server.listen(options.port, options.host ?? DEFAULT_HTTP_HOST);
  await once(server, 'listening');
  const { address, family, port } = server.address() as AddressInfo;
  const stop = promisify(server.close.bind(server));
  const close = () => {
    server.closeAllConnections();
    return stop();
  };
  return { url: `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`, api, close };
}
