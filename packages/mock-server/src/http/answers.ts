import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_BODY_BYTES } from './request-body';

/**
 * The failure messages of the HTTP layer, before any operation runs. Short and stable: the yaml
 * quotes them as examples. None of them repeats what the client sent at length, so every one stays
 * far under the yaml's `maxLength` of `Failure.message`.
 */
export const HTTP_MESSAGES = {
  badRequestLine: 'Invalid request: malformed HTTP request',
  badPercentEncoding: 'Invalid request: the path is not valid percent-encoding',
  badHeader: 'Invalid request: a header is malformed',
  methodNotAllowed: 'Method not allowed',
  unsupportedMediaType: 'Invalid request: the body must be application/json',
  bodyTooLarge: `Invalid request: body is larger than ${MAX_BODY_BYTES / 1024} KB`,
  invalidJson: 'Invalid request: body is not valid JSON',
  originNotAllowed: 'Origin not allowed',
  upgradeNotSupported: 'Invalid request: protocol upgrades are not supported',
} as const;

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendFailure(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, { success: false, message }, headers);
}

/**
 * A JSON failure written straight on a socket, for what never becomes a request: a request line
 * Node cannot parse, CONNECT, an upgrade. Node's own answer there is an empty `400` without a type.
 */
export function writeRawFailure(
  socket: Duplex,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ success: false, message });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}
