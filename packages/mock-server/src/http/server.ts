import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROOT } from '@crm/api-client';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { getResponse } from 'msw';
import { fail, HTTP_MESSAGES, MAX_BODY_BYTES, writeRawFailure } from './answers';
import { clientIp } from './client-ip';
import { CONTROL_PREFIX, controlRoutes } from './control';
import { corsPolicy } from './cors';
import { isDecodablePath, isJsonContentType, jsonBodyProblem } from './request-checks';
import { openApiDocument } from '../generated/openapi-document';
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

type Answer = (c: Context<{ Bindings: HttpBindings }>) => Response | Promise<Response>;

export const DEFAULT_HTTP_PORT = 4010;
export const DEFAULT_HTTP_HOST = '127.0.0.1';
/** Past this a sender is not a console: its connection is dropped rather than drained. */
const MAX_DECLARED_BODY_BYTES = 16 * 1024 * 1024;

/** The path as sent, at most 100 characters of it, so that a failure message stays bounded. */
function quotedPath(c: Context): string {
  const path = new URL(c.req.url).pathname;
  return path.length > 100 ? `${path.slice(0, 100)}…` : path;
}

function notFound(c: Context): Response {
  const where = `${c.req.method} ${quotedPath(c)}`;
  if (c.req.path.startsWith(CONTROL_PREFIX)) return fail(c, 404, `No control endpoint ${where}`);
  if (c.req.path.startsWith(`${API_ROOT}/`)) return fail(c, 404, `No API operation ${where}`);
  return fail(c, 404, `Not found: ${where}; the API is under /api/`);
}

/** What refuses a body before any operation sees it (docs/decisions/022-mock-malformed-requests-get-4xx-json.md). */
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    if (Number(c.req.header('content-length')) > MAX_DECLARED_BODY_BYTES) c.env.incoming.socket.destroy();
    return fail(c, 413, HTTP_MESSAGES.bodyTooLarge);
  },
});
const jsonBody: MiddlewareHandler = async (c, next) => {
  const text = await c.req.text();
  if (text === '') return next();
  if (!isJsonContentType(c.req.header('content-type'))) {
    return fail(c, 415, HTTP_MESSAGES.unsupportedMediaType, { 'accept-post': 'application/json' });
  }
  const problem = jsonBodyProblem(text);
  return problem ? fail(c, problem.status, problem.message) : next();
};

/** msw's handlers answer the operation, told the caller's IP in `x-forwarded-for` (which no client chooses). */
function operation(api: MockApi, trustProxy: boolean): Answer {
  return async (c) => {
    const headers = new Headers(c.req.raw.headers);
    const ip = clientIp(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trustProxy);
    headers.set('x-forwarded-for', ip);
    const body = (await c.req.text()) || undefined;
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const answer = await getResponse(api.handlers, new Request(c.req.url, { method, headers, body }));
    if (!answer) return notFound(c);
    // The network-error scenario: the request fails without any answer, as a dropped connection does.
    if (answer.type !== 'error') return answer;
    c.env.incoming.socket.destroy();
    return c.body(null);
  };
}

/** Each path with its methods, and OPTIONS, which names them; another method is a 405 with `Allow`. */
function routes(app: Hono<{ Bindings: HttpBindings }>, api: MockApi, trustProxy: boolean): void {
  const route = (path: string, answers: Record<string, Answer>) => {
    for (const [method, answer] of Object.entries(answers)) app.on(method, path, limitBody, jsonBody, answer);
    const allow = [...Object.keys(answers), 'OPTIONS'].join(', ');
    app.options(path, (c) => c.body(null, 204, { allow }));
  };
  const answer = operation(api, trustProxy);
  for (const [path, item] of Object.entries(openApiDocument.paths as Record<string, object>)) {
    const methods = Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key));
    const honoPath = `${API_ROOT}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
    route(honoPath, Object.fromEntries(methods.map((method) => [method.toUpperCase(), answer])));
  }
  for (const [name, answers] of Object.entries(controlRoutes(api))) route(`${CONTROL_PREFIX}${name}`, answers);
}

/** `GET /api/admin/login -> 200 3ms [default]`, or `dropped` when the connection went without an answer. */
function requestLog(api: MockApi): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    const started = Date.now();
    const { incoming, outgoing } = c.env;
    outgoing.once('close', () => {
      const outcome = outgoing.writableFinished ? String(outgoing.statusCode) : 'dropped';
      const scenario = incoming.headers['x-mock-scenario'] ?? api.scenario;
      console.info(`${incoming.method} ${incoming.url} -> ${outcome} ${Date.now() - started}ms [${scenario}]`);
    });
    await next();
  };
}

export function mockApp(api: MockApi, options: HttpMockOptions): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  if (!options.quiet) app.use(requestLog(api));
  app.use(corsPolicy(options.corsOrigins));
  app.use(async (c, next) =>
    isDecodablePath(new URL(c.req.url).pathname) ? next() : fail(c, 400, HTTP_MESSAGES.badPercentEncoding),
  );
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        fail(c, 405, HTTP_MESSAGES.methodNotAllowed, { allow: methods.filter((m) => m !== 'HEAD').join(', ') }),
    }),
  );
  routes(app, api, options.trustProxy ?? false);
  app.notFound(notFound);
  app.onError((error, c) => {
    console.error('mock-server: the request failed inside the mock', error);
    return fail(c, 500, MESSAGES.serverError);
  });
  return app;
}

/** Node answers these itself with an empty body; the mock answers JSON like everywhere else. */
function answerUnparsedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'HPE_HEADER_OVERFLOW') writeRawFailure(socket, 431, 'Invalid request: headers are too large');
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') writeRawFailure(socket, 408, 'Invalid request: timed out');
    else writeRawFailure(socket, 400, HTTP_MESSAGES.badRequestLine);
  });
  server.on('connect', (_request, socket) =>
    writeRawFailure(socket, 405, HTTP_MESSAGES.methodNotAllowed, ['allow: GET, POST, PUT, OPTIONS']),
  );
  server.on('upgrade', (_request, socket) => writeRawFailure(socket, 400, HTTP_MESSAGES.upgradeNotSupported));
}

/** A real HTTP server for the API under `/api/`, with `/__mock/*` control endpoints. */
export async function startHttpMock(options: HttpMockOptions = {}): Promise<HttpMock> {
  const api = createMockApi(options);
  await api.ready();
  const server = createAdaptorServer({ fetch: mockApp(api, options).fetch, overrideGlobalObjects: false }) as Server;
  answerUnparsedRequests(server);
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_HTTP_PORT, options.host ?? DEFAULT_HTTP_HOST, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return { url: `http://${host}:${address.port}`, api, close };
}
