import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

function plainAddress(address: string): string {
  return address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * The caller's IP (docs/decisions/023-mock-trusts-x-forwarded-for-only-behind-a-proxy.md).
 * X-Forwarded-For counts only behind a proxy we were told to trust, and then its
 * last entry: the address the proxy itself saw, which the client cannot forge (the entries before
 * it are whatever the client sent). Anything that is not an IP address is ignored.
 */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const peer = plainAddress(request.socket.remoteAddress ?? '');
  if (!trustProxy) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = plainAddress((Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').at(-1) ?? '');
  return isIP(forwarded) !== 0 ? forwarded : peer;
}
