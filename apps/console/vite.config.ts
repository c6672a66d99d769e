import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import * as vite from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The MSW worker sits in public/ for dev and mock builds; a build without the mock must not ship
 * it (src/lib/config.ts decides the same way: VITE_MOCK=true, or dev unless VITE_MOCK=false).
 */
function dropMockWorker(mockEnabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'crm:drop-mock-worker',
    apply: 'build',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    async closeBundle() {
      if (!mockEnabled) await rm(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * @vitejs/plugin-react is hoisted beside vitest's Vite 8 and so believes it runs on rolldown-vite;
 * on this app's Vite 7 its native refresh wrapper crashes the dev server ("Missing field
 * `moduleType`"). Under Vite 7 its plain JS wrapper is used instead. Remove once the workspace
 * has a single Vite major.
 */
function reactPlugins() {
  const plugins = react();
  if ('rolldownVersion' in vite) return plugins;
  return plugins.map((plugin) =>
    plugin && 'name' in plugin && plugin.name === 'vite:react:refresh-wrapper'
      ? { ...plugin, applyToEnvironment: undefined }
      : plugin,
  );
}

export default defineConfig(({ mode }) => {
  const env = vite.loadEnv(mode, process.cwd(), 'VITE_');
  const mockFlag = process.env.VITE_MOCK ?? env.VITE_MOCK;
  return {
    plugins: [reactPlugins(), dropMockWorker(mockFlag === 'true')],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      target: 'es2022',
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      // Node's fetch needs absolute URLs; jsdom's page lives at http://localhost:3000.
      env: { VITE_API_BASE_URL: 'http://localhost:3000/api' },
      // Component tests render the whole app on jsdom; a busy CI machine needs the headroom.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  };
});
