import { isIP } from 'node:net';

function plainAddress(address: string): string {
  return address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * The caller's IP (docs/decisions/023-mock-trusts-x-forwarded-for-only-behind-a-proxy.md).
 * X-Forwarded-For counts only behind a proxy we were told to trust, and then its last entry: the
 * address the proxy itself saw, which the client cannot forge. Anything that is no IP is ignored.
 */
export function clientIp(peer: string | undefined, forwardedFor: string | undefined, trustProxy: boolean): string {
  const socketPeer = plainAddress(peer ?? '');
  if (!trustProxy) return socketPeer;
  const forwarded = plainAddress((forwardedFor ?? '').split(',').at(-1) ?? '');
  return isIP(forwarded) !== 0 ? forwarded : socketPeer;
}
