import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PROVIDER_STATE_NAMES, PROVIDER_STATES, type ProviderState } from './provider-states';
import { SCENARIO_NAMES, SLOW_SCENARIO_DELAY_MS, type ScenarioName } from './scenarios';
import { ADMIN, CODES, TRUSTED_DEVICE_COOKIE, TWO_FACTOR_ADMIN } from '../db/fixtures';
import { useHttpMock } from '../testing/http-mock-fixture';
import type { Answer } from '../testing/http-client';
import { mswHandlers } from '../handlers/msw';

const { clock, call, login, verify, isLoggedIn, mock } = useHttpMock();

/** Each operation: its path, its body, and its method when a POST has no body. */
const EVERY_OPERATION: [string, object | undefined, string?][] = [
  ['/api/admin/login', { email: ADMIN.email, password: ADMIN.password, captchaToken: 'ok' }],
  ['/api/admin/verify_authentication', { auth_code: '123456', device_access: false, user_id: 2 }],
  ['/api/forgetPassword', { email: ADMIN.email }],
  ['/api/resetPassword', { new_password: 'abcdef', confirm_password: 'abcdef', fpcode: CODES.reset }],
  [
    '/api/resetClientPassword',
    { new_password: 'abcdef', confirm_password: 'abcdef', fpcode: CODES.invite, termAndCondition: true },
  ],
  ['/api/dailyQuote/MjExMDIwMjY=', undefined],
  ['/api/admin/check-is-log-in', undefined],
  ['/api/admin/logout', undefined, 'POST'],
];

const useScenario = (scenario: ScenarioName) => call('/__mock/scenario', { method: 'PUT', body: { scenario } });
const header = (scenario: ScenarioName) => ({ 'x-mock-scenario': scenario });

describe('the scenarios', () => {
  it('lists exactly the eight scenarios', () => {
    expect(SCENARIO_NAMES).toEqual([
      'default',
      'invalid-ip',
      'invalid-captcha',
      'server-error',
      'network-error',
      'slow',
      'session-expired',
      'rate-limited',
    ]);
  });

  it('answers Invalid IP to every login in invalid-ip, by header or by control endpoint', async () => {
    expect(await login(ADMIN.email, ADMIN.password, header('invalid-ip'))).toMatchObject({
      status: 403,
      body: { success: false, message: 'Invalid IP' },
    });
    expect((await login(ADMIN.email)).status).toBe(200);
    await useScenario('invalid-ip');
    expect(await login(TWO_FACTOR_ADMIN.email)).toMatchObject({ status: 403, body: { message: 'Invalid IP' } });
    expect(await login(ADMIN.email, ADMIN.password, header('default'))).toMatchObject({ status: 200 });
  });

  it('rejects every captcha token in invalid-captcha', async () => {
    expect(await login(ADMIN.email, ADMIN.password, header('invalid-captcha'))).toMatchObject({
      status: 400,
      body: { message: 'Invalid Captcha' },
    });
    await useScenario('invalid-captcha');
    expect(await login(ADMIN.email)).toMatchObject({ status: 400, body: { message: 'Invalid Captcha' } });
  });

  it('answers 500 Internal server error to every API call in server-error', async () => {
    await useScenario('server-error');
    for (const [path, body, method] of EVERY_OPERATION) {
      expect(await call(path, { body, method })).toEqual(
        expect.objectContaining({ status: 500, body: { success: false, message: 'Internal server error' } }),
      );
    }
  });

  it('fails every API call at network level in network-error, and serves again afterwards', async () => {
    await useScenario('network-error');
    for (const [path, body, method] of EVERY_OPERATION) {
      await expect(call(path, { body, method })).rejects.toThrow(TypeError);
    }
    await useScenario('default');
    expect((await login(ADMIN.email)).status).toBe(200);
  });

  it('answers after 3 seconds in slow, not a millisecond sooner', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const request = new Request('http://127.0.0.1/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...header('slow') },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, captchaToken: 'ok' }),
      });
      let answered = false;
      const response = getResponse(mswHandlers(mock().api.operations), request).finally(() => (answered = true));
      await vi.advanceTimersByTimeAsync(SLOW_SCENARIO_DELAY_MS - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await response)?.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 429 Too many requests with a 5-minute Retry-After to the throttled calls in rate-limited', async () => {
    await useScenario('rate-limited');
    const throttled = EVERY_OPERATION.slice(0, 3);
    for (const [path, body] of throttled) {
      const answer = await call(path, { body });
      expect(answer).toMatchObject({ status: 429, body: { success: false, message: 'Too many requests' } });
      expect(answer.headers.get('retry-after')).toBe('300');
    }
    expect((await login(ADMIN.email, ADMIN.password, header('default'))).status).toBe(200);
    for (const [path, body, method] of EVERY_OPERATION.slice(3)) {
      expect((await call(path, { body, method })).status).not.toBe(429);
    }
  });

  it('says logged out for a live session in session-expired', async () => {
    const token = (await login(ADMIN.email)).body.token as string;
    expect(await isLoggedIn(token, header('session-expired'))).toBe(false);
    expect(await isLoggedIn(token)).toBe(true);
  });
});

