import { isProviderState, PROVIDER_STATES, type ProviderState } from './provider-states';
import { isScenarioName, type ScenarioName } from './scenarios';
import { THROTTLE_KEYS, throttleOf } from '../db/throttle';
import type { ChallengeRecord, MockDb } from '../db/collections';
import { trustDevice } from '../db/trusted-devices';
import {
  ADMIN,
  CODES,
  INVITED_CLIENT,
  MAX_WRONG_CODES,
  RESET_CODE_TTL_MS,
  SECOND_TWO_FACTOR_ADMIN,
  TWO_FACTOR_ADMIN,
  TRUSTED_DEVICE_COOKIE,
  TWO_FACTOR_TTL_MS,
} from '../db/fixtures';

/** The seed and change functions a provider state is built from (pact-js's provider pattern). */
export interface StateControls {
  readonly db: MockDb;
  now(): number;
  reset(): Promise<void>;
  useScenario(name: ScenarioName): void;
  openChallenge(userId: number, overrides?: Partial<ChallengeRecord>): Promise<void>;
  createSession(email: string, token?: string): Promise<string>;
}

export class UnknownProviderStateError extends Error {
  override name = 'UnknownProviderStateError';
}

const nothingMore = () => undefined;

const validFor = (controls: StateControls) => ({ expires_at: controls.now() + RESET_CODE_TTL_MS, used: false });
const usedCode = (controls: StateControls) => ({ code: CODES.used, ...validFor(controls), used: true });

/**
 * What the yaml's request examples need beyond the fixtures, so that Specmatic replays all of
 * them in one run whatever their order: a pending challenge for user 2 (`verified`), another
 * two-factor user with one (`invalidAuthCode`), used codes, and spare valid codes for the policy
 * examples (the 200 examples use the fixture codes up).
 */
async function yamlExamples(controls: StateControls): Promise<void> {
  const { db } = controls;
  await db.users.create({ ...SECOND_TWO_FACTOR_ADMIN, role: 'admin', two_factor: true });
  await controls.openChallenge(TWO_FACTOR_ADMIN.id);
  await controls.openChallenge(SECOND_TWO_FACTOR_ADMIN.id);
  await db.resetCodes.create({ ...usedCode(controls), user_id: ADMIN.id });
  await db.resetCodes.create({ code: CODES.spareReset, user_id: ADMIN.id, ...validFor(controls) });
  const client = { user_id: INVITED_CLIENT.id, name: INVITED_CLIENT.first_name };
  await db.invitations.create({ ...usedCode(controls), ...client });
  await db.invitations.create({ code: CODES.spareInvite, ...client, ...validFor(controls) });
}

/** What each state adds to the fixtures; most states are the fixtures themselves. */
/** What a state answers for the verifier to put into the request where the pact says so (`fromProviderState`). */
export type ProviderStateValues = Record<string, string>;

type Setup = (controls: StateControls) => void | ProviderStateValues | Promise<void | ProviderStateValues>;

const SETUPS: Record<ProviderState, Setup> = {
  [PROVIDER_STATES.adminExists]: nothingMore,
  [PROVIDER_STATES.twoFactorAdminExists]: nothingMore,
  [PROVIDER_STATES.nobodyRegistered]: nothingMore,
  [PROVIDER_STATES.captchaRejected]: (controls) => controls.useScenario('invalid-captcha'),
  [PROVIDER_STATES.ipBlocked]: (controls) => controls.useScenario('invalid-ip'),
  // Through the throttle itself, as a real provider would arrange it with 5 wrong passwords.
  [PROVIDER_STATES.accountLockedOut]: (controls) =>
    throttleOf(controls.db).lockOut([THROTTLE_KEYS.loginAccount(ADMIN.email)], controls.now()),
  [PROVIDER_STATES.challengePending]: (controls) => controls.openChallenge(TWO_FACTOR_ADMIN.id),
  [PROVIDER_STATES.challengeExpired]: (controls) =>
    controls.openChallenge(TWO_FACTOR_ADMIN.id, { created_at: controls.now() - TWO_FACTOR_TTL_MS }),
  [PROVIDER_STATES.challengeLocked]: (controls) =>
    controls.openChallenge(TWO_FACTOR_ADMIN.id, { wrong_attempts: MAX_WRONG_CODES, status: 'void' }),
  // What a second step with device_access: true leaves, through the same function, for a new
  // device: the verifier must send the cookie this state answers, not the pact's example.
  [PROVIDER_STATES.deviceTrusted]: async (controls) => {
    const deviceId = crypto.randomUUID();
    await trustDevice(controls.db, deviceId, TWO_FACTOR_ADMIN.id);
    return { deviceCookie: `${TRUSTED_DEVICE_COOKIE}=${deviceId}` };
  },
  [PROVIDER_STATES.resetCodeValid]: nothingMore,
  [PROVIDER_STATES.resetCodeExpired]: nothingMore,
  [PROVIDER_STATES.resetCodeUsed]: async (controls) => {
    await controls.db.resetCodes.create({ ...usedCode(controls), user_id: ADMIN.id });
  },
  [PROVIDER_STATES.invitationValid]: nothingMore,
  [PROVIDER_STATES.sessionLive]: async (controls) => {
    await controls.createSession(ADMIN.email, CODES.pactSessionToken);
  },
  [PROVIDER_STATES.noSession]: nothingMore,
  // A session that existed, ended as `POST /admin/logout` ends it (handlers/session.ts).
  [PROVIDER_STATES.sessionLoggedOut]: async (controls) => {
    controls.db.sessions.end(await controls.createSession(ADMIN.email, CODES.pactSessionToken));
  },
  // A session of the token, its login and its last use exactly one idle timeout ago, as if no call
  // had carried it since (docs/decisions/120-sessions-end-after-15-idle-minutes.md): well within its
  // absolute lifetime, so only the idle timeout ends it.
  [PROVIDER_STATES.sessionIdledOut]: async (controls) => {
    const lastUse = controls.now() - controls.db.sessions.idleMs;
    await controls.db.sessions.create({
      token: CODES.pactSessionToken,
      user_id: ADMIN.id,
      created_at: lastUse,
      last_used_at: lastUse,
    });
  },
  [PROVIDER_STATES.quoteEveryDay]: nothingMore,
  [PROVIDER_STATES.yamlExamples]: yamlExamples,
};

export type ProviderStateAction = 'setup' | 'teardown';

/** Resets the data, then sets the state up; a teardown only resets. Scenario slugs are states too. */
export async function applyProviderState(
  controls: StateControls,
  state: string,
  action: ProviderStateAction = 'setup',
): Promise<ProviderStateValues> {
  if (!isProviderState(state) && !isScenarioName(state)) {
    throw new UnknownProviderStateError(`Unknown provider state: ${state.slice(0, 200)}`);
  }
  await controls.reset();
  if (action === 'teardown') return {};
  if (isScenarioName(state)) controls.useScenario(state);
  else return (await SETUPS[state](controls)) ?? {};
  return {};
}
