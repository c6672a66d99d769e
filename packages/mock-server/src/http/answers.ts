import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const MAX_BODY_BYTES = 64 * 1024;

/** The HTTP layer's failures, before any operation runs: short and stable, the yaml quotes them. */
export const HTTP_MESSAGES = {
  badRequestLine: 'Invalid request: malformed HTTP request',
  badPercentEncoding: 'Invalid request: the path is not valid percent-encoding',
  methodNotAllowed: 'Method not allowed',
  unsupportedMediaType: 'Invalid request: the body must be application/json',
  bodyTooLarge: `Invalid request: body is larger than ${MAX_BODY_BYTES / 1024} KB`,
  originNotAllowed: 'Origin not allowed',
  upgradeNotSupported: 'Invalid request: protocol upgrades are not supported',
  hostNotAllowed:
    'Host not allowed: this mock answers localhost, 127.0.0.0/8 and [::1] only (start it with --expose to answer other names)',
} as const;

/**
 * Hono on Node: the context holds Node's request and response too, and the request's JSON body once
 * `jsonBody` (request-body.ts) has parsed it; an empty body leaves it undefined.
 */
export type Env = { Bindings: HttpBindings; Variables: { body?: unknown } };
export type Answer = (c: Context<Env>) => Response | Promise<Response>;

/** The API's `Failure` JSON. */
export function fail(c: Context, status: number, message: string, headers?: Record<string, string>): Response {
  return c.json({ success: false, message }, status as ContentfulStatusCode, headers);
}

/** The `Failure` JSON on a socket, for what is no request (a bad request line, CONNECT, an upgrade). */
export function writeRawFailure(socket: Duplex, status: number, message: string, headers: string[] = []): void {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ success: false, message });
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, 'content-type: application/json', ...headers];
  head.push(`content-length: ${Buffer.byteLength(body)}`, 'connection: close');
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
