import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/testing/fail-on-console.ts'],
    // The files share each worker's modules (msw, ajv and the compiled yaml) instead of loading
    // them again per file: each file starts its own mock (src/testing/http-mock-fixture.ts).
    isolate: false,
    // Two suites share the two cores in `npm test`: a loaded machine needs more than 5 s.
    testTimeout: 20_000,
  },
});
