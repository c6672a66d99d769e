import { MIN_PASSWORD_LENGTH } from '@crm/api-client';
import type { MockContext } from './context';
import { MESSAGES } from './messages';
import { defineOperation } from './operation';
import { failure, respond, type Reply, type Schemas } from './responses';
import { forcedLockout, tooManyRequests } from './throttle';
import { THROTTLE_KEYS, throttleOf } from '../db/throttle';
import type { OneTimeCodeRecord } from '../db/collections';
import { distrustEveryDeviceOf } from '../db/trusted-devices';

interface PasswordChange {
  new_password: string;
  confirm_password: string;
}

type Checked<T> = { code: T } | { rejection: Reply; deadCode: boolean };

/**
 * The code first (retyping cannot fix a dead link), then the password policy. A dead code (unknown,
 * used or expired) is what a guess of codes meets: the throttle counts it.
 */
function checkChange<T extends OneTimeCodeRecord>(
  ctx: MockContext,
  code: T | undefined,
  change: PasswordChange,
): Checked<T> {
  const dead = (status: number, message: string) => ({ rejection: failure(status, message), deadCode: true });
  const refused = (message: string) => ({ rejection: failure(422, message), deadCode: false });
  if (!code) return dead(404, MESSAGES.invalidResetCode);
  if (code.used) return dead(410, MESSAGES.resetCodeUsed);
  if (code.expires_at <= ctx.now()) return dead(410, MESSAGES.resetCodeExpired);
  if (change.new_password.length < MIN_PASSWORD_LENGTH) return refused(MESSAGES.passwordTooShort);
  if (change.new_password !== change.confirm_password) return refused(MESSAGES.passwordsDoNotMatch);
  return { code };
}

/**
 * The new password, and the end of everything the old one opened: every session of the account and
 * every device it trusted (docs/decisions/122-a-password-reset-ends-every-session-and-device.md).
 */
async function setPassword(ctx: MockContext, userId: number, password: string): Promise<Reply> {
  await ctx.db.users.update((q) => q.where({ id: userId }), {
    data(user) {
      user.password = password;
    },
  });
  ctx.db.sessions.endAllOf(userId);
  distrustEveryDeviceOf(ctx.db, userId);
  return respond<Schemas['MessageResponse']>({ success: true, message: MESSAGES.passwordChanged });
}

/**
 * A password call throttled like the others (docs/decisions/123-the-password-calls-are-throttled.md):
 * while the code's key or the caller's IP is locked it answers 429 with `Retry-After`, before the
 * code is looked at; a dead code counts against both, and a success clears both.
 */
async function throttled<T extends OneTimeCodeRecord>(
  ctx: MockContext,
  keys: readonly string[],
  check: () => Checked<T>,
  change: (code: T) => Promise<Reply>,
): Promise<Reply> {
  const throttle = throttleOf(ctx.db);
  const wait = throttle.retryAfterSeconds(keys, ctx.now());
  if (wait) return tooManyRequests(wait);
  const checked = check();
  if ('code' in checked) {
    throttle.forgive(keys);
    return change(checked.code);
  }
  if (checked.deadCode) throttle.countAttempt(keys, ctx.now());
  return checked.rejection;
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
    handle({ ip, body }) {
      return throttled(
        ctx,
        [THROTTLE_KEYS.resetCode(body.fpcode), THROTTLE_KEYS.resetIp(ip)],
        () =>
          checkChange(
            ctx,
            ctx.db.resetCodes.findFirst((q) => q.where({ code: body.fpcode })),
            body,
          ),
        async (code) => {
          await ctx.db.resetCodes.update(code, { data: markUsed });
          return setPassword(ctx, code.user_id, body.new_password);
        },
      );
    },
  });
}

export function resetClientPasswordOperation(ctx: MockContext) {
  return defineOperation<Schemas['ResetClientPasswordRequest']>(ctx, {
    operationId: 'resetClientPassword',
    handle({ ip, body }) {
      return throttled(
        ctx,
        [THROTTLE_KEYS.invitationCode(body.fpcode), THROTTLE_KEYS.invitationIp(ip)],
        () => {
          const checked = checkChange(
            ctx,
            ctx.db.invitations.findFirst((q) => q.where({ code: body.fpcode })),
            body,
          );
          if ('code' in checked && !body.termAndCondition) {
            return { rejection: failure(422, MESSAGES.termsNotAccepted), deadCode: false };
          }
          return checked;
        },
        async (code) => {
          await ctx.db.invitations.update(code, { data: markUsed });
          return setPassword(ctx, code.user_id, body.new_password);
        },
      );
    },
  });
}
