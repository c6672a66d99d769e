import { saveState, type MockContext } from './handlers/context';
import { findUserByEmail, openChallenge } from './handlers/auth';
import { createOperations } from './handlers';
import type { Operation } from './handlers/operation';
import { createSession } from './handlers/session';
import { createDb, type ChallengeRecord, type MockDb, type UserRecord } from './db/collections';
import { importDb, type StateStorage } from './db/persistence';
import { resetDb } from './db/reset';
import {
  applyProviderState,
  type ProviderStateAction,
  type ProviderStateValues,
} from './scenarios/apply-provider-state';
import { DEFAULT_SCENARIO, type ScenarioName } from './scenarios/scenarios';

export interface MockApiOptions {
  /** Check every answer against the yaml and throw on a violation. */
  validateResponses?: boolean;
  /** The clock of codes, challenges and sessions; tests inject one to step over the 10 minutes. */
  now?: () => number;
  /** How long a session lives, in seconds (default 8 hours). */
  sessionTtlSeconds?: number;
  /** How long a session lives without a call that carries its token, in seconds (default 15 minutes). */
  idleTimeoutSeconds?: number;
  /** A delay before every answer, for a realistic feel in the browser. */
  latencyMs?: number;
  /** Keeps the data between page loads; without it the data lives in memory only. */
  storage?: StateStorage;
  scenario?: ScenarioName;
  /** Answer as a production server would: no `auth_code` in the 2FA challenge (default false). */
  production?: boolean;
}

export interface MockApi {
  readonly db: MockDb;
  /** The yaml's operations: the HTTP server answers them directly, `mswHandlers` makes them msw handlers. */
  readonly operations: readonly Operation[];
  readonly scenario: ScenarioName;
  /** Settles once the data is seeded (or restored from storage). */
  ready(): Promise<void>;
  /** The fixtures again and the default scenario. */
  reset(): Promise<void>;
  useScenario(name: ScenarioName): void;
  /** Sets a Pact provider state up (or tears it down); answers its provider-state values. */
  applyProviderState(state: string, action?: ProviderStateAction): Promise<ProviderStateValues>;
  findUserByEmail(email: string): UserRecord | undefined;
  /** A live session for an administrator; answers its token. */
  createSession(email: string, token?: string): Promise<string>;
  /** A pending two-factor challenge (code 123456) for the user, optionally aged or locked. */
  openChallenge(userId: number, overrides?: Partial<ChallengeRecord>): Promise<void>;
  now(): number;
}

async function restoreOrSeed(ctx: MockContext): Promise<void> {
  const saved = ctx.storage?.load();
  if (saved && (await importDb(ctx.db, safeParse(saved)))) return;
  await resetDb(ctx.db, ctx.now());
  saveState(ctx);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createMockApi(options: MockApiOptions = {}): MockApi {
  const ctx: MockContext = {
    db: createDb({ sessionTtlSeconds: options.sessionTtlSeconds, idleTimeoutSeconds: options.idleTimeoutSeconds }),
    // Read through a function so that vitest's fake Date reaches the mock too.
    now: options.now ?? (() => Date.now()),
    scenario: options.scenario ?? DEFAULT_SCENARIO,
    ready: Promise.resolve(),
    validateResponses: options.validateResponses ?? true,
    production: options.production ?? false,
    latencyMs: options.latencyMs ?? 0,
    storage: options.storage,
  };
  ctx.ready = restoreOrSeed(ctx);
  const operations = createOperations(ctx);

  /** A change made from outside a request: after the seeding, and saved like a request's. */
  async function change<T>(run: () => Promise<T>): Promise<T> {
    await ctx.ready;
    const result = await run();
    saveState(ctx);
    return result;
  }

  const api: MockApi = {
    db: ctx.db,
    operations,
    get scenario() {
      return ctx.scenario;
    },
    ready: () => ctx.ready,
    now: () => ctx.now(),
    reset() {
      ctx.scenario = DEFAULT_SCENARIO;
      ctx.ready = ctx.ready
        .catch(() => undefined)
        .then(() => resetDb(ctx.db, ctx.now()))
        .then(() => saveState(ctx));
      return ctx.ready;
    },
    useScenario(name) {
      ctx.scenario = name;
    },
    applyProviderState: (state, action) => change(() => applyProviderState(api, state, action)),
    findUserByEmail: (email) => findUserByEmail(ctx, email),
    createSession: (email, token) =>
      change(async () => {
        const user = findUserByEmail(ctx, email, 'admin');
        if (!user) throw new Error(`No administrator ${email} in the mock`);
        return createSession(ctx, user.id, token);
      }),
    openChallenge: (userId, overrides) => change(() => openChallenge(ctx, userId, overrides)),
  };
  return api;
}
