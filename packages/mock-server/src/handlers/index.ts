import { loginOperation, verifyAuthenticationOperation } from './auth';
import type { MockContext } from './context';
import type { Operation } from './operation';
import { forgotPasswordOperation, resetClientPasswordOperation, resetPasswordOperation } from './password';
import { dailyQuoteOperation } from './quote';
import { checkIsLoggedInOperation, logoutOperation } from './session';

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
