import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { defaultRememberMeKeyProblem } from './src/lib/remember-me-key.js';

/**
 * What every tag the build emits carries as nonce="…", and what deploy/nginx.conf replaces with
 * each response's own nonce (docs/decisions/041-strict-csp-with-an-nginx-nonce.md). An inline
 * <style> or <script> written into index.html must carry nonce="__CSP_NONCE__" too.
 */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

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

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mockFlag = process.env.VITE_MOCK ?? env.VITE_MOCK;
  const captchaFlag = process.env.VITE_CAPTCHA_PROVIDER ?? env.VITE_CAPTCHA_PROVIDER;
  // The same rule as src/lib/config.ts: the mock is on with VITE_MOCK=true, or in dev/test unless
  // VITE_MOCK=false. It is a literal constant in the code, so that the bundler drops the dead
  // branches and never even emits the mock's chunks (a constant imported from another module is
  // not enough for Rolldown to drop a dynamic import).
  const mockApi = mockFlag === 'true' || (command === 'serve' && mockFlag !== 'false');
  const mockCaptcha = mockApi || captchaFlag === 'mock';
  return {
    plugins: [react(), dropMockWorker(mockApi), fenceRememberMeKey(env)],
    // Builds only: the dev server is served without a CSP.
    html: command === 'build' ? { cspNonce: CSP_NONCE_PLACEHOLDER } : undefined,
    define: {
      __MOCK_API__: JSON.stringify(mockApi),
      __MOCK_CAPTCHA__: JSON.stringify(mockCaptcha),
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
