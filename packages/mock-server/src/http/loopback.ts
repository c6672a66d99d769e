import { BlockList, isIP } from 'node:net';

/*
 * What "this machine only" means, in one place: the CLI's `--host` fence (cli-options.ts), the HTTP
 * mock's Host check (host-check.ts), the console's `npm run dev:http` (apps/console/vite/dev-api-proxy.ts) and
 * the console's production build, which takes an `http:` API on this machine only (apps/console/src/lib/config.ts).
 */

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** A host on this machine only: `localhost`, 127.0.0.0/8 or ::1 (any case, as DNS names compare). */
export function isLoopback(host: string): boolean {
  const family = isIP(host);
  return family === 0 ? host.toLowerCase() === 'localhost' : LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A `Host` header naming this machine: `localhost`, an address of 127.0.0.0/8 or `[::1]`, with or
 * without a port. An IPv6 address comes in brackets (RFC 9110's `uri-host`); anything else, a
 * missing header included, is a stranger's name.
 */
export function isLoopbackHostHeader(header: string | undefined): boolean {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::\d{1,5})?$/.exec(String(header));
  if (!match) return false;
  const [, bracketed, plain] = match;
  // One of the two groups matched: the bracketed one, or else the plain one.
  return bracketed !== undefined ? isIP(bracketed) === 6 && isLoopback(bracketed) : isLoopback(plain as string);
}
