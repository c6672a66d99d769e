import type { MockDb } from '../db/collections';
import { exportDb, type StateStorage } from '../db/persistence';
import type { ScenarioName } from '../scenarios/scenarios';

/** The state every handler shares: the data, the clock and the current scenario. */
export interface MockContext {
  db: MockDb;
  now: () => number;
  scenario: ScenarioName;
  /** Settles when the data is seeded or restored; handlers wait for it. */
  ready: Promise<void>;
  validateResponses: boolean;
  /** Answer as a production server would: the 2FA challenge carries no `auth_code`. */
  production: boolean;
  latencyMs: number;
  storage: StateStorage | undefined;
}

export function saveState(ctx: MockContext): void {
  ctx.storage?.save(JSON.stringify(exportDb(ctx.db)));
}
