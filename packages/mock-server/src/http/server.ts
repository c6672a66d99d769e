import { once } from 'node:events';
import type { Server } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { API_ROOT } from '@crm/api-client';
import { createAdaptorServer } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail, HTTP_MESSAGES, MAX_BODY_BYTES, writeRawFailure, type Answer, type Env } from './answers';
import { CONTROL_PREFIX, controlRoutes } from './control';
import { corsPolicy } from './cors';
import { isDecodablePath, isJsonContentType, jsonBodyProblem } from '../validation/request-checks';
import { MESSAGES } from '../handlers/messages';
import type { Operation } from '../handlers/operation';
import { NO_ANSWER } from '../handlers/responses';
import { createMockApi, type MockApi, type MockApiOptions } from '../mock-api';

/** The mock's own options (the clock, production mode, session TTL, answer checks), and where it listens. */
export type HttpMockOptions = Pick<MockApiOptions, 'validateResponses' | 'now' | 'production' | 'sessionTtlSeconds'> & {
  port?: number; // default: a free port (`npm run mock` listens on 4010)
  host?: string; // default 127.0.0.1: the mock is for this machine only
  quiet?: boolean; // no request log lines (tests)
  corsOrigins?: readonly string[]; // the origins whose pages may call the mock (default: the console's)
  trustProxy?: boolean; // take the client IP from X-Forwarded-For, as set by a proxy in front (default false)
  providerStates?: boolean; // serve /__mock/provider-states (default true; false answers it 403)
};

/** The running mock: its origin (the API is under `${url}/api`), its data and scenario for tests, and its end. */
export type HttpMock = { url: string; api: MockApi; close(): Promise<void> };

export const DEFAULT_HTTP_HOST = '127.0.0.1';
/** Past this a sender is not a console: its connection is dropped rather than drained. */
const MAX_DECLARED_BODY_BYTES = 16 * 1024 * 1024;

const plainAddress = (address = '') => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** The socket's peer, or behind a trusted proxy the last X-Forwarded-For entry if it is an IP (decision 023). */
function clientIp(c: Context<Env>, trustProxy: boolean): string {
  const forwarded = plainAddress(trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1) : undefined);
  return isIP(forwarded) !== 0 ? forwarded : plainAddress(c.env.incoming.socket.remoteAddress);
}

/** 404 naming what is missing, with at most 100 characters of the path as sent. */
function notFound(c: Context): Response {
  const path = new URL(c.req.url).pathname;
  const where = `${c.req.method} ${path.length > 100 ? `${path.slice(0, 100)}…` : path}`;
  if (path.startsWith(CONTROL_PREFIX)) return fail(c, 404, `No control endpoint ${where}`);
  if (path.startsWith(`${API_ROOT}/`)) return fail(c, 404, `No API operation ${where}`);
  return fail(c, 404, `Not found: ${where}; the API is under /api/`);
}

/** What refuses a body before any operation sees it (docs/decisions/022-mock-malformed-requests-get-4xx-json.md). */
const tooLarge = (c: Context<Env>) => {
  if (Number(c.req.header('content-length')) > MAX_DECLARED_BODY_BYTES) c.env.incoming.socket.destroy();
  return fail(c, 413, HTTP_MESSAGES.bodyTooLarge);
};
const countBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
/**
 * Only a chunked body is counted as it arrives. hono/body-limit then copies `c.req.raw` with the
 * process's `Request`, which cannot copy the adapter's lightweight request (`overrideGlobalObjects:
 * false`, decision 092): it is handed a plain one over the same stream. A declared length decides as
 * hono/body-limit would, without a body stream; no length and no chunks is no body (RFC 9112 §6.3),
 * which is what `curl -XPOST URL` sends.
 */
const limitBody: MiddlewareHandler<Env> = async (c, next) => {
  if (c.req.header('transfer-encoding') !== undefined) {
    const { method, headers, body } = c.req.raw;
    // `duplex` is required with a stream body, and missing from the DOM's RequestInit type.
    c.req.raw = new Request(c.req.url, { method, headers, body, duplex: 'half' } as RequestInit);
    return countBody(c, next);
  }
  return Number(c.req.header('content-length')) > MAX_BODY_BYTES ? tooLarge(c) : next();
};
const jsonBody: MiddlewareHandler = async (c, next) => {
  const text = await c.req.text();
  if (text === '') return next();
  if (!isJsonContentType(c.req.header('content-type'))) {
    return fail(c, 415, HTTP_MESSAGES.unsupportedMediaType, { 'accept-post': 'application/json' });
  }
  const problem = jsonBodyProblem(text);
  return problem ? fail(c, problem.status, problem.message) : next();
};

