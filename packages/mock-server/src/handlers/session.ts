import type { MockContext } from './context';
import { MESSAGES } from './messages';
import { defineOperation } from './operation';
import { respond, type Schemas } from './responses';
import { API_USER_FIELDS } from '../db/collections';

export const SESSION_TOKEN_PREFIX = 'mock-session-';

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

export function newId(): string {
  return randomHex(16);
}

export async function createSession(
  ctx: MockContext,
  userId: number,
  token = SESSION_TOKEN_PREFIX + randomHex(16),
): Promise<string> {
  const now = ctx.now();
  // Pruning on every login keeps memory flat under a long login load.
  ctx.db.sessions.prune(now);
  await ctx.db.sessions.create({ token, user_id: userId, created_at: now, last_used_at: now });
  return token;
}

/** Whether the token is a live session; a live one is renewed, as every call that carries it renews it. */
export function isLiveSession(ctx: MockContext, token: string | null): boolean {
  if (!token) return false;
  return ctx.db.sessions.findLive(token, ctx.now()) !== undefined;
}

/**
 * The user as the API answers it: the yaml's `User` fields of a record (or of a fixture account),
 * never the password or the role.
 */
export function publicUser(user: Schemas['User']): Schemas['User'] {
  return Object.fromEntries(
    API_USER_FIELDS.filter((field) => user[field] !== undefined).map((field) => [field, user[field]]),
  ) as Schemas['User'];
}

export function checkIsLoggedInOperation(ctx: MockContext) {
  return defineOperation(ctx, {
    operationId: 'checkIsLoggedIn',
    handle({ request, scenario }) {
      // The spec sends the token raw, so a `Bearer ...` value is simply an unknown token.
      const live = scenario !== 'session-expired' && isLiveSession(ctx, request.headers.get('authorization'));
      return respond<Schemas['CheckLoginResponse']>({ success: true, payload: { isLogedIn: live } });
    },
  });
}

/**
 * `POST /admin/logout`: the one call beyond the spec's seven
 * (docs/decisions/082-log-out-ends-the-session-on-the-server.md). Idempotent: an unknown, ended or
 * missing token gets the same answer, which never tells whether the token was live.
 */
export function logoutOperation(ctx: MockContext) {
  return defineOperation(ctx, {
    operationId: 'logout',
    handle({ request }) {
      const token = request.headers.get('authorization');
      if (token) ctx.db.sessions.end(token);
      return respond<Schemas['MessageResponse']>({ success: true, message: MESSAGES.loggedOut });
    },
  });
}
