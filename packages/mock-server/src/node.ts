import { setupServer, type SetupServer } from 'msw/node';
import { mswHandlers } from './handlers/msw';
import { createMockApi, type MockApi } from './mock-api';
import type { ScenarioName } from './scenarios/scenarios';

/** The user as the mock answers it, for the tests that store a session as a sign-in would. */
export { publicUser } from './handlers/session';

export interface SetupMockApiOptions {
  /** Default `*\/api`: the admin API root on any origin. */
  baseUrl?: string;
  /** Default true: an answer outside the yaml throws, so the test that caused it fails. */
  validateResponses?: boolean;
  /** The clock of codes and challenges (default `Date.now`). */
  now?: () => number;
  /** Answer as a production server would: no `auth_code` in the 2FA challenge (default false). */
  production?: boolean;
}

export interface NodeMockApi extends Omit<MockApi, 'operations' | 'reset'> {
  server: SetupServer;
  /** Starts intercepting; a request no handler knows is an error. */
  listen(): void;
  close(): void;
  /** The fixtures again, the default scenario and the original handlers. */
  reset(): Promise<void>;
}

/** The mock for vitest in node: no latency, unhandled requests are errors. */
export function setupMockApi(options: SetupMockApiOptions = {}): NodeMockApi {
  const { baseUrl, ...mockOptions } = options;
  const api = createMockApi({ ...mockOptions, latencyMs: 0 });
  // No HttpOnly cookie: the console's tests carry the page's cookies from document.cookie (decision 105).
  const server = setupServer(...mswHandlers(api.operations, baseUrl, false));
  return {
    server,
    db: api.db,
    get scenario(): ScenarioName {
      return api.scenario;
    },
    ready: api.ready,
    listen: () => server.listen({ onUnhandledFrame: 'error' }),
    close: () => server.close(),
    reset() {
      server.resetHandlers();
      return api.reset();
    },
    useScenario: api.useScenario,
    applyProviderState: api.applyProviderState,
    findUserByEmail: api.findUserByEmail,
    createSession: api.createSession,
    openChallenge: api.openChallenge,
    now: api.now,
  };
}

export type { ScenarioName } from './scenarios/scenarios';
