import { describe, expect, it, vi } from 'vitest';
import { ADMIN, CODES, RESET_CODE_TTL_MS, TRUSTED_DEVICE_COOKIE, TWO_FACTOR_ADMIN } from '../db/fixtures';
import { useHttpMock } from '../testing/http-mock-fixture';
import { takeConsoleOutput } from '../testing/fail-on-console';
import { PROVIDER_STATE_NAMES } from '../scenarios/provider-states';
import { SCENARIO_NAMES } from '../scenarios/scenarios';

const { clock, call, login, verify, isLoggedIn, mock } = useHttpMock();
const MINUTE = 60 * 1000;

function tokenOf(body: Record<string, unknown>): string {
  expect(body.token).toMatch(/^mock-session-[0-9a-f]{32}$/);
  return body.token as string;
}

function cookieOf(headers: Headers): string {
  const [cookie] = headers.getSetCookie();
  return (cookie ?? '').split(';')[0] ?? '';
}

describe('the fixture accounts over HTTP', () => {
  it('signs admin@crm.test straight in as Ada Lovelace with a session token and the IP', async () => {
    const { status, body } = await login(ADMIN.email);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      is_auth_required: false,
      user_id: 1,
      user: { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'admin@crm.test' },
      ip: '127.0.0.1',
    });
    expect(await isLoggedIn(tokenOf(body))).toBe(true);
  });

  it('asks 2fa@crm.test for the second step and shows the code, without a session', async () => {
    const { status, body } = await login(TWO_FACTOR_ADMIN.email);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Please check your phone',
      is_auth_required: true,
      user_id: 2,
      auth_code: '123456',
    });
  });

  it('answers Not registered for any other well-formed e-mail, clients included', async () => {
    for (const email of ['nobody@crm.test', 'someone@example.com', 'jane@crm.test']) {
      expect(await login(email)).toMatchObject({ status: 404, body: { success: false, message: 'Not registered' } });
    }
  });

  it('answers Invalid password for a fixture e-mail with another password', async () => {
    for (const email of [ADMIN.email, TWO_FACTOR_ADMIN.email]) {
      expect(await login(email, 'Admin@1234')).toMatchObject({
        status: 401,
        body: { success: false, message: 'Invalid password' },
      });
    }
  });

  it('rejects the captcha token invalid-captcha before looking at the account', async () => {
    const answer = await call('/api/admin/login', {
      body: { email: 'nobody@crm.test', password: 'x', captchaToken: CODES.invalidCaptcha },
    });
    expect(answer).toMatchObject({ status: 400, body: { success: false, message: 'Invalid Captcha' } });
  });

  it('gives the same neutral answer to forgetPassword whether or not the address exists', async () => {
    const known = await call('/api/forgetPassword', { body: { email: ADMIN.email } });
    const unknown = await call('/api/forgetPassword', { body: { email: 'nobody@crm.test' } });
    expect(known).toMatchObject({
      status: 200,
      body: { success: true, message: 'If this address is registered, a link to reset the password has been sent.' },
    });
    expect(unknown.body).toEqual(known.body);
  });
});

