import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_STATES_OFF } from './control';
import { startHttpMock, type HttpMock } from './server';
import { PROVIDER_STATES } from '../scenarios/provider-states';
import { httpCaller } from '../testing/http-client';

let mock: HttpMock | undefined;
const call = httpCaller(() => mock?.url ?? '');

// What `npm run mock -- --host 0.0.0.0 --expose --production` serves (cli-options.test.ts).
beforeEach(async () => {
  mock = await startHttpMock({ port: 0, quiet: true, production: true, providerStates: false });
});
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

describe('a mock whose provider states are off', () => {
  it('refuses to make pact-session-token a live session, and to list the states', async () => {
    const setup = await call('/__mock/provider-states', { body: { state: PROVIDER_STATES.sessionLive } });
    expect(setup).toMatchObject({ status: 403, body: { success: false, message: PROVIDER_STATES_OFF } });
    const check = await call('/api/admin/check-is-log-in', { headers: { authorization: 'pact-session-token' } });
    expect(check.body).toEqual({ success: true, payload: { isLogedIn: false } });
    const list = await call('/__mock/provider-states');
    expect(list).toMatchObject({ status: 403, body: { success: false, message: PROVIDER_STATES_OFF } });
  });

  it('still serves the API, the scenario and the reset', async () => {
    expect((await call('/__mock/scenario', { method: 'PUT', body: { scenario: 'slow' } })).status).toBe(200);
    expect((await call('/__mock/reset', { method: 'POST' })).body).toMatchObject({ scenario: 'default' });
  });
});