const setUp = (state: string, action = 'setup') =>
  call('/__mock/provider-states', { body: { state, params: {}, action } });
const reset = (fpcode: string) =>
  call('/api/resetPassword', { body: { new_password: 'NewPass@2026x', confirm_password: 'NewPass@2026x', fpcode } });

/** What each provider state makes true, proven by the request a consumer would send. */
const PROOFS: Record<ProviderState, (values: Record<string, unknown>) => Promise<void>> = {
  [PROVIDER_STATES.adminExists]: async () => expect((await login(ADMIN.email)).status).toBe(200),
  [PROVIDER_STATES.twoFactorAdminExists]: async () =>
    expect((await login(TWO_FACTOR_ADMIN.email)).body).toMatchObject({ is_auth_required: true, user_id: 2 }),
  [PROVIDER_STATES.nobodyRegistered]: async () =>
    expect((await login('nobody@crm.test')).body).toMatchObject({ message: 'Not registered' }),
  [PROVIDER_STATES.captchaRejected]: async () =>
    expect((await login(ADMIN.email)).body).toMatchObject({ message: 'Invalid Captcha' }),
  [PROVIDER_STATES.ipBlocked]: async () =>
    expect((await login(ADMIN.email)).body).toMatchObject({ message: 'Invalid IP' }),
  [PROVIDER_STATES.accountLockedOut]: async () => {
    const answer = await login(ADMIN.email);
    expect(answer).toMatchObject({ status: 429, body: { message: 'Too many requests' } });
    expect(answer.headers.get('retry-after')).toBe('300');
    expect((await login(TWO_FACTOR_ADMIN.email)).status).toBe(200);
  },
  [PROVIDER_STATES.challengePending]: async () => expect((await verify(CODES.twoFactor)).status).toBe(200),
  [PROVIDER_STATES.challengeExpired]: async () =>
    expect(await verify(CODES.twoFactor)).toMatchObject({ status: 410, body: { message: 'Auth code expired' } }),
  [PROVIDER_STATES.challengeLocked]: async () =>
    expect(await verify(CODES.twoFactor)).toMatchObject({ status: 429, body: { message: 'Too many attempts' } }),
  [PROVIDER_STATES.deviceTrusted]: async (values) => {
    // The state answers the Cookie header the verifier then sends (contracts/README.md), for a
    // device of its own: the pact's example cookie trusts nothing.
    expect(values.deviceCookie).toMatch(new RegExp(`^${TRUSTED_DEVICE_COOKIE}=.+`));
    const example = { Cookie: `${TRUSTED_DEVICE_COOKIE}=pact-trusted-device` };
    expect((await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, example)).body).toMatchObject({
      is_auth_required: true,
    });
    const cookie = { Cookie: String(values.deviceCookie) };
    const trusted = await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, cookie);
    expect(trusted.body).toMatchObject({ is_auth_required: false, user: { first_name: 'Grace' } });
    expect((await login(TWO_FACTOR_ADMIN.email)).body).toMatchObject({ is_auth_required: true });
  },
  [PROVIDER_STATES.resetCodeValid]: async () => expect((await reset(CODES.reset)).status).toBe(200),
  [PROVIDER_STATES.resetCodeExpired]: async () =>
    expect((await reset(CODES.expired)).body).toMatchObject({ message: 'Reset code expired' }),
  [PROVIDER_STATES.resetCodeUsed]: async () =>
    expect((await reset(CODES.used)).body).toMatchObject({ message: 'Reset code already used' }),
  [PROVIDER_STATES.invitationValid]: async () => {
    const body = {
      new_password: 'Client@2026x',
      confirm_password: 'Client@2026x',
      fpcode: CODES.invite,
      termAndCondition: true,
    };
    expect((await call('/api/resetClientPassword', { body })).status).toBe(200);
  },
  [PROVIDER_STATES.sessionLive]: async () => expect(await isLoggedIn(CODES.pactSessionToken)).toBe(true),
  [PROVIDER_STATES.noSession]: async () => expect(await isLoggedIn(CODES.pactSessionToken)).toBe(false),
  [PROVIDER_STATES.sessionLoggedOut]: async () => {
    expect(await isLoggedIn(CODES.pactSessionToken)).toBe(false);
    expect(mock().api.db.sessions.size).toBe(0);
  },
  [PROVIDER_STATES.sessionIdledOut]: async () => {
    // A session of admin@crm.test within its 8 hours, whose last use is one idle timeout ago.
    const [session] = mock().api.db.sessions.all();
    expect(session).toEqual({
      token: CODES.pactSessionToken,
      user_id: ADMIN.id,
      created_at: clock.now - 15 * 60 * 1000,
      last_used_at: clock.now - 15 * 60 * 1000,
    });
    expect(await isLoggedIn(CODES.pactSessionToken)).toBe(false);
  },
  [PROVIDER_STATES.quoteEveryDay]: async () => {
    const { body } = await call('/api/dailyQuote/MjExMDIwMjY=');
    expect((body.quote as { quote: string }).quote).not.toBe('');
  },
  [PROVIDER_STATES.yamlExamples]: async () => {
    const wrongCode = { auth_code: '000000', device_access: false, user_id: 4 };
    expect((await call('/api/admin/verify_authentication', { body: wrongCode })).status).toBe(401);
    expect((await verify(CODES.twoFactor)).status).toBe(200);
    expect((await reset(CODES.used)).body).toMatchObject({ message: 'Reset code already used' });
    expect((await reset(CODES.spareReset)).status).toBe(200);
    const client = { new_password: 'Client@2026x', confirm_password: 'Client@2026x', termAndCondition: true };
    expect((await call('/api/resetClientPassword', { body: { ...client, fpcode: CODES.used } })).status).toBe(410);
    expect((await call('/api/resetClientPassword', { body: { ...client, fpcode: CODES.spareInvite } })).status).toBe(
      200,
    );
  },
};

