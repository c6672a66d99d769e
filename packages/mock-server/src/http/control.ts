import { isRecord } from '@crm/api-client';
import type { Context } from 'hono';
import { fail, type Answer, type Env } from './answers';
import type { MockApi } from '../mock-api';
import { UnknownProviderStateError, type ProviderStateAction } from '../scenarios/apply-provider-state';
import { PROVIDER_STATE_NAMES } from '../scenarios/provider-states';
import { isScenarioName, SCENARIO_NAMES } from '../scenarios/scenarios';

export const CONTROL_PREFIX = '/__mock/';

/** The body `jsonBody` parsed, if it is an object. */
const bodyOf = (c: Context<Env>) => (isRecord(c.var.body) ? c.var.body : undefined);

/** What `/__mock/provider-states` answers when the mock is exposed in production mode without --allow-states. */
export const PROVIDER_STATES_OFF =
  'Provider states are off: this mock is exposed in production mode (start it with --allow-states to use them)';

/**
 * The `/__mock/*` endpoints by name and method: scenario, reset and provider states. Without
 * `providerStates`, the provider states answer 403: one of them makes `pact-session-token` a live session.
 */
export function controlRoutes(api: MockApi, providerStates = true): Record<string, Record<string, Answer>> {
  const scenario: Answer = (c) => c.json({ success: true, scenario: api.scenario, scenarios: SCENARIO_NAMES });
  const putScenario: Answer = (c) => {
    const name = bodyOf(c)?.scenario;
    if (!isScenarioName(name)) return fail(c, 400, `Expected { "scenario": one of ${SCENARIO_NAMES.join(', ')} }`);
    api.useScenario(name);
    return scenario(c);
  };
  // Pact's state-change request: `{ state, params, action: 'setup' | 'teardown' }`.
  const changeProviderState: Answer = async (c) => {
    const body = bodyOf(c);
    const action = body?.action ?? 'setup';
    if (typeof body?.state !== 'string' || (action !== 'setup' && action !== 'teardown')) {
      return fail(c, 400, 'Expected { "state": string, "params"?: object, "action"?: "setup" | "teardown" }');
    }
    try {
      const values = await api.applyProviderState(body.state, action as ProviderStateAction);
      return c.json({ ...values, success: true, state: body.state, action, scenario: api.scenario });
    } catch (error) {
      if (error instanceof UnknownProviderStateError) return fail(c, 400, error.message);
      throw error;
    }
  };
  const statesOff: Answer = (c) => fail(c, 403, PROVIDER_STATES_OFF);
  return {
    scenario: { GET: scenario, PUT: putScenario },
    reset: { POST: async (c) => (await api.reset(), scenario(c)) },
    'provider-states': providerStates
      ? {
          GET: (c) => c.json({ success: true, states: [...PROVIDER_STATE_NAMES, ...SCENARIO_NAMES] }),
          POST: changeProviderState,
        }
      : { GET: statesOff, POST: statesOff },
  };
}
