import { execFile, type ExecFileException } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const CONSOLE_DIR = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Resolves a package as apps/console's own modules do. */
export const resolveFromConsole = createRequire(path.join(CONSOLE_DIR, 'package.json')).resolve;
/** Vite's command line, for `node` to run. */
export const VITE_BIN = path.join(path.dirname(resolveFromConsole('vite/package.json')), 'bin', 'vite.js');

export interface ConsoleBuild {
  /** Relative to apps/console. */
  outDir: string;
  /** The `VITE_*` values of this build; they replace whatever the caller's shell has. */
  env: Record<string, string>;
}

export const BUILDS = {
  /**
   * The journeys: the production build with the in-browser mock API and the mock captcha. Never
   * deployed, so it may keep the public default remember-me key (src/lib/remember-me-key.ts). The
   * mock answers at once: the journeys that show a loading state ask for the `slow` scenario.
   */
  e2e: {
    outDir: 'dist-e2e',
    env: {
      VITE_MOCK: 'true',
      VITE_MOCK_LATENCY_MS: '0',
      VITE_CAPTCHA_PROVIDER: 'mock',
      VITE_ALLOW_DEFAULT_REMEMBER_ME_KEY: 'true',
    },
  },
  /**
   * What is deployed: no mock, reCAPTCHA, a remember-me key of its own. The budget, the mock-code
   * scan and the nginx journey use it.
   */
  production: {
    outDir: 'dist-prod',
    env: {
      VITE_MOCK: 'false',
      VITE_CAPTCHA_PROVIDER: 'recaptcha',
      // Google's documented test key for reCAPTCHA v2: a production build needs a site key, and this one is
      // public. The tests never reach Google; they answer its script themselves (e2e/support/fake-recaptcha.ts).
      VITE_RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UDxEWtBzHvJNTNqV',
      VITE_REMEMBER_ME_KEY: 'e2e-production-build-remember-me-key',
      // Required without the mock (src/lib/config.ts); the journeys never follow them off the console.
      VITE_PRIVACY_URL: 'https://crm.example/privacy',
      VITE_TERMS_URL: 'https://crm.example/terms',
    },
  },
} as const satisfies Record<string, ConsoleBuild>;

type ExecFailure = ExecFileException & { stdout?: string; stderr?: string };

export function outDirOf(build: ConsoleBuild): string {
  return path.join(CONSOLE_DIR, build.outDir);
}

/**
 * `vite build` into the build's own folder; resolves to that folder, rejects with vite's output.
 * Every `VITE_*` of the caller's shell is dropped, so a local .env.local cannot change what is tested.
 */
export async function buildConsole(build: ConsoleBuild): Promise<string> {
  const outDir = outDirOf(build);
  const shell = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  const env = { ...shell, NODE_ENV: 'production', ...build.env };
  const args = [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  await promisify(execFile)(process.execPath, args, { cwd: CONSOLE_DIR, env }).catch((error: ExecFailure) => {
    throw new Error(`vite build --outDir ${build.outDir} failed (exit ${error.code}):\n${error.stdout}${error.stderr}`);
  });
  return outDir;
}
