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
    {
      state: PROVIDER_STATES.sessionLoggedOut,
      description: 'a session check with a token that was logged out',
      isLogedIn: false,
    },
    // The idle timeout (docs/decisions/120-sessions-end-after-15-idle-minutes.md): the state, not
    // the request, makes the token one that idled out (contracts/README.md, "The idle timeout").
    {
      state: PROVIDER_STATES.sessionIdledOut,
      description: 'a session check with a token no call used for the idle timeout',
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

// The one call beyond the spec's seven (docs/decisions/082-log-out-ends-the-session-on-the-server.md).
// The console ends its own session whatever the answer; the pact asks for the yaml's answer, the
// same for a live token and for one that is not (the call is idempotent).
describe('logout', () => {
  it.each([
    { state: PROVIDER_STATES.sessionLive, description: 'a log out with a live token' },
    { state: PROVIDER_STATES.noSession, description: 'a log out with a token that is not live' },
  ])('ends the session of the token for $description', async ({ state, description }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('POST', '/admin/logout', (request) => request.headers({ Authorization: TOKEN }))
      .willRespondWith(200, (response) => response.jsonBody({ success: true }))
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer, TOKEN).logout();

        expect(result).toEqual({ ok: true, status: 200, data: { success: true } });
      });
  });
});
