import { http, HttpResponse } from 'msw';
import type { Operation } from './operation';
import { NO_ANSWER } from './responses';
import { DEFAULT_IP } from '../db/fixtures';

/** Where msw matches the admin API root by default: `*\/api`, on any origin. */
export const DEFAULT_BASE_URL = '*/api';

/**
 * The operation as an msw handler under `baseUrl`, for the browser's worker and node's interceptor:
 * no socket there, so every caller has the local IP. Only the browser and node runtimes import this
 * module: msw stays out of the HTTP server. `httpOnlyCookies`: see `OperationCall`.
 */
export function mswHandler(operation: Operation, baseUrl: string, httpOnlyCookies: boolean) {
  return http[operation.method](baseUrl + operation.path, async ({ request, params, cookies }) => {
    const secure = new URL(request.url).protocol === 'https:';
    const call = { request, params, cookies, ip: DEFAULT_IP, secure, httpOnlyCookies };
    const outcome = await operation.answer(call);
    if (outcome === NO_ANSWER) return HttpResponse.error();
    return HttpResponse.json(outcome.body, { status: outcome.status, headers: outcome.headers });
  });
}

/** Every operation of the mock as an msw handler. */
export function mswHandlers(operations: readonly Operation[], baseUrl = DEFAULT_BASE_URL, httpOnlyCookies = true) {
  return operations.map((operation) => mswHandler(operation, baseUrl, httpOnlyCookies));
}
