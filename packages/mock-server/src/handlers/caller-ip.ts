import { DEFAULT_IP } from '../db/fixtures';

/**
 * The caller's IP. The HTTP runtime always sets `x-forwarded-for` on the request the handlers
 * see to the client IP it resolved (the socket's address, or the proxy's header when trusted);
 * in the browser and in node tests there is no socket, so the caller is local.
 */
export function callerIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || DEFAULT_IP;
}
