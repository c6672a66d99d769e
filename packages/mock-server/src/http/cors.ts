import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCENARIO_HEADER } from '../scenarios/scenarios';

/** The console's Vite dev server (5173) and `vite preview` (4173), by both local names. */
export const DEFAULT_CORS_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', SCENARIO_HEADER, 'X-XSRF-TOKEN'].join(', ');

/** `none`: no Origin header (curl, Pact, a same-origin GET); `denied`: an origin off the list. */
export type OriginVerdict = 'none' | 'allowed' | 'denied';

/**
 * CORS with an allow-list (docs/decisions/020-mock-cors-allow-list.md): only a listed origin gets the
 * Access-Control-Allow-* headers, with credentials. `null` (sandboxed frames, file: pages) and
 * every other origin get none, so that a browser keeps their pages from reading the answers.
 */
export function corsPolicy(origins: readonly string[] = DEFAULT_CORS_ORIGINS) {
  const allowed = new Set(origins);
  return function applyCors(request: IncomingMessage, response: ServerResponse): OriginVerdict {
    const origin = request.headers.origin;
    if (origin === undefined) return 'none';
    response.setHeader('Vary', 'Origin');
    if (!allowed.has(origin)) return 'denied';
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    response.setHeader('Access-Control-Max-Age', '600');
    // A throttled answer's wait (docs/decisions/030-throttling-like-keycloak.md): not a header
    // pages may read unless exposed, and the console says how long to wait from it.
    response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    return 'allowed';
  };
}

export type ApplyCors = ReturnType<typeof corsPolicy>;
