import { MIN_PASSWORD_LENGTH } from '@crm/api-client';
import type { MockContext } from './context';
import { MESSAGES } from './messages';
import { defineOperation } from './operation';
import { failure, respond, type Reply, type Schemas } from './responses';
import { forcedLockout, tooManyRequests } from './throttle';
import { THROTTLE_KEYS, throttleOf } from '../db/throttle';
import type { OneTimeCodeRecord } from '../db/collections';

interface PasswordChange {
  new_password: string;
  confirm_password: string;
}

type Checked<T> = { code: T } | { rejection: Reply };

/** The code first (retyping cannot fix a dead link), then the password policy. */
function checkChange<T extends OneTimeCodeRecord>(
  ctx: MockContext,
  code: T | undefined,
  change: PasswordChange,
): Checked<T> {
  if (!code) return { rejection: failure(404, MESSAGES.invalidResetCode) };
  if (code.used) return { rejection: failure(410, MESSAGES.resetCodeUsed) };
  if (code.expires_at <= ctx.now()) return { rejection: failure(410, MESSAGES.resetCodeExpired) };
  if (change.new_password.length < MIN_PASSWORD_LENGTH) return { rejection: failure(422, MESSAGES.passwordTooShort) };
  if (change.new_password !== change.confirm_password) return { rejection: failure(422, MESSAGES.passwordsDoNotMatch) };
  return { code };
}

async function setPassword(ctx: MockContext, userId: number, password: string): Promise<Reply> {
  await ctx.db.users.update((q) => q.where({ id: userId }), {
    data(user) {
      user.password = password;
    },
  });
  return respond<Schemas['MessageResponse']>({ success: true, message: MESSAGES.passwordChanged });
}

function markUsed(draft: OneTimeCodeRecord): void {
  draft.used = true;
}

export function forgotPasswordOperation(ctx: MockContext) {
  return defineOperation<Schemas['ForgotPasswordRequest']>(ctx, {
    operationId: 'forgotPassword',
    handle({ ip, body, scenario }) {
      if (scenario === 'rate-limited') return forcedLockout();
      // Every request counts, registered address or not: each one would send an e-mail.
      const keys = [THROTTLE_KEYS.forgotEmail(body.email), THROTTLE_KEYS.forgotIp(ip)];
      const throttle = throttleOf(ctx.db);
      const wait = throttle.retryAfterSeconds(keys, ctx.now());
      if (wait) return tooManyRequests(wait);
      throttle.countAttempt(keys, ctx.now());
      // The same answer for every address, so that the call cannot be used to find accounts.
      return respond<Schemas['MessageResponse']>({ success: true, message: MESSAGES.resetLinkSent });
    },
  });
}

export function resetPasswordOperation(ctx: MockContext) {
  return defineOperation<Schemas['ResetPasswordRequest']>(ctx, {
    operationId: 'resetPassword',
    async handle({ body }) {
      const checked = checkChange(
        ctx,
        ctx.db.resetCodes.findFirst((q) => q.where({ code: body.fpcode })),
        body,
      );
      if ('rejection' in checked) return checked.rejection;
      await ctx.db.resetCodes.update(checked.code, { data: markUsed });
      return setPassword(ctx, checked.code.user_id, body.new_password);
    },
  });
}

export function resetClientPasswordOperation(ctx: MockContext) {
  return defineOperation<Schemas['ResetClientPasswordRequest']>(ctx, {
    operationId: 'resetClientPassword',
    async handle({ body }) {
      const checked = checkChange(
        ctx,
        ctx.db.invitations.findFirst((q) => q.where({ code: body.fpcode })),
        body,
      );
      if ('rejection' in checked) return checked.rejection;
      if (!body.termAndCondition) return failure(422, MESSAGES.termsNotAccepted);
      await ctx.db.invitations.update(checked.code, { data: markUsed });
      return setPassword(ctx, checked.code.user_id, body.new_password);
    },
  });
}
