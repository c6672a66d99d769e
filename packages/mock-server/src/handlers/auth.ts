import type { MockContext } from './context';
import { MESSAGES } from './messages';
import { defineOperation, type OperationCall } from './operation';
import { failure, respond, type Schemas } from './responses';
import { createSession, newId, publicUser } from './session';
import { forcedLockout, tooManyRequests } from './throttle';
import { THROTTLE_KEYS, throttleOf } from '../db/throttle';
import type { ChallengeRecord, UserRecord } from '../db/collections';
import { CODES, MAX_WRONG_CODES, TRUSTED_DEVICE_COOKIE, TWO_FACTOR_TTL_MS } from '../db/fixtures';
import { distrustDevice, isTrustedDevice, trustDevice } from '../db/trusted-devices';

const TRUSTED_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** E-mail addresses compare without case, as mail servers treat them. */
export function findUserByEmail(ctx: MockContext, email: string, role?: UserRecord['role']): UserRecord | undefined {
  const wanted = email.toLowerCase();
  return ctx.db.users.findFirst((q) =>
    q.where((user) => user.email.toLowerCase() === wanted && (!role || user.role === role)),
  );
}

/** A new challenge replaces the user's earlier ones, so only the latest code counts. */
export async function openChallenge(
  ctx: MockContext,
  userId: number,
  overrides: Partial<ChallengeRecord> = {},
): Promise<void> {
  ctx.db.challenges.deleteMany((q) => q.where({ user_id: userId }));
  await ctx.db.challenges.create({
    user_id: userId,
    code: CODES.twoFactor,
    created_at: ctx.now(),
    wrong_attempts: 0,
    status: 'pending',
    ...overrides,
  });
}

async function sessionBody(ctx: MockContext, user: UserRecord, ip: string): Promise<Schemas['SessionResponse']> {
  const token = await createSession(ctx, user.id);
  return { success: true, message: MESSAGES.loginSuccessful, user: publicUser(user), token, ip };
}

export function loginOperation(ctx: MockContext) {
  return defineOperation<Schemas['LoginRequest']>(ctx, {
    operationId: 'login',
    async handle({ ip, body, cookies, scenario }) {
      if (scenario === 'rate-limited') return forcedLockout();
      if (scenario === 'invalid-captcha' || body.captchaToken === CODES.invalidCaptcha) {
        return failure(400, MESSAGES.invalidCaptcha);
      }
      // Only the invalid-ip scenario blocks a caller: the mock keeps no list of blocked IPs.
      if (scenario === 'invalid-ip') return failure(403, MESSAGES.invalidIp);
      const throttle = throttleOf(ctx.db);
      // Unknown addresses count too, so that the answers cannot tell registered ones apart.
      const keys = [THROTTLE_KEYS.loginAccount(body.email), THROTTLE_KEYS.loginIp(ip)];
      const user = findUserByEmail(ctx, body.email, 'admin');
      // A user locked out of the second step is locked out of the first too, as in Keycloak.
      const lockedKeys = user ? [...keys, THROTTLE_KEYS.codeUser(user.id)] : keys;
      const wait = throttle.retryAfterSeconds(lockedKeys, ctx.now());
      if (wait) return tooManyRequests(wait);
      if (!user || user.password !== body.password) {
        throttle.countAttempt(keys, ctx.now());
        return user ? failure(401, MESSAGES.invalidPassword) : failure(404, MESSAGES.notRegistered);
      }
      // Successes never count, and they clear the account's and the IP's failures.
      throttle.forgive(keys);
      if (user.two_factor && !isTrustedDevice(ctx.db, cookies[TRUSTED_DEVICE_COOKIE], user.id)) {
        await openChallenge(ctx, user.id);
        return respond<Schemas['LoginChallenge']>({
          success: true,
          message: MESSAGES.checkYourPhone,
          is_auth_required: true,
          user_id: user.id,
          // A production server never sends the code; the mock does so that it can be shown on screen.
          ...(!ctx.production && { auth_code: CODES.twoFactor }),
        });
      }
      const { success, message, ...session } = await sessionBody(ctx, user, ip);
      return respond<Schemas['LoginSession']>({
        success,
        message,
        is_auth_required: false,
        user_id: user.id,
        ...session,
      });
    },
  });
}

