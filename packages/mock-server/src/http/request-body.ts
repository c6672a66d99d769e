import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail, HTTP_MESSAGES, MAX_BODY_BYTES, type Env } from './answers';
import { isJsonContentType, parseJsonBody } from '../validation/request-checks';

/** Past this a sender is not a console: its connection is dropped rather than drained. */
const MAX_DECLARED_BODY_BYTES = 16 * 1024 * 1024;

/** 413 for a body past 64 KB; a declared length past 16 MB drops the connection. */
function tooLarge(c: Context<Env>): Response {
  if (Number(c.req.header('content-length')) > MAX_DECLARED_BODY_BYTES) c.env.incoming.socket.destroy();
  return fail(c, 413, HTTP_MESSAGES.bodyTooLarge);
}

const countBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * The body limit. A declared length decides from the header, as hono/body-limit itself does, and
 * no length nor chunks is no body (RFC 9112 §6.3): neither needs the fetch `Request` that
 * hono/body-limit reads, which would double the CPU time of a POST and put it under Prism's rate
 * (docs/mock-throughput.md). A chunked body is counted by hono/body-limit as it arrives; it copies
 * the request it has counted with the process's `Request`, which cannot copy the adapter's
 * lightweight one (`overrideGlobalObjects: false`, server.ts), so it is handed a fetch `Request`
 * over the same stream (`src/http/empty-bodies.test.ts`). TRACE, which fetch forbids and no route
 * serves, keeps the adapter's request until its 405.
 */
export const limitBody: MiddlewareHandler<Env> = (c, next) => {
  if (c.req.header('transfer-encoding') === undefined) {
    return Number(c.req.header('content-length')) > MAX_BODY_BYTES ? Promise.resolve(tooLarge(c)) : next();
  }
  if (c.req.method !== 'TRACE') c.req.raw = new Request(c.req.url, c.req.raw);
  return countBody(c, next);
};

/**
 * Reads and parses a non-empty body once, as JSON only (docs/decisions/022-mock-malformed-requests-get-4xx-json.md):
 * 415 for another type, 400 for what is not JSON or is hostile JSON. The value is `c.var.body`.
 */
export const jsonBody: MiddlewareHandler<Env> = async (c, next) => {
  const text = await c.req.text();
  if (text === '') return next();
  if (!isJsonContentType(c.req.header('content-type'))) {
    return fail(c, 415, HTTP_MESSAGES.unsupportedMediaType, { 'accept-post': 'application/json' });
  }
  const parsed = parseJsonBody(text);
  if (!parsed.ok) return fail(c, parsed.rejection.status, parsed.rejection.message);
  c.set('body', parsed.value);
  return next();
};
