/** What the console, the contracts and the README share with the mock: names, never behaviour. */
export {
  SCENARIOS,
  SCENARIO_NAMES,
  DEFAULT_SCENARIO,
  SCENARIO_HEADER,
  isScenarioName,
  type ScenarioName,
} from './scenarios/scenarios';
export {
  PROVIDER_STATES,
  PROVIDER_STATE_NAMES,
  isProviderState,
  type ProviderState,
} from './scenarios/provider-states';
export { ADMIN, TWO_FACTOR_ADMIN, INVITED_CLIENT, CODES, TRUSTED_DEVICE_COOKIE } from './db/fixtures';
export { MESSAGES } from './handlers/messages';
