import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpMock } from '@crm/mock-server/http';
import { PROVIDER_STATE_NAMES, TWO_FACTOR_ADMIN } from '@crm/mock-server';
import { readFileSync } from 'node:fs';
import { PACT_FILE } from '../names';
import { verifyPact } from './verify';

type RunningMock = Awaited<ReturnType<typeof startHttpMock>>;

describe('the provider states of the pact', () => {
  it('are all known to the mock-server', () => {
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
      interactions: { providerStates?: { name: string }[] }[];
    };
    const states = new Set(
      pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map(({ name }) => name)),
    );

    expect([...states].filter((state) => !(PROVIDER_STATE_NAMES as readonly string[]).includes(state))).toEqual([]);
  });
});

/*
 * The pact is verified against the mock twice: as it runs for developers, and production-like,
 * where the two-factor login carries no auth_code, as on a production server. The second run is
 * what the backend team's production-like verification will see.
 */
describe.each([
  { mode: 'as developers run it', production: false },
  { mode: 'production-like, never sending auth_code', production: true },
])('the mock-server as the admin API, $mode', ({ production }) => {
  let mock: RunningMock;

  beforeAll(async () => {
    mock = await startHttpMock({ port: 0, quiet: true, production });
  });

  afterAll(async () => {
    await mock?.close();
  });

  it(`${production ? 'leaves out' : 'sends'} auth_code in the two-factor login`, async () => {
    const response = await fetch(`${mock.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TWO_FACTOR_ADMIN.email, password: TWO_FACTOR_ADMIN.password, captchaToken: 'x' }),
    });
    const body = (await response.json()) as Record<string, unknown>;

    expect(body).toMatchObject({ is_auth_required: true, user_id: TWO_FACTOR_ADMIN.id });
    expect('auth_code' in body).toBe(!production);
  });

  it('honours every interaction of the pact over HTTP, states set up through its state URL', async () => {
    await expect(
      verifyPact({
        providerBaseUrl: `${mock.url}/api`,
        providerStatesSetupUrl: `${mock.url}/__mock/provider-states`,
        pactUrls: [PACT_FILE],
      }),
    ).resolves.toBeUndefined();
  });
});
