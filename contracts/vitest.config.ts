import { defineConfig } from 'vitest/config';

/*
 * One project per stage, run one after the other by `npm test` (package.json): the consumer
 * tests write the pact, which the later stages read. Pact's native core and the servers it
 * starts are process-wide, so files run one at a time.
 */
const shared = {
  env: { PACT_DO_NOT_TRACK: 'true' },
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'consumer',
          include: ['consumer/**/*.pact.test.ts'],
          // On a loaded machine Pact's mock server now and then reports "expected but not received"
          // for a request the client sent and got its answer to (distinct ports, a fresh connection
          // each, no client error: seen with a probe in consumer/pact.ts). A retry meets a new mock
          // server; a failed attempt writes nothing into the pact, and the drift check holds the rest.
          retry: 2,
        },
      },
      { test: { ...shared, name: 'provider', include: ['provider/**/*.test.ts'] } },
      { test: { ...shared, name: 'cross-check', include: ['cross-check/**/*.test.ts'] } },
      { test: { ...shared, name: 'traceability', include: ['traceability/**/*.test.ts'] } },
    ],
  },
});
