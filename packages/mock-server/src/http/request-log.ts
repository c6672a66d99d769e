import type { MiddlewareHandler } from 'hono';
import type { Env } from './answers';
import type { MockApi } from '../mock-api';
import { SCENARIO_HEADER } from '../scenarios/scenarios';

/** `GET /api/admin/login -> 200 3ms [default]`, or `dropped` when the connection went without an answer. */
export function requestLog(api: MockApi): MiddlewareHandler<Env> {
  return async (c, next) => {
    const started = Date.now();
    await next();
    const outcome = c.env.incoming.socket.destroyed ? 'dropped' : c.res.status;
    const scenario = c.req.header(SCENARIO_HEADER) ?? api.scenario;
    console.info(`${c.req.method} ${c.env.incoming.url} -> ${outcome} ${Date.now() - started}ms [${scenario}]`);
  };
}
