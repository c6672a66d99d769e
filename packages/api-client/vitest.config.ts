import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A bound, not a timing: with every suite at once on two cores a file can wait its turn.
    testTimeout: 20_000,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
