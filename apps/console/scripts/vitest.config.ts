import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests of the bench (bench/), of the dev server's plugins (vite/) and of the test tooling (scripts/,
 * e2e/support/): node, no DOM, real HTTP on 127.0.0.1 port 0.
 * The console's own vitest config (vite.config.ts) covers src/ in happy-dom only.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['scripts/**/*.test.ts', 'vite/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/support/**/*.test.ts'],
    restoreMocks: true,
  },
});
