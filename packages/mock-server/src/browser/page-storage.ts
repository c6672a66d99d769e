import type { StateStorage } from '../db/persistence';
import { DEFAULT_SCENARIO, isScenarioName, type ScenarioName } from '../scenarios/scenarios';

export const STATE_KEY = 'crm-mock/state';
export const SCENARIO_KEY = 'crm-mock/scenario';
const SCENARIO_PARAM = 'scenario';

/** localStorage, or nothing when the browser refuses it (private mode, disabled storage). */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function localStorageState(): StateStorage {
  return {
    load: () => pageStorage()?.getItem(STATE_KEY) ?? null,
    save: (serialized) => pageStorage()?.setItem(STATE_KEY, serialized),
  };
}

/** `?scenario=NAME` wins and is kept until changed; `?scenario=default` forgets the kept one. */
export function scenarioOfPage(search: string): ScenarioName {
  const storage = pageStorage();
  const requested = new URLSearchParams(search).get(SCENARIO_PARAM);
  if (requested === DEFAULT_SCENARIO) storage?.removeItem(SCENARIO_KEY);
  else if (isScenarioName(requested)) storage?.setItem(SCENARIO_KEY, requested);
  else if (requested !== null) console.warn(`mock-server: unknown scenario "${requested}", keeping the current one`);
  const kept = storage?.getItem(SCENARIO_KEY);
  return isScenarioName(kept) ? kept : DEFAULT_SCENARIO;
}

/** Keeps a scenario picked in the panel; drops `?scenario=` so that a reload does not undo it. */
export function keepScenario(name: ScenarioName): void {
  if (name === DEFAULT_SCENARIO) pageStorage()?.removeItem(SCENARIO_KEY);
  else pageStorage()?.setItem(SCENARIO_KEY, name);
  const url = new URL(globalThis.location.href);
  if (url.searchParams.has(SCENARIO_PARAM)) {
    url.searchParams.delete(SCENARIO_PARAM);
    globalThis.history.replaceState(globalThis.history.state, '', url);
  }
}

export function forgetState(): void {
  pageStorage()?.removeItem(STATE_KEY);
}
