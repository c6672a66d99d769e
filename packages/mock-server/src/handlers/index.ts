import { http, HttpResponse } from 'msw';
import { loginOperation, verifyAuthenticationOperation } from './auth';
import type { MockContext } from './context';
import type { Operation } from './operation';
import { forgotPasswordOperation, resetClientPasswordOperation, resetPasswordOperation } from './password';
import { dailyQuoteOperation } from './quote';
import { NO_ANSWER } from './responses';
import { checkIsLoggedInOperation, logoutOperation } from './session';
import { DEFAULT_IP } from '../db/fixtures';

/** The operations of openapi/admin-api.yaml: the spec's seven, and the log out (decision 082). */
export function createOperations(ctx: MockContext): Operation[] {
  return [
    loginOperation(ctx),
    verifyAuthenticationOperation(ctx),
    forgotPasswordOperation(ctx),
    resetPasswordOperation(ctx),
    resetClientPasswordOperation(ctx),
    dailyQuoteOperation(ctx),
    checkIsLoggedInOperation(ctx),
    logoutOperation(ctx),
  ];
}

/**
 * The operation as an msw handler under `baseUrl`, for the browser's worker and node's interceptor:
 * no socket there, so every caller has the local IP.
 */
export function mswHandler(operation: Operation, baseUrl: string) {
  return http[operation.method](baseUrl + operation.path, async ({ request, params, cookies }) => {
    const outcome = await operation.answer({ request, params, cookies, ip: DEFAULT_IP });
    if (outcome === NO_ANSWER) return HttpResponse.error();
    return HttpResponse.json(outcome.body, { status: outcome.status, headers: outcome.headers });
  });
}
