import { checkIsLoggedInHandler } from './session';
import { loginHandler, verifyAuthenticationHandler } from './auth';
import type { MockContext } from './context';
import { forgotPasswordHandler, resetClientPasswordHandler, resetPasswordHandler } from './password';
import { dailyQuoteHandler } from './quote';

/** The seven operations of openapi/admin-api.yaml under `baseUrl`. */
export function createHandlers(ctx: MockContext, baseUrl: string) {
  return [
    loginHandler(ctx, baseUrl),
    verifyAuthenticationHandler(ctx, baseUrl),
    forgotPasswordHandler(ctx, baseUrl),
    resetPasswordHandler(ctx, baseUrl),
    resetClientPasswordHandler(ctx, baseUrl),
    dailyQuoteHandler(ctx, baseUrl),
    checkIsLoggedInHandler(ctx, baseUrl),
  ];
}
