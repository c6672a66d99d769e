import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { HTTP_MESSAGES, sendFailure, sendJson, writeRawFailure } from './answers';
import { clientIp } from './client-ip';
import { answerControl, CONTROL_PREFIX } from './control';
import { corsPolicy, type ApplyCors } from './cors';
import { allowedMethods, API_PREFIX } from './methods';
import { isDecodablePath, isJsonContentType, jsonBodyProblem, requestTarget, type Rejection } from './request-checks';
import { readBoundedRequestBody } from './request-body';
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
  /** The clock of codes, challenges and sessions (default `Date.now`). */
  now?: () => number;
  /** Answer as a production server would: no `auth_code` in the 2FA challenge. */
  production?: boolean;
  /** How long a session lives, in seconds (default 8 hours). */
  sessionTtlSeconds?: number;
  /** The origins whose pages may call the mock (default: the console's dev and preview origins). */
  corsOrigins?: readonly string[];
  /** Take the client IP from X-Forwarded-For, as set by a proxy in front (default false). */
  trustProxy?: boolean;
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
/** What a failure message quotes of the path at most, so that the message stays bounded. */
const QUOTED_PATH_LENGTH = 100;

interface Settings {
  api: MockApi;
  applyCors: ApplyCors;
  trustProxy: boolean;
}

function quote(pathname: string): string {
  return pathname.length > QUOTED_PATH_LENGTH ? `${pathname.slice(0, QUOTED_PATH_LENGTH)}…` : pathname;
}

/**
 * The handlers read the caller's IP from `x-forwarded-for`, as behind the real API's proxy. It is
 * always overwritten with the resolved address, so that no client can choose it.
 */
function headersOf(request: IncomingMessage, ip: string): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', ip);
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

function fetchRequestOf(request: IncomingMessage, url: URL, body: Buffer, ip: string): Request | undefined {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    return new Request(url, {
      method: request.method,
      headers: headersOf(request, ip),
      body: hasBody ? new Uint8Array(body) : undefined,
    });
  } catch {
    // A header value the Fetch API refuses, which Node let through.
    return undefined;
  }
}

async function answerApi(
  settings: Settings,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: Buffer,
): Promise<void> {
  const fetchRequest = fetchRequestOf(request, url, body, clientIp(request, settings.trustProxy));
  if (!fetchRequest) return sendFailure(response, 400, HTTP_MESSAGES.badHeader);
  const answer = await getResponse(settings.api.handlers, fetchRequest);
  if (!answer) return sendFailure(response, 404, `No API operation ${request.method} ${quote(url.pathname)}`);
  // The network-error scenario: the request fails without any answer, as a dropped connection does.
  if (answer.type === 'error') {
    request.socket.destroy();
    return;
  }
  await sendFetchResponse(response, answer);
}

function notFound(method: string, pathname: string): Rejection {
  if (pathname.startsWith(CONTROL_PREFIX))
    return { status: 404, message: `No control endpoint ${method} ${quote(pathname)}` };
  if (pathname.startsWith(API_PREFIX)) return { status: 404, message: `No API operation ${method} ${quote(pathname)}` };
  return { status: 404, message: `Not found: ${method} ${quote(pathname)}; the API is under /api/` };
}

/** The path's methods, or why the path is refused whatever the method. */
function resolvePath(method: string, url: URL): { methods: string[] } | { refused: Rejection } {
  if (!isDecodablePath(url.pathname)) return { refused: { status: 400, message: HTTP_MESSAGES.badPercentEncoding } };
  const methods = allowedMethods(url.pathname);
  return methods ? { methods } : { refused: notFound(method, url.pathname) };
}

