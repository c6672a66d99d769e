import { isIP } from 'node:net';
import { API_ROOT } from '@crm/api-client';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail, type Answer, type Env } from './answers';
import { CONTROL_PREFIX, controlRoutes } from './control';
import type { Operation } from '../handlers/operation';
import { NO_ANSWER } from '../handlers/responses';
import type { MockApi } from '../mock-api';

const plainAddress = (address = '') => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** The socket's peer, or behind a trusted proxy the last X-Forwarded-For entry if it is an IP (decision 023). */
function clientIp(c: Context<Env>, trustProxy: boolean): string {
  const forwarded = plainAddress(trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1) : undefined);
  return isIP(forwarded) !== 0 ? forwarded : plainAddress(getConnInfo(c).remote.address);
}

/**
 * Whether the caller came over https. The mock listens on plain http, so only a trusted proxy in
 * front can say so: the last `X-Forwarded-Proto` entry, the one it wrote, as with the client IP.
 */
function isSecure(c: Context<Env>, trustProxy: boolean): boolean {
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() === 'https';
}

/** The body `jsonBody` parsed; an empty one is no JSON, as `Request.json()` finds it. */
function parsedBody(c: Context<Env>): Promise<unknown> {
  const { body } = c.var;
  return body === undefined ? Promise.reject(new SyntaxError()) : Promise.resolve(body);
}

/** Hono matched the operation's route: it answers, told the caller's IP, and Hono writes its reply. */
function operationRoute(operation: Operation, trustProxy: boolean): Answer {
  return async (c) => {
    const outcome = await operation.answer({
      request: { headers: c.req.raw.headers, json: () => parsedBody(c) },
      params: c.req.param(),
      cookies: getCookie(c),
      ip: clientIp(c, trustProxy),
      secure: isSecure(c, trustProxy),
      httpOnlyCookies: true,
    });
    if (outcome !== NO_ANSWER) return c.json(outcome.body, outcome.status as ContentfulStatusCode, outcome.headers);
    // The network-error scenario: the connection drops without an answer, and nothing is written on it.
    c.env.incoming.socket.destroy();
    return c.body(null);
  };
}

/** 404 naming what is missing, with at most 100 characters of the path as sent. */
export function notFound(c: Context): Response {
  const path = new URL(c.req.url).pathname;
  const where = `${c.req.method} ${path.length > 100 ? `${path.slice(0, 100)}…` : path}`;
  if (path.startsWith(CONTROL_PREFIX)) return fail(c, 404, `No control endpoint ${where}`);
  if (path.startsWith(`${API_ROOT}/`)) return fail(c, 404, `No API operation ${where}`);
  return fail(c, 404, `Not found: ${where}; the API is under /api/`);
}

export interface RouteOptions {
  trustProxy?: boolean; // take the client IP from X-Forwarded-For, as set by a proxy in front (default false)
  providerStates?: boolean; // serve /__mock/provider-states (default true; false answers it 403)
}

/**
 * The yaml's operations under `/api/` at the yaml's methods and paths, and the `/__mock/` endpoints.
 * Each path answers its methods and OPTIONS, which names them.
 */
export function mountRoutes(app: Hono<Env>, api: MockApi, options: RouteOptions): void {
  const route = (path: string, answers: Record<string, Answer>) => {
    for (const [method, answer] of Object.entries(answers)) app.on(method, path, answer);
    app.options(path, (c) => c.body(null, 204, { allow: [...Object.keys(answers), 'OPTIONS'].join(', ') }));
  };
  const byPath: Record<string, Record<string, Answer>> = {};
  for (const operation of api.operations) {
    const answer = operationRoute(operation, options.trustProxy ?? false);
    (byPath[API_ROOT + operation.path] ??= {})[operation.method.toUpperCase()] = answer;
  }
  for (const [path, answers] of Object.entries(byPath)) route(path, answers);
  for (const [name, answers] of Object.entries(controlRoutes(api, options.providerStates))) {
    route(CONTROL_PREFIX + name, answers);
  }
}
