import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { defaultRememberMeKeyProblem } from './src/lib/remember-me-key.js';
import { clientConfigOf, parseConfig } from './src/lib/config.js';
import { CSP_NONCE_PLACEHOLDER, firstPaintPlugin } from './vite/first-paint-plugin.js';

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

/** A build refuses the public default remember-me key unless explicitly allowed (src/lib/remember-me-key.ts). */
function fenceRememberMeKey(env: Record<string, string>): Plugin {
  return {
    name: 'crm:fence-remember-me-key',
    apply: 'build',
    configResolved() {
      const problem = defaultRememberMeKeyProblem(env);
      if (problem) throw new Error(problem);
    },
  };
}

/** What the unit tests run with: Node's fetch needs absolute URLs; jsdom's page lives at http://localhost:3000. */
const TEST_ENV = { VITE_API_BASE_URL: 'http://localhost:3000/api' };

export default defineConfig(({ command, mode }) => {
  const env: Record<string, string> = {
    ...loadEnv(mode, process.cwd(), 'VITE_'),
    ...(process.env.VITEST ? TEST_ENV : {}),
  };
  const mockFlag = process.env.VITE_MOCK ?? env.VITE_MOCK;
  const captchaFlag = process.env.VITE_CAPTCHA_PROVIDER ?? env.VITE_CAPTCHA_PROVIDER;
  // The same rule as src/lib/config.ts: the mock is on with VITE_MOCK=true, or in dev/test unless
  // VITE_MOCK=false. It is a literal constant in the code, so that the bundler drops the dead
  // branches and never even emits the mock's chunks (a constant imported from another module is
  // not enough for Rolldown to drop a dynamic import).
  const mockApi = mockFlag === 'true' || (command === 'serve' && mockFlag !== 'false');
  const mockCaptcha = mockApi || captchaFlag === 'mock';
  // Validated here, once, with the same flags import.meta.env would carry: a bad value stops the
  // build, and the bundle receives the result as a literal (no zod in the first paint).
  const consoleConfig = parseConfig(
    { ...env, MODE: mode, DEV: command === 'serve', PROD: command === 'build' },
    mockApi,
  );
  return {
    plugins: [react(), dropMockWorker(mockApi), fenceRememberMeKey(env), firstPaintPlugin()],
    // Builds only: every tag the build emits carries the nonce placeholder that deploy/nginx.conf
    // replaces (docs/decisions/041-strict-csp-with-an-nginx-nonce.md); the dev server has no CSP.
    html: command === 'build' ? { cspNonce: CSP_NONCE_PLACEHOLDER } : undefined,
    define: {
      __MOCK_API__: JSON.stringify(mockApi),
      __MOCK_CAPTCHA__: JSON.stringify(mockCaptcha),
      __CONSOLE_CONFIG__: JSON.stringify(clientConfigOf(consoleConfig)),
    },
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
      env: TEST_ENV,
      // Component tests render the whole app on jsdom; a busy CI machine needs the headroom.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  };
});
