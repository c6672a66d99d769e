import { describe, expect, it } from 'vitest';
import { ADMIN, CODES, INVITED_CLIENT, TWO_FACTOR_ADMIN } from '../db/fixtures';
import { THROTTLE_POLICY } from '../db/throttle';
import type { Answer } from '../testing/http-client';
import { useHttpMock } from '../testing/http-mock-fixture';

/*
 * A successful password call ends every session and every trusted device of the account
 * (docs/decisions/122-a-password-reset-ends-every-session-and-device.md), and both password calls
 * are throttled per code and per client IP (docs/decisions/123-the-password-calls-are-throttled.md).
 */
const { clock, call, login, verify, isLoggedIn, mock } = useHttpMock();

const NEW_PASSWORD = 'NewPass@2026x';
const reset = (fpcode: string, password = NEW_PASSWORD, confirm = password) =>
  call('/api/resetPassword', { body: { new_password: password, confirm_password: confirm, fpcode } });
const create = (fpcode: string, password = 'Client@2026x', confirm = password) =>
  call('/api/resetClientPassword', {
    body: { new_password: password, confirm_password: confirm, fpcode, termAndCondition: true },
  });

function expectThrottled(answer: Answer, retryAfter = '300'): void {
  expect(answer).toMatchObject({ status: 429, body: { success: false, message: 'Too many requests' } });
  expect(answer.headers.get('retry-after')).toBe(retryAfter);
}

async function sessionOf(email: string): Promise<string> {
  const { body } = await login(email);
  return body.token as string;
}

/** A device the two-factor administrator trusted: the `Cookie` its browser then sends. */
async function trustedDevice(): Promise<string> {
  await login(TWO_FACTOR_ADMIN.email);
  const [setCookie = ''] = (await verify(CODES.twoFactor, true)).headers.getSetCookie();
  return setCookie.split(';')[0] ?? '';
}

