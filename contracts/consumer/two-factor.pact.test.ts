import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES, TWO_FACTOR_ADMIN } from '@crm/mock-server';
import { failureStatus, pactUser, sessionReply } from './matchers';
import { clientFor, createPact } from './pact';

const pact = createPact();

function verifyRequest(authCode: string, deviceAccess = false) {
  return { auth_code: authCode, device_access: deviceAccess, user_id: 2 };
}

/** What a right code opens: Grace's session. */
const SESSION_REPLY = sessionReply(TWO_FACTOR_ADMIN, 'mock-session-c9f0f895fb98ab9159f51fd0297e236d');

describe('verify_authentication', () => {
  it('opens a session when the code of the pending challenge is right', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.challengePending)
      .uponReceiving('the right two-factor code for user 2')
      .withRequest('POST', '/admin/verify_authentication', (request) => request.jsonBody(verifyRequest('123456')))
      .willRespondWith(200, (response) => response.jsonBody(SESSION_REPLY))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).verifyAuthentication(verifyRequest('123456'));

        expect(result).toEqual({
          ok: true,
          status: 200,
          data: {
            success: true,
            user: pactUser(TWO_FACTOR_ADMIN),
            token: 'mock-session-c9f0f895fb98ab9159f51fd0297e236d',
            ip: '127.0.0.1',
          },
        });
      });
  });

  // "Please don't ask me again on this device" ticked: the same session, and the provider trusts
  // the device (the mock-server sets a cookie naming it, so later logins skip the second step).
  it('opens a session and trusts the device when asked to', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.challengePending)
      .uponReceiving('the right two-factor code for user 2, trusting this device')
      .withRequest('POST', '/admin/verify_authentication', (request) => request.jsonBody(verifyRequest('123456', true)))
      .willRespondWith(200, (response) => response.jsonBody(SESSION_REPLY))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).verifyAuthentication(verifyRequest('123456', true));

        expect(result).toMatchObject({
          ok: true,
          status: 200,
          data: { success: true, user: pactUser(TWO_FACTOR_ADMIN) },
        });
      });
  });

  const failures = [
    {
      state: PROVIDER_STATES.challengePending,
      description: 'a wrong two-factor code for user 2',
      authCode: '000000',
      status: 401,
      message: 'Invalid Auth Code',
    },
    {
      state: PROVIDER_STATES.challengeExpired,
      description: 'a two-factor code for an expired challenge',
      authCode: '123456',
      status: 410,
      message: 'Auth code expired',
    },
    {
      state: PROVIDER_STATES.challengeLocked,
      description: 'a two-factor code after too many wrong ones',
      authCode: '123456',
      status: 429,
      message: 'Too many attempts',
    },
  ];

  it.each(failures)(
    'fails with "$message" for $description',
    async ({ state, description, authCode, status, message }) => {
      await pact
        .addInteraction()
        .given(state)
        .uponReceiving(description)
        .withRequest('POST', '/admin/verify_authentication', (request) => request.jsonBody(verifyRequest(authCode)))
        .willRespondWith(failureStatus(status), (response) => response.jsonBody({ success: false, message }))
        .executeTest(async (mockServer) => {
          const result = await clientFor(mockServer).verifyAuthentication(verifyRequest(authCode));

          expect(result).toEqual({ ok: false, error: { kind: 'http', status, message } });
        });
    },
  );
});
