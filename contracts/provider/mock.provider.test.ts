import { describe, expect, it } from 'vitest';
import { PROVIDER_STATE_NAMES } from '@crm/mock-server';
import { pactInteractions } from '../traceability/trace';

/*
 * Pact's own verifier checks the pact against the running mock-server (`npm run test:contract`,
 * scripts/contract-tests.sh). This fast check keeps `npm test` from committing a pact whose
 * states the mock's state URL would refuse.
 */
describe('the provider states of the pact', () => {
  it('are all known to the mock-server', () => {
    const states = new Set(
      pactInteractions().flatMap(({ providerStates }) => (providerStates ?? []).map((s) => s.name)),
    );

    expect([...states].filter((state) => !(PROVIDER_STATE_NAMES as readonly string[]).includes(state))).toEqual([]);
  });
});