describe('a password reset ends what the old password opened', () => {
  it('ends every session of the account, and of that account only', async () => {
    const [first, second] = [await sessionOf(ADMIN.email), await sessionOf(ADMIN.email)];
    const cookie = await trustedDevice();
    const grace = (await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, { cookie })).body.token as string;
    expect(await isLoggedIn(first)).toBe(true);
    expect((await reset(CODES.reset)).status).toBe(200);
    expect(await isLoggedIn(first)).toBe(false);
    expect(await isLoggedIn(second)).toBe(false);
    expect(await isLoggedIn(grace)).toBe(true);
    expect((await login(ADMIN.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends the trust of every device of the account: the next login asks for the second step', async () => {
    const cookie = await trustedDevice();
    const another = await trustedDevice();
    await mock().api.db.resetCodes.create({
      code: 'reset-code-of-grace',
      user_id: TWO_FACTOR_ADMIN.id,
      expires_at: clock.now + 60_000,
      used: false,
    });
    expect((await reset('reset-code-of-grace')).status).toBe(200);
    for (const device of [cookie, another]) {
      const asked = await login(TWO_FACTOR_ADMIN.email, NEW_PASSWORD, { cookie: device });
      expect(asked.body).toMatchObject({ is_auth_required: true, user_id: TWO_FACTOR_ADMIN.id });
    }
    expect(mock().api.db.trustedDevices.all()).toEqual([]);
  });

  it("keeps other users' trusted devices", async () => {
    const cookie = await trustedDevice();
    expect((await reset(CODES.reset)).status).toBe(200);
    const trusted = await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, { cookie });
    expect(trusted.body).toMatchObject({ is_auth_required: false });
  });

  it('ends nothing when it is refused', async () => {
    const token = await sessionOf(ADMIN.email);
    expect((await reset(CODES.reset, 'abc')).status).toBe(422);
    expect((await reset(CODES.expired)).status).toBe(410);
    expect(await isLoggedIn(token)).toBe(true);
  });

  it("ends the client's sessions and trusted devices when an invitation sets the password", async () => {
    const { db } = mock().api;
    const token = 'a-session-of-jane';
    await db.sessions.create({ token, user_id: INVITED_CLIENT.id, created_at: clock.now, last_used_at: clock.now });
    await db.trustedDevices.create({ device_id: 'a-device-of-jane', user_id: INVITED_CLIENT.id });
    const adminToken = await sessionOf(ADMIN.email);
    expect((await create(CODES.invite)).status).toBe(200);
    expect(await isLoggedIn(token)).toBe(false);
    expect(db.trustedDevices.all()).toEqual([]);
    expect(await isLoggedIn(adminToken)).toBe(true);
  });
});

describe('the password calls are throttled per code and per client IP', () => {
  it('answers 429 with Retry-After from the sixth dead code on, the right code included', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) statuses.push((await reset(CODES.expired)).status);
    expect(statuses).toEqual([410, 410, 410, 410, 410]);
    expectThrottled(await reset(CODES.expired));
    expectThrottled(await reset(CODES.reset));
    clock.now += 2 * 60 * 1000;
    expectThrottled(await reset(CODES.reset), '180');
    clock.now += 3 * 60 * 1000;
    expect((await reset(CODES.reset)).status).toBe(200);
  });

  it('locks the client IP after 5 dead codes across codes, unknown ones included', async () => {
    for (const code of ['guess-1', 'guess-2', 'guess-3', 'guess-4', 'guess-5']) {
      expect((await reset(code)).status).toBe(404);
    }
    expectThrottled(await reset(CODES.reset));
    // Each call counts apart, as sign-in, the second step and the forgotten password do.
    expect((await create(CODES.invite)).status).toBe(200);
  });

  it('never counts the password rules: they need a live code, which a guess does not have', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await reset(CODES.reset, 'abc')).status).toBe(422);
      expect((await create(CODES.invite, 'Client@2026x', 'Client@2026')).status).toBe(422);
    }
    expect((await reset(CODES.reset)).status).toBe(200);
    expect((await create(CODES.invite)).status).toBe(200);
  });

  it('throttles the invitations as the reset codes, the terms left uncounted', async () => {
    const terms = { new_password: 'Client@2026x', confirm_password: 'Client@2026x', fpcode: CODES.invite };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await call('/api/resetClientPassword', { body: { ...terms, termAndCondition: false } });
      expect(refused.status).toBe(422);
    }
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await create(CODES.expired)).status).toBe(410);
    expectThrottled(await create(CODES.expired));
    expectThrottled(await create(CODES.invite));
    expect((await reset(CODES.reset)).status).toBe(200);
  });

  it('locks a code by its own count, while the IP, cleared by a success, is not locked', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await reset(CODES.expired);
    expect((await reset(CODES.reset)).status).toBe(200);
    expect((await reset(CODES.expired)).status).toBe(410);
    expectThrottled(await reset(CODES.expired));
    // The IP has one dead code only, and the invitation of the same name is another code.
    expect((await reset('an-unknown-code')).status).toBe(404);
    expect((await create(CODES.expired)).status).toBe(410);
  });

  it('forgets refusals older than 15 minutes, and a success clears the code and the IP', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await reset(`guess-${attempt}`);
    clock.now += THROTTLE_POLICY.windowMs;
    expect((await reset('guess-5')).status).toBe(404);
    for (let attempt = 1; attempt <= 3; attempt += 1) await reset(`guess-again-${attempt}`);
    expect((await reset(CODES.reset)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await reset(`guess-last-${attempt}`)).status).toBe(404);
  });

  it('checks the throttle before the code: a locked IP learns nothing about a code', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await reset(`guess-${attempt}`);
    expectThrottled(await reset('guess-6'));
    expectThrottled(await reset(CODES.expired));
  });

  it('is cleared by the reset of the mock', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await reset(`guess-${attempt}`);
    await call('/__mock/reset', { method: 'POST' });
    expect((await reset(CODES.reset)).status).toBe(200);
  });
});
