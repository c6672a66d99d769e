import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpMock } from '@crm/mock-server/http';
import { PROVIDER_STATE_NAMES } from '@crm/mock-server';
import { readFileSync } from 'node:fs';
import { PACT_FILE } from '../names';
import { verifyPact } from './verify';

type RunningMock = Awaited<ReturnType<typeof startHttpMock>>;

let mock: RunningMock;

beforeAll(async () => {
  mock = await startHttpMock({ port: 0, quiet: true });
});

afterAll(async () => {
  await mock?.close();
});

describe('the mock-server as the admin API', () => {
  it('knows every provider state the pact names', () => {
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
      interactions: { providerStates?: { name: string }[] }[];
    };
    const states = new Set(
      pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map(({ name }) => name)),
    );

    expect([...states].filter((state) => !(PROVIDER_STATE_NAMES as readonly string[]).includes(state))).toEqual([]);
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
