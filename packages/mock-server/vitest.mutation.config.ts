import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/** vitest.config.ts with room for Stryker's instrumented code on a busy machine (stryker.config.json). */
export default mergeConfig(base, defineConfig({ test: { testTimeout: 30_000, hookTimeout: 30_000 } }));