describe('the two-factor step', () => {
  it('issues a session for the right code; check-is-log-in then says yes, and no after a reset', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    const { status, body } = await verify(CODES.twoFactor);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      user: { id: 2, first_name: 'Grace', last_name: 'Hopper' },
      ip: '127.0.0.1',
    });
    const token = tokenOf(body);
    expect(await isLoggedIn(token)).toBe(true);
    expect((await call('/__mock/reset', { method: 'POST' })).status).toBe(200);
    expect(await isLoggedIn(token)).toBe(false);
  });

  it('answers Invalid Auth Code for a wrong code and still accepts the right one after it', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    expect(await verify('000000')).toMatchObject({
      status: 401,
      body: { success: false, message: 'Invalid Auth Code' },
    });
    expect((await verify(CODES.twoFactor)).status).toBe(200);
  });

  it('voids the challenge at the fifth wrong code with Too many attempts, even for the right code after', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await verify('000000')).status).toBe(401);
    expect(await verify('000000')).toMatchObject({
      status: 429,
      body: { success: false, message: 'Too many attempts' },
    });
    expect(await verify(CODES.twoFactor)).toMatchObject({ status: 429, body: { message: 'Too many attempts' } });
    // The wrong codes count against the user across challenges: logging in again does not reset them.
    expect(await login(TWO_FACTOR_ADMIN.email)).toMatchObject({ status: 429, body: { message: 'Too many requests' } });
  });

  it('accepts a code once only', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    expect((await verify(CODES.twoFactor)).status).toBe(200);
    expect(await verify(CODES.twoFactor)).toMatchObject({
      status: 410,
      body: { success: false, message: 'Auth code expired' },
    });
  });

  it('expires the challenge after 10 minutes', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    clock.now += 10 * MINUTE;
    expect(await verify(CODES.twoFactor)).toMatchObject({ status: 410, body: { message: 'Auth code expired' } });
  });

  it('still accepts the code just before the 10 minutes are up', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    clock.now += 10 * MINUTE - 1000;
    expect((await verify(CODES.twoFactor)).status).toBe(200);
  });

  it('answers Auth code expired when no challenge is pending', async () => {
    expect(await verify(CODES.twoFactor)).toMatchObject({ status: 410, body: { message: 'Auth code expired' } });
  });

  it('trusts the device on device_access, so the next login from it skips the step', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    const verified = await verify(CODES.twoFactor, true);
    const cookie = cookieOf(verified.headers);
    expect(cookie).toMatch(new RegExp(`^${TRUSTED_DEVICE_COOKIE}=[0-9a-f]{32}$`));
    const trusted = await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, { cookie });
    expect(trusted.body).toMatchObject({ is_auth_required: false, user: { first_name: 'Grace' } });
    expect(await isLoggedIn(tokenOf(trusted.body))).toBe(true);
    expect((await login(TWO_FACTOR_ADMIN.email)).body).toMatchObject({ is_auth_required: true });
  });

  it('sets no cookie and trusts nothing without device_access', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    const verified = await verify(CODES.twoFactor, false);
    expect(verified.headers.getSetCookie()).toEqual([]);
    const again = await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, {
      cookie: `${TRUSTED_DEVICE_COOKIE}=made-up`,
    });
    expect(again.body).toMatchObject({ is_auth_required: true });
  });

  it('trusts a device trusted again under a new id, ends the old one, and grows nothing', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    const cookie = cookieOf((await verify(CODES.twoFactor, true)).headers);
    await login(TWO_FACTOR_ADMIN.email);
    const again = cookieOf((await verify(CODES.twoFactor, true, { cookie })).headers);
    expect(again).toMatch(new RegExp(`^${TRUSTED_DEVICE_COOKIE}=[0-9a-f]{32}$`));
    expect(again).not.toBe(cookie);
    expect(mock().api.db.trustedDevices.all()).toHaveLength(1);
    const asked = await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, { cookie });
    expect(asked.body).toMatchObject({ is_auth_required: true });
    const trusted = await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, { cookie: again });
    expect(trusted.body).toMatchObject({ is_auth_required: false });
  });

  it("answers Auth code expired when the only pending challenge is another user's", async () => {
    await mock().api.openChallenge(ADMIN.id);
    expect(await verify(CODES.twoFactor)).toMatchObject({ status: 410, body: { message: 'Auth code expired' } });
  });

  it('forgets trusted devices on reset', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    const cookie = cookieOf((await verify(CODES.twoFactor, true)).headers);
    await call('/__mock/reset', { method: 'POST' });
    expect((await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, { cookie })).body).toMatchObject({
      is_auth_required: true,
    });
  });
});

