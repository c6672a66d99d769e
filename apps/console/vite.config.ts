import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { clientConfigOf, parseConfig } from './src/lib/config.js';
import { compileHintFirst, compileHintOf } from './vite/compile-hint.js';
import { devApiProxyPlugin } from './vite/dev-api-proxy.js';
import { CSP_NONCE_PLACEHOLDER, firstPaintPlugin, signInTitle } from './vite/first-paint-plugin.js';
import { precompressPlugin } from './vite/precompress.js';

/**
 * Files of public/ that only the mock serves: the MSW worker, and the built-in legal pages the
 * footer links to in dev and mock builds (src/lib/config.ts, BUILT_IN_LEGAL_PAGES). A build without
 * the mock ships neither; its footer leads to VITE_PRIVACY_URL and VITE_TERMS_URL, which it must set
 * (docs/decisions/071-legal-pages-required-in-production.md).
 */
const MOCK_ONLY_PUBLIC_FILES = ['mockServiceWorker.js', 'legal'] as const;

/** Removes {@link MOCK_ONLY_PUBLIC_FILES} from a build without the mock (the same rule as src/lib/config.ts). */
function dropMockOnlyFiles(): Plugin {
  return {
    name: 'crm:drop-mock-only-files',
    apply: 'build',
    async closeBundle() {
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir);
      await Promise.all(
        MOCK_ONLY_PUBLIC_FILES.map((file) => rm(path.join(outDir, file), { recursive: true, force: true })),
      );
    },
  };
}

/**
 * What the unit tests run with (Vitest's mode, `test`): Node's fetch needs absolute URLs; the test
 * page (happy-dom) lives at http://localhost:3000. Keyed on the mode, not on the VITEST variable,
 * which a build started from a Vitest run (the engines' journeys) inherits.
 */
const TEST_ENV = { VITE_API_BASE_URL: 'http://localhost:3000/api' };

/**
 * Modules the sign-in page runs: the React runtime, the router, the forms' library, the client and
 * the console's own shared code. With them, every loader of a form's rules, not the rules: a chunk
 * imported from this one is preloaded without this chunk's stylesheet, which every page holds inline;
 * and the password screens' texts and limits, which their rules import: the rules' chunk would
 * otherwise take them in, and the password screens would load it to render.
 */
const FIRST_PAINT_MODULES =
  /node_modules[\\/](react|react-dom|react-router|scheduler|js-cookie|openapi-fetch|react-hook-form)[\\/]|packages[\\/]api-client[\\/]src[\\/]|apps[\\/]console[\\/]src[\\/](lib|app|components|first-paint|features[\\/](auth|quote))[\\/](?!.*(remember-me-cipher|recaptcha-captcha|mock-captcha|client-welcome|two-factor-form|-schema\.ts))|apps[\\/]console[\\/]src[\\/]features[\\/]password[\\/](password-form-rules|password-fields)\.ts$/;
/**
 * Every form's rules, with zod and its resolver: one chunk, asked for once a form is the app's
 * (src/lib/lazy-rules.ts, docs/decisions/180-the-forms-rules-come-after-the-takeover.md).
 */
const FORM_RULES_MODULES =
  /node_modules[\\/](@hookform[\\/]resolvers|zod)[\\/]|apps[\\/]console[\\/]src[\\/].*-schema\.ts$/;

export default defineConfig(({ command, mode }) => {
  const env: Record<string, string> = {
    ...loadEnv(mode, process.cwd(), 'VITE_'),
    ...(mode === 'test' ? TEST_ENV : {}),
  };
  // The same rule as src/lib/config.ts: the mock is on with VITE_MOCK=true, or in dev/test unless
  // VITE_MOCK=false. It is a literal constant in the code, so that the bundler drops the dead
  // branches and never even emits the mock's chunks (a constant imported from another module is
  // not enough for Rolldown to drop a dynamic import).
  const mockApi = env.VITE_MOCK === 'true' || (command === 'serve' && env.VITE_MOCK !== 'false');
  const mockCaptcha = mockApi || env.VITE_CAPTCHA_PROVIDER === 'mock';
  // `npm run dev:http` (scripts/dev-http.ts): the API, and while Vite listens on this machine only
  // the mock's control endpoints, proxied to the HTTP mock at this origin, so the console calls its
  // own origin and no CORS is involved (vite/dev-api-proxy.ts).
  const apiProxy = process.env.CRM_DEV_API_PROXY;
  // Validated here, once, with the same flags import.meta.env would carry: a bad or missing value
  // stops the build with one error naming every such key (a build also refuses the public default
  // remember-me key, src/lib/remember-me-key.ts), and the bundle receives the result as a literal
  // (no zod in the first paint).
  const consoleConfig = parseConfig(
    { ...env, MODE: mode, DEV: command === 'serve', PROD: command === 'build' },
    mockApi,
  );
  return {
    plugins: [
      react(),
      !mockApi && dropMockOnlyFiles(),
      // For deploy/nginx.conf's gzip_static: a build with the mock is never deployed.
      !mockApi && precompressPlugin(),
      signInTitle(),
      firstPaintPlugin(),
      compileHintFirst(),
      devApiProxyPlugin(apiProxy),
    ],
    // Builds only: every tag the build emits carries the nonce placeholder that deploy/nginx.conf
    // replaces (docs/decisions/041-strict-csp-with-an-nginx-nonce.md); the dev server has no CSP.
    html: command === 'build' ? { cspNonce: CSP_NONCE_PLACEHOLDER } : undefined,
    define: {
      __MOCK_API__: JSON.stringify(mockApi),
      __MOCK_CAPTCHA__: JSON.stringify(mockCaptcha),
      __CONSOLE_CONFIG__: JSON.stringify(clientConfigOf(consoleConfig)),
    },
    server: {
      // The first visit to a cold dev server waits for the dependency scan and the mock's module
      // graph: transform the entry and the mock ahead (e2e/dev-server.spec.ts).
      warmup: { clientFiles: ['./src/main.tsx', '../../packages/mock-server/src/browser.ts'] },
    },
    resolve: {
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
    },
    build: {
      target: 'es2022',
      rolldownOptions: {
        output: {
          // Compiled as it streams in, not function by function at the first call (decision 112 in
          // docs/decisions); written after minification, which would drop a comment, and kept the
          // first line by compileHintFirst. Not the in-browser mock's chunk, which nothing deployed loads.
          postBanner: compileHintOf,
          // What the sign-in page needs in one chunk beside the entry: each extra chunk boundary of
          // the first paint costs compression (docs/decisions/050-sign-in-page-built-ahead.md).
          codeSplitting: {
            groups: [
              { name: 'sign-in', test: FIRST_PAINT_MODULES },
              { name: 'form-rules', test: FORM_RULES_MODULES },
            ],
          },
        },
      },
    },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      env: TEST_ENV,
      // The files share each worker's modules (React, the router, the mock's handlers) instead of
      // loading them again per file: src/testing/setup.ts resets what a test may leave behind.
      isolate: false,
      // Component tests render the whole app; a busy CI machine needs the headroom.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  };
});