/**
 * Trusts the caller's device under an id the mock mints, never one the request names; the device
 * the request's cookie named, if this user trusted it, is trusted no more. Answers the cookie: out
 * of the page's scripts' reach, sent by the browser on the console's own calls only, and over https
 * only when it came over https (docs/decisions/121-the-server-mints-the-trusted-device.md).
 */
async function trustCallersDevice(
  ctx: MockContext,
  previousDeviceId: string | undefined,
  userId: number,
  { secure, httpOnlyCookies }: Pick<OperationCall, 'secure' | 'httpOnlyCookies'>,
): Promise<string> {
  if (previousDeviceId) distrustDevice(ctx.db, previousDeviceId, userId);
  const deviceId = newId();
  await trustDevice(ctx.db, deviceId, userId);
  const attributes = [
    'Path=/',
    `Max-Age=${TRUSTED_DEVICE_MAX_AGE_S}`,
    ...(httpOnlyCookies ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${TRUSTED_DEVICE_COOKIE}=${deviceId}`, ...attributes].join('; ');
}

export function verifyAuthenticationOperation(ctx: MockContext) {
  return defineOperation<Schemas['VerifyAuthenticationRequest']>(ctx, {
    operationId: 'verifyAuthentication',
    async handle({ ip, body, cookies, scenario, secure, httpOnlyCookies }) {
      if (scenario === 'rate-limited') return forcedLockout();
      // The challenge is found by user_id alone: see docs/decisions/031-verify-identifies-the-challenge-by-user-id.md.
      const challenge = ctx.db.challenges.findFirst((q) => q.where({ user_id: body.user_id }));
      const user = ctx.db.users.findFirst((q) => q.where({ id: body.user_id }));
      if (!challenge || !user) return failure(410, MESSAGES.authCodeExpired);
      if (challenge.status === 'void') return failure(429, MESSAGES.tooManyAttempts);
      if (challenge.status === 'used' || ctx.now() - challenge.created_at >= TWO_FACTOR_TTL_MS) {
        return failure(410, MESSAGES.authCodeExpired);
      }
      const throttle = throttleOf(ctx.db);
      // Counted per user, not per challenge, so logging in again does not buy five more guesses.
      const keys = [THROTTLE_KEYS.codeUser(user.id), THROTTLE_KEYS.codeIp(ip)];
      const wait = throttle.retryAfterSeconds(keys, ctx.now());
      if (wait) return tooManyRequests(wait);
      if (challenge.code !== body.auth_code) {
        throttle.countAttempt(keys, ctx.now());
        const wrongAttempts = challenge.wrong_attempts + 1;
        const status = wrongAttempts >= MAX_WRONG_CODES ? 'void' : 'pending';
        await ctx.db.challenges.update(challenge, {
          data(draft) {
            draft.wrong_attempts = wrongAttempts;
            draft.status = status;
          },
        });
        return status === 'void' ? failure(429, MESSAGES.tooManyAttempts) : failure(401, MESSAGES.invalidAuthCode);
      }
      throttle.forgive(keys);
      await ctx.db.challenges.update(challenge, {
        data(draft) {
          draft.status = 'used';
        },
      });
      const cookie = body.device_access
        ? await trustCallersDevice(ctx, cookies[TRUSTED_DEVICE_COOKIE], user.id, { secure, httpOnlyCookies })
        : undefined;
      const session = await sessionBody(ctx, user, ip);
      return respond<Schemas['SessionResponse']>(session, 200, cookie ? { 'Set-Cookie': cookie } : undefined);
    },
  });
}
