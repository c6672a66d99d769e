import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { fail, HTTP_MESSAGES } from './answers';
import { CONTROL_PREFIX } from './control';
import { SCENARIO_HEADER } from '../scenarios/scenarios';

/** The console's Vite dev server (5173) and `vite preview` (4173), by both local names. */
export const DEFAULT_CORS_ORIGINS: readonly string[] = [5173, 4173].flatMap((port) =>
  ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port}`),
);

/** The methods the mock serves: CORS allows them, and CONNECT's 405 names them in `Allow`. */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'OPTIONS'];

/**
 * CORS with an allow-list (docs/decisions/020-mock-cors-allow-list.md): only a listed origin gets
 * hono/cors's Access-Control-Allow-* headers, with credentials. `null` (sandboxed frames, file:
 * pages) and every other origin get none, a JSON 403 on a preflight, and no use of `/__mock/`.
 */
export function corsPolicy(origins: readonly string[] = DEFAULT_CORS_ORIGINS): MiddlewareHandler {
  const allow = cors({
    origin: [...origins],
    credentials: true,
    allowMethods: [...ALLOWED_METHODS],
    allowHeaders: ['Authorization', 'Content-Type', SCENARIO_HEADER, 'X-XSRF-TOKEN'],
    maxAge: 600,
    // A throttled answer's wait (docs/decisions/030-throttling-like-keycloak.md), which pages may read.
    exposeHeaders: ['Retry-After'],
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined) return next();
    if (origins.includes(origin)) {
      const preflight = await allow(c, next);
      // hono/cors also varies a preflight on its request headers; the allowed ones are a fixed list.
      c.res.headers.set('Vary', 'Origin');
      return preflight;
    }
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith(CONTROL_PREFIX)) {
      return fail(c, 403, HTTP_MESSAGES.originNotAllowed, { Vary: 'Origin' });
    }
    await next();
    c.header('Vary', 'Origin');
  };
}
