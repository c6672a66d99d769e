import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { fail, HTTP_MESSAGES, type Env } from './answers';
import { corsPolicy } from './cors';
import { isLoopbackHostHeader } from './loopback';
import { jsonBody, limitBody } from './request-body';
import { requestLog } from './request-log';
import { mountRoutes, notFound, type RouteOptions } from './routes';
import { MESSAGES } from '../handlers/messages';
import type { MockApi } from '../mock-api';
import { isDecodablePath } from '../validation/request-checks';

export interface AppOptions extends RouteOptions {
  quiet?: boolean; // no request log lines (tests)
  corsOrigins?: readonly string[]; // the origins whose pages may call the mock (default: the console's)
  expose?: boolean; // answer a request whatever its Host names (default false: loopback names only)
}

/**
 * A request whose `Host` names another machine is refused before anything else reads it: a page of
 * another site that rebinds its name to 127.0.0.1 reaches the port, not the mock
 * (docs/decisions/124-the-http-mock-answers-loopback-names-only.md).
 */
const loopbackHostOnly: MiddlewareHandler = async (c, next) =>
  isLoopbackHostHeader(c.req.header('host')) ? next() : fail(c, 403, HTTP_MESSAGES.hostNotAllowed);

/** msw would throw on a path parameter that decodeURIComponent cannot read: refused up front. */
const decodablePath: MiddlewareHandler = async (c, next) =>
  isDecodablePath(new URL(c.req.url).pathname) ? next() : fail(c, 400, HTTP_MESSAGES.badPercentEncoding);

/** HEAD is left out of `Allow`: Hono answers it with the GET route. */
const onMethodNotAllowed = (c: Context, methods: string[]) =>
  fail(c, 405, HTTP_MESSAGES.methodNotAllowed, { allow: methods.filter((m) => m !== 'HEAD').join(', ') });

/** The mock's HTTP app: the pipeline every request goes through, top to bottom, then the routes. */
export function mockApp(api: MockApi, options: AppOptions = {}): Hono<Env> {
  const app = new Hono<Env>();
  app.use(
    ...(options.quiet ? [] : [requestLog(api)]),
    ...(options.expose ? [] : [loopbackHostOnly]),
    corsPolicy(options.corsOrigins),
    decodablePath,
    methodNotAllowed({ app, onMethodNotAllowed }),
    limitBody,
    jsonBody,
  );
  mountRoutes(app, api, options);
  app.notFound(notFound);
  app.onError((error, c) => {
    console.error('mock-server: the request failed inside the mock', error);
    return fail(c, 500, MESSAGES.serverError);
  });
  return app;
}
