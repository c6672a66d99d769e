import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { ADMIN, PROVIDER_STATES, TWO_FACTOR_ADMIN } from '@crm/mock-server';
import { failureStatus, pactUser, retryAfter, sessionReply, userId } from './matchers';
import { clientFor, createPact } from './pact';

const { fromProviderState } = MatchersV3;

const pact = createPact();

const CAPTCHA_TOKEN = 'pact-captcha-token';

function loginRequest(email: string, password: string) {
  return { email, password, captchaToken: CAPTCHA_TOKEN };
}

function failure(message: string) {
  return { success: false, message };
}

describe('login', () => {
  it('signs an administrator in straight away with the right password', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists)
      .uponReceiving('a login of admin@crm.test with the right password')
      .withRequest('POST', '/admin/login', (request) => request.jsonBody(loginRequest('admin@crm.test', 'Admin@12345')))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          is_auth_required: false,
          ...sessionReply(ADMIN, 'mock-session-8f14e45fceea167a5a36dedd4bea2543'),
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).login(loginRequest('admin@crm.test', 'Admin@12345'));

        expect(result).toEqual({
          ok: true,
          status: 200,
          data: {
            success: true,
            is_auth_required: false,
            user: pactUser(ADMIN),
            token: 'mock-session-8f14e45fceea167a5a36dedd4bea2543',
            ip: '127.0.0.1',
          },
        });
      });
  });

  // No auth_code in the expected body: production servers never send it and Pact cannot say
  // "optional", so the console must work without it (it shows the code only when present).
  it('asks an administrator with two-factor authentication for the second step', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.twoFactorAdminExists)
      .uponReceiving('a login of 2fa@crm.test with the right password')
      .withRequest('POST', '/admin/login', (request) => request.jsonBody(loginRequest('2fa@crm.test', 'Admin@12345')))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: true,
          is_auth_required: true,
          user_id: userId(2),
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).login(loginRequest('2fa@crm.test', 'Admin@12345'));

        expect(result).toEqual({
          ok: true,
          status: 200,
          data: { success: true, is_auth_required: true, user_id: 2 },
        });
      });
  });

  /*
   * What `device_access: true` does, verified by its effect: after a second step that asked for
   * it, a login from the same device skips the second step. How the device is recognised is the
   * provider's choice; the console adds nothing to its calls, so it must be something the browser
   * carries by itself: a cookie the second step's answer set. The state's answer names that Cookie
   * header (`deviceCookie`, a provider-state value) and the verifier sends it; the example is the
   * mock-server's cookie.
   */
  it('signs a two-factor administrator straight in from a device a second step trusted', async () => {
    const body = loginRequest('2fa@crm.test', 'Admin@12345');
    const cookie = 'crm_mock_trusted_device=pact-trusted-device';
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.deviceTrusted, { auth_code: '123456', device_access: true, user_id: 2 })
      .uponReceiving('a login of 2fa@crm.test from a device it trusted')
      .withRequest('POST', '/admin/login', (request) =>
        request.headers({ Cookie: fromProviderState('${deviceCookie}', cookie) }).jsonBody(body),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          is_auth_required: false,
          ...sessionReply(TWO_FACTOR_ADMIN, 'mock-session-c9f0f895fb98ab9159f51fd0297e236d'),
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer, null, cookie).login(body);

        expect(result).toMatchObject({ ok: true, status: 200, data: { is_auth_required: false } });
      });
  });

  it('refuses a locked-out account with 429 and how long to wait in Retry-After', async () => {
    const body = loginRequest('admin@crm.test', 'Admin@12345');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accountLockedOut)
      .uponReceiving('a login of admin@crm.test after 5 wrong passwords')
      .withRequest('POST', '/admin/login', (request) => request.jsonBody(body))
      .willRespondWith(failureStatus(429), (response) =>
        response.headers({ 'Retry-After': retryAfter('300') }).jsonBody(failure('Too many requests')),
      )
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).login(body);

        expect(result).toEqual({
          ok: false,
          error: { kind: 'http', status: 429, message: 'Too many requests', retryAfterSeconds: 300 },
        });
      });
  });

  const failures = [
    {
      state: PROVIDER_STATES.nobodyRegistered,
      description: 'a login of an e-mail nobody registered',
      body: loginRequest('nobody@crm.test', 'Admin@12345'),
      status: 404,
      message: 'Not registered',
    },
    {
      state: PROVIDER_STATES.adminExists,
      description: 'a login of admin@crm.test with a wrong password',
      body: loginRequest('admin@crm.test', 'Wrong@12345'),
      status: 401,
      message: 'Invalid password',
    },
    {
      state: PROVIDER_STATES.captchaRejected,
      description: 'a login with a captcha token the server rejects',
      body: loginRequest('admin@crm.test', 'Admin@12345'),
      status: 400,
      message: 'Invalid Captcha',
    },
    {
      state: PROVIDER_STATES.ipBlocked,
      description: 'a login from a blocked IP',
      body: loginRequest('admin@crm.test', 'Admin@12345'),
      status: 403,
      message: 'Invalid IP',
    },
  ];

  it.each(failures)('fails with "$message" for $description', async ({ state, description, body, status, message }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('POST', '/admin/login', (request) => request.jsonBody(body))
      .willRespondWith(failureStatus(status), (response) => response.jsonBody(failure(message)))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).login(body);

        expect(result).toEqual({ ok: false, error: { kind: 'http', status, message } });
      });
  });
});