/** Hono matched the operation's route: it answers, told the caller's IP, and Hono writes its reply. */
function operationRoute(operation: Operation, trustProxy: boolean): Answer {
  return async (c) => {
    const outcome = await operation.answer({
      request: { headers: c.req.raw.headers, text: () => c.req.text() },
      params: c.req.param(),
      cookies: getCookie(c),
      ip: clientIp(c, trustProxy),
    });
    if (outcome !== NO_ANSWER) return c.json(outcome.body, outcome.status as ContentfulStatusCode, outcome.headers);
    // The network-error scenario: the request fails without any answer, as a dropped connection does.
    c.env.incoming.socket.destroy();
    return new Response(null, { headers: RESPONSE_ALREADY_SENT.headers }); // the adapter writes nothing
  };
}

/** Each path answers its methods and OPTIONS, which names them; another method is a 405 with `Allow`. */
function routes(app: Hono<Env>, api: MockApi, trustProxy: boolean, providerStates?: boolean): void {
  const route = (path: string, answers: Record<string, Answer>) => {
    for (const [method, answer] of Object.entries(answers)) {
      // A GET has no body to check (fetch gives it none), and reading one would cost every GET a Request.
      if (method === 'GET') app.get(path, answer);
      else app.on(method, path, limitBody, jsonBody, answer);
    }
    app.options(path, (c) => c.body(null, 204, { allow: [...Object.keys(answers), 'OPTIONS'].join(', ') }));
  };
  const byPath: Record<string, Record<string, Answer>> = {};
  for (const operation of api.operations) {
    (byPath[API_ROOT + operation.path] ??= {})[operation.method.toUpperCase()] = operationRoute(operation, trustProxy);
  }
  for (const [path, answers] of Object.entries(byPath)) route(path, answers);
  for (const [name, answers] of Object.entries(controlRoutes(api, providerStates)))
    route(CONTROL_PREFIX + name, answers);
}

/** `GET /api/admin/login -> 200 3ms [default]`, or `dropped` when the connection went without an answer. */
function requestLog(api: MockApi): MiddlewareHandler<Env> {
  return async (c, next) => {
    const started = Date.now();
    const { incoming, outgoing } = c.env;
    outgoing.once('close', () => {
      const outcome = outgoing.writableFinished ? outgoing.statusCode : 'dropped';
      const scenario = incoming.headers['x-mock-scenario'] ?? api.scenario;
      console.info(`${incoming.method} ${incoming.url} -> ${outcome} ${Date.now() - started}ms [${scenario}]`);
    });
    await next();
  };
}

function mockApp(api: MockApi, options: HttpMockOptions): Hono<Env> {
  const app = new Hono<Env>();
  if (!options.quiet) app.use(requestLog(api));
  app.use(corsPolicy(options.corsOrigins));
  // Only a `%` can make a path undecodable: the other URLs skip parsing.
  const decodable = (url: string) => !url.includes('%') || isDecodablePath(new URL(url).pathname);
  app.use(async (c, next) => (decodable(c.req.url) ? next() : fail(c, 400, HTTP_MESSAGES.badPercentEncoding)));
  const onMethodNotAllowed = (c: Context, methods: string[]) =>
    fail(c, 405, HTTP_MESSAGES.methodNotAllowed, { allow: methods.filter((m) => m !== 'HEAD').join(', ') });
  app.use(methodNotAllowed({ app, onMethodNotAllowed }));
  routes(app, api, options.trustProxy ?? false, options.providerStates);
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
  const allow = ['allow: GET, POST, PUT, OPTIONS'];
  server.on('connect', (_, socket) => writeRawFailure(socket, 405, HTTP_MESSAGES.methodNotAllowed, allow));
  server.on('upgrade', (_, socket) => writeRawFailure(socket, 400, HTTP_MESSAGES.upgradeNotSupported));
}

/** A real HTTP server for the API under `/api/`, with `/__mock/*` control endpoints. */
export async function startHttpMock(options: HttpMockOptions = {}): Promise<HttpMock> {
  const api = createMockApi(options);
  await api.ready();
  const server = createAdaptorServer({ fetch: mockApp(api, options).fetch, overrideGlobalObjects: false }) as Server;
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