describe('check-is-log-in', () => {
  it('says no without a token, for an unknown token and for a Bearer-prefixed live token', async () => {
    const token = tokenOf((await login(ADMIN.email)).body);
    expect(await isLoggedIn()).toBe(false);
    expect(await isLoggedIn('mock-session-00000000000000000000000000000000')).toBe(false);
    expect(await isLoggedIn(`Bearer ${token}`)).toBe(false);
    expect(await isLoggedIn(token)).toBe(true);
  });
});

describe('resetting the administrator password', () => {
  const reset = (fpcode: string, password = 'NewPass@2026x', confirm = password) =>
    call('/api/resetPassword', {
      body: { new_password: password, confirm_password: confirm, fpcode, userEmail: ADMIN.email },
    });

  it('works once with reset-code-123, then the code is used and the new password signs in', async () => {
    expect(await reset(CODES.reset)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Password changed' },
    });
    expect(await reset(CODES.reset)).toMatchObject({
      status: 410,
      body: { success: false, message: 'Reset code already used' },
    });
    expect((await login(ADMIN.email, 'NewPass@2026x')).status).toBe(200);
    expect(await login(ADMIN.email)).toMatchObject({ status: 401, body: { message: 'Invalid password' } });
  });

  it('restores the fixture password and the code on reset', async () => {
    await reset(CODES.reset);
    await call('/__mock/reset', { method: 'POST' });
    expect((await login(ADMIN.email)).status).toBe(200);
    expect((await reset(CODES.reset)).status).toBe(200);
  });

  it('expires reset-code-123 after 24 hours, and accepts it up to the last millisecond before', async () => {
    clock.now += RESET_CODE_TTL_MS;
    expect(await reset(CODES.reset)).toMatchObject({ status: 410, body: { message: 'Reset code expired' } });
    clock.now -= 1;
    expect((await reset(CODES.reset)).status).toBe(200);
  });

  it.each([
    ['an expired code', CODES.expired, 'NewPass@2026x', 'NewPass@2026x', 410, 'Reset code expired'],
    ['an unknown code', 'no-such-code', 'NewPass@2026x', 'NewPass@2026x', 404, 'Invalid reset code'],
    ['a password under 6 characters', CODES.reset, 'abc12', 'abc12', 422, 'Password too short'],
    ['a confirmation that differs', CODES.reset, 'NewPass@2026x', 'NewPass@2026y', 422, 'Passwords do not match'],
  ])('refuses %s', async (_case, code, password, confirm, status, message) => {
    expect(await reset(code, password, confirm)).toMatchObject({ status, body: { success: false, message } });
    expect((await login(ADMIN.email)).status).toBe(200);
  });
});

describe("setting the invited client's password", () => {
  const create = (fpcode: string, termAndCondition = true, password = 'Client@2026x', confirm = password) =>
    call('/api/resetClientPassword', {
      body: { new_password: password, confirm_password: confirm, fpcode, termAndCondition },
    });

  it("sets Jane's password once through invite-code-123", async () => {
    expect(await create(CODES.invite)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Password changed' },
    });
    expect(mock().api.findUserByEmail('jane@crm.test')?.password).toBe('Client@2026x');
    expect(await create(CODES.invite)).toMatchObject({ status: 410, body: { message: 'Reset code already used' } });
  });

  it.each([
    [
      'unaccepted terms',
      CODES.invite,
      false,
      'Client@2026x',
      'Client@2026x',
      422,
      'Terms and conditions must be accepted',
    ],
    ['an expired invitation', CODES.expired, true, 'Client@2026x', 'Client@2026x', 410, 'Reset code expired'],
    ['an unknown invitation', 'reset-code-123', true, 'Client@2026x', 'Client@2026x', 404, 'Invalid reset code'],
    ['a password under 6 characters', CODES.invite, true, 'abc', 'abc', 422, 'Password too short'],
    ['a confirmation that differs', CODES.invite, true, 'Client@2026x', 'Client@2026', 422, 'Passwords do not match'],
  ])('refuses %s and leaves the invitation usable', async (_case, code, terms, password, confirm, status, message) => {
    expect(await create(code, terms, password, confirm)).toMatchObject({ status, body: { success: false, message } });
    expect((await create(CODES.invite)).status).toBe(200);
  });
});

