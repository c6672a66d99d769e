import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

/** The unit tests of the logic modules only (and of the pages' table), for Stryker (stryker.config.json): no component renders. */
export default defineConfig(async (env) => {
  const config = await viteConfig(env);
  return {
    ...config,
    test: {
      ...config.test,
      include: ['src/{lib,session,features}/**/*.test.ts', 'src/app/landing-pages.test.ts'],
    },
  };
});
