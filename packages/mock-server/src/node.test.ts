import { createAdminApiClient } from '@crm/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, CODES, PROVIDER_STATES, TWO_FACTOR_ADMIN } from './index';
import { setupMockApi } from './node';
import { takeConsoleOutput } from './testing/fail-on-console';

const mock = setupMockApi();
let token: string | null = null;
// Node's fetch keeps no cookies, and msw 3 leaves them to the client under Node: this client sends
// back the last cookie the mock set (its trusted device), as a browser would.
let cookie: string | undefined;
async function fetchKeepingCookie(request: Request): Promise<Response> {
  if (cookie) request.headers.set('cookie', cookie);
  const response = await fetch(request);
  cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
  return response;
}
const client = createAdminApiClient({
  baseUrl: 'http://localhost/api',
  getToken: () => token,
  fetch: fetchKeepingCookie,
});
const signIn = (email: string, password: string = ADMIN.password) =>
  client.login({ email, password, captchaToken: 'ok' });

beforeAll(() => mock.listen());
beforeEach(async () => {
  token = null;
  cookie = undefined;
  await mock.reset();
});
afterAll(() => mock.close());

describe('the node runtime with the real api-client', () => {
  it('signs the administrator straight in with a mock session token', async () => {
    const result = await signIn(ADMIN.email);
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      data: { success: true, is_auth_required: false, user: { id: 1, first_name: 'Ada', last_name: 'Lovelace' } },
    });
    expect(result.ok && 'token' in result.data && result.data.token).toMatch(/^mock-session-[0-9a-f]{32}$/);
  });

  it('asks the two-factor administrator for the code it shows, then confirms the session', async () => {
    expect(await signIn(TWO_FACTOR_ADMIN.email)).toMatchObject({
      ok: true,
      data: { is_auth_required: true, user_id: 2, auth_code: '123456' },
    });
    const verified = await client.verifyAuthentication({
      auth_code: CODES.twoFactor,
      device_access: false,
      user_id: 2,
    });
    expect(verified).toMatchObject({ ok: true, data: { user: { first_name: 'Grace' } } });
    token = verified.ok ? verified.data.token : null;
    expect(await client.checkIsLoggedIn()).toMatchObject({ ok: true, data: { payload: { isLogedIn: true } } });
  });

  it('reports the catalogue messages for an unknown e-mail and a wrong password', async () => {
    expect(await signIn('nobody@crm.test')).toEqual({
      ok: false,
      error: { kind: 'http', status: 404, message: 'Not registered' },
    });
    expect(await signIn(ADMIN.email, 'wrong-password')).toEqual({
      ok: false,
      error: { kind: 'http', status: 401, message: 'Invalid password' },
    });
  });

  it('fails at network level in the network-error scenario', async () => {
    mock.useScenario('network-error');
    expect(await signIn(ADMIN.email)).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('answers 500 in the server-error scenario and recovers after a reset', async () => {
    mock.useScenario('server-error');
    expect(await client.checkIsLoggedIn()).toEqual({
      ok: false,
      error: { kind: 'http', status: 500, message: 'Internal server error' },
    });
    await mock.reset();
    expect(await client.checkIsLoggedIn()).toMatchObject({ ok: true });
  });

  it('serves the same quote all day through the client', async () => {
    const morning = await client.getDailyQuote(new Date(2026, 10, 21, 8));
    const evening = await client.getDailyQuote(new Date(2026, 10, 21, 20));
    const tomorrow = await client.getDailyQuote(new Date(2026, 10, 22, 8));
    expect(morning.ok && morning.data.quote.quote).toBeTruthy();
    expect(evening).toEqual(morning);
    expect(tomorrow).not.toEqual(morning);
  });

  it('sets a password through the reset code, which then signs in', async () => {
    const body = { new_password: 'NewPass@2026x', confirm_password: 'NewPass@2026x', fpcode: CODES.reset };
    expect(await client.resetPassword(body)).toMatchObject({ ok: true, data: { message: 'Password changed' } });
    expect(await signIn(ADMIN.email, 'NewPass@2026x')).toMatchObject({ ok: true });
    expect(mock.findUserByEmail(ADMIN.email)?.password).toBe('NewPass@2026x');
  });

  it('sets up the live Pact session token as a provider state', async () => {
    await mock.applyProviderState(PROVIDER_STATES.sessionLive);
    token = CODES.pactSessionToken;
    expect(await client.checkIsLoggedIn()).toMatchObject({ ok: true, data: { payload: { isLogedIn: true } } });
  });

  it('rejects a request the client would never send with a 400 naming the field', async () => {
    const response = await fetch('http://localhost/api/forgetPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 42 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Invalid request: body.email must be string' });
  });

  it('logs out through the client: the token is refused afterwards, and another session lives on', async () => {
    const other = await mock.createSession(ADMIN.email);
    token = await mock.createSession(ADMIN.email);
    expect(await client.logout()).toEqual({ ok: true, status: 200, data: { success: true, message: 'Logged out' } });
    expect(await client.checkIsLoggedIn()).toMatchObject({ ok: true, data: { payload: { isLogedIn: false } } });
    expect(await client.logout()).toMatchObject({ ok: true, status: 200 });
    token = other;
    expect(await client.checkIsLoggedIn()).toMatchObject({ ok: true, data: { payload: { isLogedIn: true } } });
  });

  it('creates sessions for tests through the helper', async () => {
    token = await mock.createSession(ADMIN.email);
    expect(await client.checkIsLoggedIn()).toMatchObject({ ok: true, data: { payload: { isLogedIn: true } } });
  });
});

describe('the two-factor step in node', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('skips the step on the next login once the device is trusted', async () => {
    await signIn(TWO_FACTOR_ADMIN.email);
    expect(
      await client.verifyAuthentication({ auth_code: CODES.twoFactor, device_access: true, user_id: 2 }),
    ).toMatchObject({ ok: true });
    expect(await signIn(TWO_FACTOR_ADMIN.email)).toMatchObject({ ok: true, data: { is_auth_required: false } });
  });

  it('expires the challenge after 10 minutes of fake time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 0));
    await signIn(TWO_FACTOR_ADMIN.email);
    vi.setSystemTime(new Date(2026, 10, 21, 9, 10));
    expect(await client.verifyAuthentication({ auth_code: CODES.twoFactor, device_access: false, user_id: 2 })).toEqual(
      {
        ok: false,
        error: { kind: 'http', status: 410, message: 'Auth code expired' },
      },
    );
  });

  it('switches scenarios through the helper until the next reset', async () => {
    mock.useScenario('invalid-captcha');
    expect(mock.scenario).toBe('invalid-captcha');
    expect(await signIn(ADMIN.email)).toMatchObject({ ok: false, error: { status: 400, message: 'Invalid Captcha' } });
    await mock.reset();
    expect(mock.scenario).toBe('default');
  });
});

describe('response validation in node', () => {
  it('is on by default: an answer outside the yaml fails the call instead of reaching the test', async () => {
    // The users follow the yaml's User (db/collections.ts); the quotes' record bounds no length.
    mock.db.quotes.clear();
    await mock.db.quotes.create({ quote: 'Too long an author.', author: 'A'.repeat(201) });
    const result = await client.getDailyQuote();
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 500,
        message: expect.stringContaining('getDailyQuote 200 response.quote.author must NOT have more than 200'),
      },
    });
    expect(takeConsoleOutput()[0]).toMatch(
      /^console\.error: ContractViolationError: The mock answered outside openapi\/admin-api\.yaml/,
    );
  });
});
