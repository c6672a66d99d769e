import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { answerControl, CONTROL_PREFIX } from './control';
import { applyCors } from './cors';
import { readBody } from './request-body';
import { MESSAGES } from '../handlers/messages';
import { createMockApi, type MockApi } from '../mock-api';

export interface HttpMockOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the mock is for this machine only. */
  host?: string;
  /** No request log lines (tests). */
  quiet?: boolean;
  /** Default true: an answer outside the yaml becomes a 500 and an error on stderr. */
  validateResponses?: boolean;
  /** The clock of codes and challenges (default `Date.now`). */
  now?: () => number;
  /** Answer as a production server would: no `auth_code` in the 2FA challenge. */
  production?: boolean;
}

export interface HttpMock {
  /** The server's origin, e.g. `http://127.0.0.1:4010`; the API is under `${url}/api`. */
  url: string;
  /** The running mock's data and scenario, for tests. */
  api: MockApi;
  close(): Promise<void>;
}

export const DEFAULT_HTTP_PORT = 4010;
export const DEFAULT_HTTP_HOST = '127.0.0.1';
const API_PREFIX = '/api/';

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendFailure(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { success: false, message });
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Lets the login handler see the caller's IP, as a proxy in front of the real API would.
  if (!headers.has('x-forwarded-for'))
    headers.set('x-forwarded-for', (request.socket.remoteAddress ?? '').replace(/^::ffff:/, ''));
  return headers;
}

async function sendFetchResponse(response: ServerResponse, answer: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  response.writeHead(answer.status, headers);
  response.end(Buffer.from(await answer.arrayBuffer()));
}

async function answerApi(
  api: MockApi,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: Buffer,
): Promise<void> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const fetchRequest = new Request(url, {
    method: request.method,
    headers: headersOf(request),
    body: hasBody ? new Uint8Array(body) : undefined,
  });
  const answer = await getResponse(api.handlers, fetchRequest);
  if (!answer) return sendFailure(response, 404, `No API operation ${request.method} ${url.pathname}`);
  // The network-error scenario: the request fails without any answer, as a dropped connection does.
  if (answer.type === 'error') {
    request.socket.destroy();
    return;
  }
  await sendFetchResponse(response, answer);
}

async function route(api: MockApi, request: IncomingMessage, response: ServerResponse): Promise<void> {
  applyCors(request, response);
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end();
    return;
  }
  const socket = request.socket;
  const read = await readBody(request);
  if (read.kind === 'abusive') {
    socket.destroy();
    return;
  }
  if (read.kind === 'too-large') return sendFailure(response, 413, 'Invalid request: body is larger than 64 KB');
  const url = new URL(request.url ?? '/', 'http://mock.invalid');
  if (url.pathname.startsWith(CONTROL_PREFIX)) {
    const answer = await answerControl(api, request.method ?? 'GET', url.pathname, read.body.toString('utf8'));
    return sendJson(response, answer.status, answer.body);
  }
  if (url.pathname.startsWith(API_PREFIX)) return answerApi(api, request, response, url, read.body);
  sendFailure(response, 404, `Not found: ${request.method} ${url.pathname}; the API is under /api/`);
}

function logLine(request: IncomingMessage, response: ServerResponse, started: number, api: MockApi): void {
  const outcome = response.headersSent ? String(response.statusCode) : 'dropped';
  const scenario = request.headers['x-mock-scenario'] ?? api.scenario;
  console.info(`${request.method} ${request.url} -> ${outcome} ${Date.now() - started}ms [${scenario}]`);
}

function handle(api: MockApi, quiet: boolean) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = Date.now();
    if (!quiet) response.on('close', () => logLine(request, response, started, api));
    route(api, request, response).catch((error: unknown) => {
      console.error('mock-server: the request failed inside the mock', error);
      if (!response.headersSent) sendFailure(response, 500, MESSAGES.serverError);
      else response.destroy();
    });
  };
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** A real HTTP server for the API under `/api/`, with `/__mock/*` control endpoints. */
export async function startHttpMock(options: HttpMockOptions = {}): Promise<HttpMock> {
  const api = createMockApi({
    validateResponses: options.validateResponses,
    now: options.now,
    production: options.production,
  });
  await api.ready();
  const server = createServer(handle(api, options.quiet ?? false));
  const address = await listen(server, options.port ?? DEFAULT_HTTP_PORT, options.host ?? DEFAULT_HTTP_HOST);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    api,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
