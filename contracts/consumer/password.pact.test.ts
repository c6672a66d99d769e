import { describe, expect, it } from 'vitest';
import type { ResetClientPasswordRequest, ResetPasswordRequest } from '@crm/api-client';
import { PROVIDER_STATES } from '@crm/mock-server';
import { failureStatus } from './matchers';
import { clientFor, createPact } from './pact';

const pact = createPact();

function resetRequest(
  fpcode: string,
  newPassword = 'NewPass@2026x',
  confirmPassword = newPassword,
): ResetPasswordRequest {
  return { new_password: newPassword, confirm_password: confirmPassword, fpcode };
}

function clientRequest(termAndCondition: boolean): ResetClientPasswordRequest {
  return {
    new_password: 'Client@2026x',
    confirm_password: 'Client@2026x',
    fpcode: 'invite-code-123',
    termAndCondition,
  };
}

describe('forgetPassword', () => {
  it('answers neutrally when an administrator asks for a reset link', async () => {
    const body = { email: 'admin@crm.test' };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists)
      .uponReceiving('a reset link request for admin@crm.test')
      .withRequest('POST', '/forgetPassword', (request) => request.jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody({ success: true }))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).forgotPassword(body);

        expect(result).toEqual({ ok: true, status: 200, data: { success: true } });
      });
  });
});

describe('resetPassword', () => {
  it('sets a new administrator password with a valid reset code', async () => {
    const body = resetRequest('reset-code-123');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.resetCodeValid)
      .uponReceiving('a new password with the valid reset code')
      .withRequest('POST', '/resetPassword', (request) => request.jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody({ success: true }))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).resetPassword(body);

        expect(result).toEqual({ ok: true, status: 200, data: { success: true } });
      });
  });

  // The console adds the address when it knows it (apps/console/src/features/password/submit-password.ts).
  it('sets a new administrator password with a valid reset code and the known address', async () => {
    const body = { ...resetRequest('reset-code-123'), userEmail: 'admin@crm.test' };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.resetCodeValid)
      .uponReceiving('a new password with the valid reset code and the address')
      .withRequest('POST', '/resetPassword', (request) => request.jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody({ success: true }))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).resetPassword(body);

        expect(result).toEqual({ ok: true, status: 200, data: { success: true } });
      });
  });

  const failures = [
    {
      state: PROVIDER_STATES.resetCodeExpired,
      description: 'a new password with an expired reset code',
      body: resetRequest('expired-code'),
      status: 410,
      message: 'Reset code expired',
    },
    {
      state: PROVIDER_STATES.resetCodeUsed,
      description: 'a new password with a reset code used before',
      body: resetRequest('used-code'),
      status: 410,
      message: 'Reset code already used',
    },
    {
      state: PROVIDER_STATES.resetCodeValid,
      description: 'a new password with an unknown reset code',
      body: resetRequest('unknown-code'),
      status: 404,
      message: 'Invalid reset code',
    },
    {
      state: PROVIDER_STATES.resetCodeValid,
      description: 'a new password shorter than the policy allows',
      body: resetRequest('reset-code-123', 'abc'),
      status: 422,
      message: 'Password too short',
    },
    {
      state: PROVIDER_STATES.resetCodeValid,
      description: 'a new password whose confirmation differs',
      body: resetRequest('reset-code-123', 'NewPass@2026x', 'OtherPass@2026x'),
      status: 422,
      message: 'Passwords do not match',
    },
  ];

  it.each(failures)('fails with "$message" for $description', async ({ state, description, body, status, message }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('POST', '/resetPassword', (request) => request.jsonBody(body))
      .willRespondWith(failureStatus(status), (response) => response.jsonBody({ success: false, message }))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).resetPassword(body);

        expect(result).toEqual({ ok: false, error: { kind: 'http', status, message } });
      });
  });
});

describe('resetClientPassword', () => {
  it("sets the client's password from a valid invitation", async () => {
    const body = clientRequest(true);
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.invitationValid)
      .uponReceiving("a client's new password with the terms accepted")
      .withRequest('POST', '/resetClientPassword', (request) => request.jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody({ success: true }))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).resetClientPassword(body);

        expect(result).toEqual({ ok: true, status: 200, data: { success: true } });
      });
  });

  it('fails with "Terms and conditions must be accepted" when the client did not accept them', async () => {
    const body = clientRequest(false);
    const message = 'Terms and conditions must be accepted';
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.invitationValid)
      .uponReceiving("a client's new password without the terms accepted")
      .withRequest('POST', '/resetClientPassword', (request) => request.jsonBody(body))
      .willRespondWith(failureStatus(422), (response) => response.jsonBody({ success: false, message }))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).resetClientPassword(body);

        expect(result).toEqual({ ok: false, error: { kind: 'http', status: 422, message } });
      });
  });
});
