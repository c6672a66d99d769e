import { describe, expect, it } from 'vitest';
import { Throttle, THROTTLE_POLICY } from '../db/throttle';
import { ADMIN, CODES, TWO_FACTOR_ADMIN } from '../db/fixtures';
import { useHttpMock } from '../testing/http-mock-fixture';
import type { Answer } from '../testing/http-client';

const { call, login, verify, clock } = useHttpMock();

const MINUTE = 60 * 1000;
const WRONG = 'Wrong@12345';

function expectThrottled(answer: Answer, retryAfter = '300'): void {
  expect(answer).toMatchObject({ status: 429, body: { success: false, message: 'Too many requests' } });
  expect(answer.headers.get('retry-after')).toBe(retryAfter);
}

const forgot = (email: string) => call('/api/forgetPassword', { body: { email } });

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After from the sixth of 12 wrong passwords on, and a reset lifts it', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt += 1) statuses.push((await login(ADMIN.email, WRONG)).status);

    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expectThrottled(await login(ADMIN.email, WRONG));
    expectThrottled(await login(ADMIN.email), '300');
    await call('/__mock/reset', { method: 'POST' });
    expect((await login(ADMIN.email)).status).toBe(200);
  });

  it('counts down Retry-After and lets the account in again after 5 minutes', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(ADMIN.email, WRONG);
    clock.now += 2 * MINUTE;
    expectThrottled(await login(ADMIN.email), '180');
    clock.now += 3 * MINUTE;
    expect((await login(ADMIN.email)).status).toBe(200);
  });

  it('locks the client IP after 5 failures across accounts, unknown addresses included', async () => {
    for (const email of ['a@crm.test', 'b@crm.test', 'c@crm.test', 'd@crm.test']) {
      expect((await login(email)).status).toBe(404);
    }
    expect((await login(ADMIN.email, WRONG)).status).toBe(401);
    expectThrottled(await login(TWO_FACTOR_ADMIN.email));
  });

  it('answers an unknown address exactly as a registered one once locked', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await login('nobody@crm.test');
    const unknown = await login('nobody@crm.test');
    await call('/__mock/reset', { method: 'POST' });
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(ADMIN.email, WRONG);
    const known = await login(ADMIN.email);
    expect([unknown.status, unknown.body, unknown.headers.get('retry-after')]).toEqual([
      known.status,
      known.body,
      known.headers.get('retry-after'),
    ]);
  });

  it('never throttles successful sign-ins, and a success clears the failures before it', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await login(ADMIN.email)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(ADMIN.email, WRONG);
    expect((await login(ADMIN.email)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login(ADMIN.email, WRONG)).status).toBe(401);
  });

  it('locks the account itself: failures kept while the IP was cleared by another account', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(ADMIN.email, WRONG);
    expect((await login(TWO_FACTOR_ADMIN.email)).status).toBe(200);
    expect((await login(ADMIN.email, WRONG)).status).toBe(401);
    expectThrottled(await login(ADMIN.email));
    expect((await login(TWO_FACTOR_ADMIN.email)).status).toBe(200);
  });
});

describe('second-step throttling', () => {
  it('counts wrong codes per user across challenges, so a new login buys no new guesses', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await verify('000000')).status).toBe(401);
    await login(TWO_FACTOR_ADMIN.email);
    for (let attempt = 1; attempt <= 2; attempt += 1) expect((await verify('000000')).status).toBe(401);

    expectThrottled(await verify(CODES.twoFactor));
    expectThrottled(await login(TWO_FACTOR_ADMIN.email));
  });

  it('clears the wrong codes of a user who passes the second step', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify('000000');
    expect((await verify(CODES.twoFactor)).status).toBe(200);
    await login(TWO_FACTOR_ADMIN.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await verify('000000')).status).toBe(401);
  });
});

describe('forgotten-password throttling', () => {
  it('answers the neutral 200 five times for an address, then 429 with Retry-After', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await forgot(ADMIN.email)).status).toBe(200);
    expectThrottled(await forgot(ADMIN.email));
    clock.now += THROTTLE_POLICY.lockoutMs;
    expect((await forgot(ADMIN.email)).status).toBe(200);
  });

  it('throttles the client IP whatever the address, registered or not', async () => {
    for (const email of ['a@crm.test', 'b@crm.test', 'c@crm.test', 'd@crm.test', ADMIN.email]) await forgot(email);
    expectThrottled(await forgot('nobody@crm.test'));
  });
});

describe('Throttle', () => {
  const T0 = 1_000_000;
  const fail = (throttle: Throttle, times: number, keys: string[], now = T0) => {
    for (let attempt = 0; attempt < times; attempt += 1) throttle.countAttempt(keys, now);
  };

  it('locks a key at the fifth attempt and answers the longest wait among the keys', () => {
    const throttle = new Throttle();
    fail(throttle, 4, ['a', 'b']);
    expect(throttle.retryAfterSeconds(['a', 'b'], T0)).toBeUndefined();
    fail(throttle, 1, ['a']);
    fail(throttle, 1, ['b'], T0 + 60_000);
    expect(throttle.retryAfterSeconds(['a'], T0 + 60_000)).toBe(240);
    expect(throttle.retryAfterSeconds(['a', 'b'], T0 + 60_000)).toBe(300);
  });

  it('forgets failures older than the window', () => {
    const throttle = new Throttle();
    fail(throttle, 4, ['a']);
    fail(throttle, 1, ['a'], T0 + THROTTLE_POLICY.windowMs);
    expect(throttle.retryAfterSeconds(['a'], T0 + THROTTLE_POLICY.windowMs)).toBeUndefined();
  });

  it('starts afresh when a lockout is over', () => {
    const throttle = new Throttle();
    throttle.lockOut(['a'], T0);
    const after = T0 + THROTTLE_POLICY.lockoutMs;
    expect(throttle.retryAfterSeconds(['a'], after)).toBeUndefined();
    fail(throttle, 4, ['a'], after);
    expect(throttle.retryAfterSeconds(['a'], after)).toBeUndefined();
  });

  it('locks out with the very counts that five failures leave', () => {
    const [locked, failed] = [new Throttle(), new Throttle()];
    locked.lockOut(['a'], T0);
    fail(failed, THROTTLE_POLICY.maxFailures, ['a']);
    expect(locked.entries()).toEqual(failed.entries());
  });

  it('when full, forgets expired counts before any live one', () => {
    const throttle = new Throttle();
    throttle.lockOut(['first'], T0);
    const earlier = T0 - THROTTLE_POLICY.windowMs + MINUTE;
    for (let key = 1; key < THROTTLE_POLICY.maxTrackedKeys; key += 1) throttle.countAttempt([`k${key}`], earlier);
    throttle.countAttempt(['new'], T0 + 2 * MINUTE);
    expect(throttle.retryAfterSeconds(['first'], T0 + 2 * MINUTE)).toBe(180);
    expect(throttle.size).toBe(2);
  });

  it('tracks a bounded number of keys, so made-up addresses cannot grow memory without end', () => {
    const throttle = new Throttle();
    throttle.lockOut(['first'], T0);
    for (let key = 0; key < THROTTLE_POLICY.maxTrackedKeys; key += 1) throttle.countAttempt([`k${key}`], T0);
    expect(throttle.retryAfterSeconds(['first'], T0)).toBeUndefined();
    expect(throttle.size).toBe(THROTTLE_POLICY.maxTrackedKeys);
  });
});