/** What refuses the request before any operation sees it (docs/decisions/022-mock-malformed-requests-get-4xx-json.md). */
function rejection(request: IncomingMessage, methods: string[], body: Buffer | undefined): Rejection | undefined {
  if (!methods.includes(request.method ?? 'GET')) {
    return { status: 405, message: HTTP_MESSAGES.methodNotAllowed, headers: { allow: methods.join(', ') } };
  }
  if (!body) return { status: 413, message: HTTP_MESSAGES.bodyTooLarge };
  if (body.length === 0) return undefined;
  if (!isJsonContentType(request.headers)) {
    return { status: 415, message: HTTP_MESSAGES.unsupportedMediaType, headers: { 'accept-post': 'application/json' } };
  }
  return jsonBodyProblem(body.toString('utf8'));
}

async function route(settings: Settings, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const origin = settings.applyCors(request, response);
  // Node detaches the socket from the request once it is gone; keep it to drop an abusive sender.
  const socket = request.socket;
  const read = await readBoundedRequestBody(request);
  if (read.kind === 'abusive') {
    socket.destroy();
    return;
  }
  const url = requestTarget(request.url);
  if (!url) return sendFailure(response, 400, HTTP_MESSAGES.badRequestLine);
  const method = request.method ?? 'GET';
  // A preflight from an origin off the list learns nothing (docs/decisions/020-mock-cors-allow-list.md).
  if (method === 'OPTIONS' && origin === 'denied') return sendFailure(response, 403, HTTP_MESSAGES.originNotAllowed);
  const path = resolvePath(method, url);
  if ('refused' in path) return sendFailure(response, path.refused.status, path.refused.message);
  if (method === 'OPTIONS') {
    response.writeHead(204, { allow: path.methods.join(', ') }).end();
    return;
  }
  const refused = rejection(request, path.methods, read.kind === 'ok' ? read.body : undefined);
  if (refused) return sendFailure(response, refused.status, refused.message, refused.headers);
  const body = read.kind === 'ok' ? read.body : Buffer.alloc(0);
  if (url.pathname.startsWith(CONTROL_PREFIX)) {
    // A page off the list may not drive the mock, not even with a request that needs no preflight.
    if (origin === 'denied') return sendFailure(response, 403, HTTP_MESSAGES.originNotAllowed);
    const answer = await answerControl(settings.api, method, url.pathname, body.toString('utf8'));
    return sendJson(response, answer.status, answer.body);
  }
  return answerApi(settings, request, response, url, body);
}

function logLine(request: IncomingMessage, response: ServerResponse, started: number, api: MockApi): void {
  const outcome = response.headersSent ? String(response.statusCode) : 'dropped';
  const scenario = request.headers['x-mock-scenario'] ?? api.scenario;
  console.info(`${request.method} ${request.url} -> ${outcome} ${Date.now() - started}ms [${scenario}]`);
}

function handle(settings: Settings, quiet: boolean) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = Date.now();
    if (!quiet) response.on('close', () => logLine(request, response, started, settings.api));
    route(settings, request, response).catch((error: unknown) => {
      console.error('mock-server: the request failed inside the mock', error);
      if (!response.headersSent) sendFailure(response, 500, MESSAGES.serverError);
      else response.destroy();
    });
  };
}

/** Node answers these itself with an empty body; the mock answers JSON like everywhere else. */
function answerUnparsedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'HPE_HEADER_OVERFLOW') writeRawFailure(socket, 431, 'Invalid request: headers are too large');
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') writeRawFailure(socket, 408, 'Invalid request: timed out');
    else writeRawFailure(socket, 400, HTTP_MESSAGES.badRequestLine);
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    writeRawFailure(socket, 405, HTTP_MESSAGES.methodNotAllowed, { allow: 'GET, POST, PUT, OPTIONS' });
  });
  server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
    writeRawFailure(socket, 400, HTTP_MESSAGES.upgradeNotSupported);
  });
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
    sessionTtlSeconds: options.sessionTtlSeconds,
  });
  await api.ready();
  const settings: Settings = {
    api,
    applyCors: corsPolicy(options.corsOrigins),
    trustProxy: options.trustProxy ?? false,
  };
  const server = createServer(handle(settings, options.quiet ?? false));
  answerUnparsedRequests(server);
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
