import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The core journeys in Firefox ESR and WebKitGTK (e2e/engines/README.md); Chromium runs them with
 * Playwright. One project per engine, so that the two run side by side, one per core.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['*.test.ts'],
    // Once for both engines: the projects below do not run it again.
    globalSetup: ['./global-setup.ts'],
    maxWorkers: 2,
    // Starting a browser on a busy two-core machine takes a while; so do the slow scenarios.
    hookTimeout: 120_000,
    testTimeout: 90_000,
    projects: (['Firefox ESR', 'WebKitGTK'] as const).map((engine) => ({
      extends: true,
      test: { name: engine, provide: { engine } },
    })),
  },
});
