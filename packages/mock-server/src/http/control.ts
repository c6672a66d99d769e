import { isRecord } from '@crm/api-client';
import type { MockApi } from '../mock-api';
import { UnknownProviderStateError, type ProviderStateAction } from '../scenarios/apply-provider-state';
import { PROVIDER_STATE_NAMES } from '../scenarios/provider-states';
import { isScenarioName, SCENARIO_NAMES } from '../scenarios/scenarios';

export const CONTROL_PREFIX = '/__mock/';

export interface ControlAnswer {
  status: number;
  body: Record<string, unknown>;
}

const fail = (status: number, message: string): ControlAnswer => ({ status, body: { success: false, message } });

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function scenarioAnswer(api: MockApi): ControlAnswer {
  return { status: 200, body: { success: true, scenario: api.scenario, scenarios: SCENARIO_NAMES } };
}

function putScenario(api: MockApi, text: string): ControlAnswer {
  const scenario = parseJson(text)?.scenario;
  if (!isScenarioName(scenario)) return fail(400, `Expected { "scenario": one of ${SCENARIO_NAMES.join(', ')} }`);
  api.useScenario(scenario);
  return scenarioAnswer(api);
}

/** Pact's state-change request: `{ state, params, action: 'setup' | 'teardown' }`. */
async function changeProviderState(api: MockApi, text: string): Promise<ControlAnswer> {
  const body = parseJson(text);
  const action = body?.action ?? 'setup';
  if (typeof body?.state !== 'string' || (action !== 'setup' && action !== 'teardown')) {
    return fail(400, 'Expected { "state": string, "params"?: object, "action"?: "setup" | "teardown" }');
  }
  try {
    await api.applyProviderState(body.state, action as ProviderStateAction);
  } catch (error) {
    if (error instanceof UnknownProviderStateError) return fail(400, error.message);
    throw error;
  }
  return { status: 200, body: { success: true, state: body.state, action, scenario: api.scenario } };
}

type ControlRoute = (api: MockApi, text: string) => ControlAnswer | Promise<ControlAnswer>;

/** The `/__mock/*` endpoints by name and method: scenario, reset and provider states. */
const CONTROL_ROUTES: Record<string, Record<string, ControlRoute>> = {
  scenario: { GET: scenarioAnswer, PUT: putScenario },
  reset: {
    POST: async (api) => {
      await api.reset();
      return scenarioAnswer(api);
    },
  },
  'provider-states': {
    GET: () => ({ status: 200, body: { success: true, states: [...PROVIDER_STATE_NAMES, ...SCENARIO_NAMES] } }),
    POST: changeProviderState,
  },
};

/** The methods a control path answers; undefined when there is no such endpoint. */
export function controlMethods(path: string): string[] | undefined {
  const route = CONTROL_ROUTES[path.slice(CONTROL_PREFIX.length)];
  return route ? Object.keys(route) : undefined;
}

export async function answerControl(api: MockApi, method: string, path: string, text: string): Promise<ControlAnswer> {
  const run = CONTROL_ROUTES[path.slice(CONTROL_PREFIX.length)]?.[method];
  return run ? run(api, text) : fail(404, `No control endpoint ${method} ${path}`);
}
