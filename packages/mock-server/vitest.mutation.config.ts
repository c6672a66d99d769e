import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * vitest.config.ts with room for Stryker's instrumented code on a busy machine (stryker.config.json),
 * 50 generated requests in the fuzz suite instead of 500, and without the CLI's test, whose child
 * process Stryker cannot see (src/cli.ts is not mutated).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      testTimeout: 30_000,
      hookTimeout: 30_000,
      env: { FUZZ_RUNS: '50' },
      exclude: [...configDefaults.exclude, 'src/cli.test.ts'],
    },
  }),
);
