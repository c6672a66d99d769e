import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES } from '@crm/mock-server';
import { clientFor, createPact } from './pact';

const pact = createPact();

const TOKEN = 'pact-session-token';

describe('check-is-log-in', () => {
  it.each([
    { state: PROVIDER_STATES.sessionLive, description: 'a session check with a live token', isLogedIn: true },
    {
      state: PROVIDER_STATES.noSession,
      description: 'a session check with a token that is not live',
      isLogedIn: false,
    },
  ])('says isLogedIn $isLogedIn for $description', async ({ state, description, isLogedIn }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('GET', '/admin/check-is-log-in', (request) => request.headers({ Authorization: TOKEN }))
      .willRespondWith(200, (response) => response.jsonBody({ success: true, payload: { isLogedIn } }))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer, TOKEN).checkIsLoggedIn();

        expect(result).toEqual({ ok: true, status: 200, data: { success: true, payload: { isLogedIn } } });
      });
  });
});
