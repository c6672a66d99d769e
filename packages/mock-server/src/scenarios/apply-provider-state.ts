import { isProviderState, PROVIDER_STATES, type ProviderState } from './provider-states';
import { isScenarioName, type ScenarioName } from './scenarios';
import { ADMIN, CODES, TWO_FACTOR_ADMIN } from '../db/fixtures';

/** The seed and change functions a provider state is built from (pact-js's provider pattern). */
export interface StateControls {
  reset(): Promise<void>;
  useScenario(name: ScenarioName): void;
  openChallenge(userId: number): Promise<void>;
  createSession(email: string, token?: string): Promise<string>;
}

export class UnknownProviderStateError extends Error {
  override name = 'UnknownProviderStateError';
}

const nothingMore = () => undefined;

/** What each state adds to the fixtures; most states are the fixtures themselves. */
const SETUPS: Record<ProviderState, (controls: StateControls) => unknown> = {
  [PROVIDER_STATES.adminExists]: nothingMore,
  [PROVIDER_STATES.twoFactorAdminExists]: nothingMore,
  [PROVIDER_STATES.nobodyRegistered]: nothingMore,
  [PROVIDER_STATES.captchaRejected]: (controls) => controls.useScenario('invalid-captcha'),
  [PROVIDER_STATES.ipBlocked]: (controls) => controls.useScenario('invalid-ip'),
  [PROVIDER_STATES.challengePending]: (controls) => controls.openChallenge(TWO_FACTOR_ADMIN.id),
  [PROVIDER_STATES.resetCodeValid]: nothingMore,
  [PROVIDER_STATES.resetCodeExpired]: nothingMore,
  [PROVIDER_STATES.invitationValid]: nothingMore,
  [PROVIDER_STATES.sessionLive]: (controls) => controls.createSession(ADMIN.email, CODES.pactSessionToken),
  [PROVIDER_STATES.noSession]: nothingMore,
  [PROVIDER_STATES.quoteEveryDay]: nothingMore,
};

export type ProviderStateAction = 'setup' | 'teardown';

/** Resets the data, then sets the state up; a teardown only resets. Scenario slugs are states too. */
export async function applyProviderState(controls: StateControls, state: string, action: ProviderStateAction = 'setup'): Promise<void> {
  if (!isProviderState(state) && !isScenarioName(state)) {
    throw new UnknownProviderStateError(`Unknown provider state: ${state.slice(0, 200)}`);
  }
  await controls.reset();
  if (action === 'teardown') return;
  if (isScenarioName(state)) controls.useScenario(state);
  else await SETUPS[state](controls);
}
