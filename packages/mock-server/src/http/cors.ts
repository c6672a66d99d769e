import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCENARIO_HEADER } from '../scenarios/scenarios';

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', SCENARIO_HEADER, 'X-XSRF-TOKEN'].join(', ');

/** Local development only: any page may call the mock, with its cookies (trusted device). */
export function applyCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  if (!origin) return;
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  response.setHeader('Access-Control-Max-Age', '600');
  response.setHeader('Vary', 'Origin');
}
