import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The failure messages of the HTTP layer, before any operation runs. Short and stable: the yaml
 * quotes them as examples, and none repeats what the client sent at length.
 */
export const HTTP_MESSAGES = {
  badRequestLine: 'Invalid request: malformed HTTP request',
  badPercentEncoding: 'Invalid request: the path is not valid percent-encoding',
  methodNotAllowed: 'Method not allowed',
  unsupportedMediaType: 'Invalid request: the body must be application/json',
  bodyTooLarge: `Invalid request: body is larger than ${MAX_BODY_BYTES / 1024} KB`,
  invalidJson: 'Invalid request: body is not valid JSON',
  originNotAllowed: 'Origin not allowed',
  upgradeNotSupported: 'Invalid request: protocol upgrades are not supported',
} as const;

/** The API's `Failure` JSON. */
export function fail(c: Context, status: number, message: string, headers?: Record<string, string>): Response {
  return c.json({ success: false, message }, status as ContentfulStatusCode, headers);
}

/**
 * A JSON failure written straight on a socket, for what never becomes a request: a request line
 * Node cannot parse, CONNECT, an upgrade. Node's own answer there is an empty `400` without a type.
 */
export function writeRawFailure(socket: Duplex, status: number, message: string, headers: string[] = []): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ success: false, message });
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`, 'content-type: application/json'];
  head.push(`content-length: ${Buffer.byteLength(body)}`, 'connection: close', ...headers);
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