describe('the daily quote', () => {
  const quote = async (key: string) => call(`/api/dailyQuote/${key}`);
  const keyOf = (date: Date) =>
    btoa(JSON.stringify(Number(`${date.getDate()}${date.getMonth()}${date.getFullYear()}`)));

  it('reads the key with the = raw or percent-encoded', async () => {
    const raw = await quote('MjExMDIwMjY=');
    expect(raw).toMatchObject({
      status: 200,
      body: { success: true, quote: { quote: expect.any(String), author: expect.any(String) } },
    });
    expect((await quote('MjExMDIwMjY%3D')).body).toEqual(raw.body);
  });

  it('answers a different quote on each of 60 consecutive days, the same for the same day', async () => {
    const day = new Date(2026, 10, 1);
    let previous = '';
    for (let index = 0; index < 60; index += 1) {
      const { body } = await quote(keyOf(day));
      const text = (body.quote as { quote: string }).quote;
      expect(text).not.toBe('');
      expect(text).not.toBe(previous);
      expect((await quote(keyOf(day))).body).toEqual(body);
      previous = text;
      day.setDate(day.getDate() + 1);
    }
  });
});

describe('the control endpoints', () => {
  it('reports, changes and resets the scenario', async () => {
    expect(await call('/__mock/scenario')).toMatchObject({
      status: 200,
      body: { scenario: 'default', scenarios: expect.arrayContaining(['slow']) },
    });
    expect(await call('/__mock/scenario', { method: 'PUT', body: { scenario: 'invalid-ip' } })).toMatchObject({
      status: 200,
      body: { scenario: 'invalid-ip' },
    });
    expect((await login(ADMIN.email)).body).toMatchObject({ message: 'Invalid IP' });
    expect(await call('/__mock/reset', { method: 'POST' })).toMatchObject({
      status: 200,
      body: { scenario: 'default' },
    });
    expect((await login(ADMIN.email)).status).toBe(200);
  });

  it('refuses an unknown scenario and keeps the current one', async () => {
    expect(await call('/__mock/scenario', { method: 'PUT', body: { scenario: 'chaos' } })).toMatchObject({
      status: 400,
      body: { success: false },
    });
    expect((await call('/__mock/scenario')).body).toMatchObject({ scenario: 'default' });
  });

  it('names every scenario when it reports one, and refuses a scenario change without a body', async () => {
    expect((await call('/__mock/scenario')).body).toEqual({
      success: true,
      scenario: 'default',
      scenarios: SCENARIO_NAMES,
    });
    expect(await call('/__mock/scenario', { method: 'PUT' })).toMatchObject({
      status: 400,
      body: { success: false, message: `Expected { "scenario": one of ${SCENARIO_NAMES.join(', ')} }` },
    });
  });

  it('lists the provider states, scenarios included, and refuses a state change without a body', async () => {
    expect(await call('/__mock/provider-states')).toMatchObject({
      status: 200,
      body: { success: true, states: [...PROVIDER_STATE_NAMES, ...SCENARIO_NAMES] },
    });
    expect(await call('/__mock/provider-states', { method: 'POST' })).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringMatching(/^Expected \{ "state": string/) },
    });
  });

  it('answers a failure inside a state setup with a 500, not a 400 that blames the request', async () => {
    vi.spyOn(mock().api, 'applyProviderState').mockRejectedValue(new Error('the database is gone'));
    expect(await call('/__mock/provider-states', { body: { state: 'default' } })).toMatchObject({
      status: 500,
      body: { success: false, message: 'Internal server error' },
    });
    expect(takeConsoleOutput()).toEqual([expect.stringContaining('the request failed inside the mock')]);
  });
});