/** Leaves traces every state must wipe: a live pact session, a changed password, a used code, a scenario. */
async function dirty(): Promise<void> {
  await mock().api.createSession(ADMIN.email, CODES.pactSessionToken);
  await call('/api/resetClientPassword', {
    body: {
      new_password: 'Client@2026x',
      confirm_password: 'Client@2026x',
      fpcode: CODES.invite,
      termAndCondition: true,
    },
  });
  await reset(CODES.reset);
  await useScenario('server-error');
}

function expectOk(answer: Answer, state: string, action = 'setup'): void {
  expect(answer).toMatchObject({ status: 200, body: { success: true, state, action } });
}

describe('the Pact provider states', () => {
  it('has a proof for every state the contracts name', () => {
    expect(Object.keys(PROOFS).sort()).toEqual([...PROVIDER_STATE_NAMES].sort());
  });

  it.each(PROVIDER_STATE_NAMES)('resets the data, then sets up "%s"', async (state) => {
    await dirty();
    const answer = await setUp(state);
    expectOk(answer, state);
    await PROOFS[state](answer.body as Record<string, unknown>);
  });

  it.each(SCENARIO_NAMES)('accepts the scenario slug "%s" as a state', async (scenario) => {
    expectOk(await setUp(scenario), scenario);
    expect((await call('/__mock/scenario')).body).toMatchObject({ scenario });
  });

  it('resets on teardown without setting anything up', async () => {
    await setUp(PROVIDER_STATES.sessionLive);
    expectOk(await setUp(PROVIDER_STATES.captchaRejected, 'teardown'), PROVIDER_STATES.captchaRejected, 'teardown');
    expect(await isLoggedIn(CODES.pactSessionToken)).toBe(false);
    expect((await login(ADMIN.email)).status).toBe(200);
  });

  it('takes setup as the default action', async () => {
    expect((await call('/__mock/provider-states', { body: { state: PROVIDER_STATES.sessionLive } })).status).toBe(200);
    expect(await isLoggedIn(CODES.pactSessionToken)).toBe(true);
  });
});
