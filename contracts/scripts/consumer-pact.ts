/**
 * Runs the consumer tests into a fresh directory and compares the pact they write with the
 * committed one (`pacts/admin-console-admin-api.json`); with `--update`, replaces the committed
 * pact instead. A fresh directory matters: Pact merges into an existing file, so a removed
 * interaction would otherwise survive.
 *
 *   tsx scripts/consumer-pact.ts            consumer tests + drift check (part of `npm test`)
 *   tsx scripts/consumer-pact.ts --update   consumer tests, then write the committed pact
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { PACT_FILE, PACT_FILE_NAME } from '../names';
import { normalisePact } from './normalise-pact';

process.env.PACT_DO_NOT_TRACK = 'true';

const update = process.argv.includes('--update');
const contractsDir = new URL('..', import.meta.url);
const outDir = mkdtempSync(join(tmpdir(), 'crm-consumer-pact-'));

try {
  const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'consumer'], {
    cwd: contractsDir,
    stdio: 'inherit',
    env: { ...process.env, PACT_OUTPUT_DIR: outDir },
  });
  if (run.status !== 0) {
    console.error('consumer tests failed: the pact was not compared or written');
    process.exit(1);
  }
  const written = join(outDir, PACT_FILE_NAME);
  if (!existsSync(written)) {
    console.error(`the consumer tests wrote no ${PACT_FILE_NAME}`);
    process.exit(1);
  }
  const fresh = normalisePact(readFileSync(written, 'utf8'));
  const shown = relative(process.cwd(), PACT_FILE);
  if (update) {
    writeFileSync(PACT_FILE, fresh);
    console.info(`pact written: ${shown}`);
  } else {
    const committed = existsSync(PACT_FILE) ? readFileSync(PACT_FILE, 'utf8') : '';
    if (fresh !== committed) {
      writeFileSync(written, fresh);
      spawnSync('diff', ['-u', PACT_FILE, written], { stdio: 'inherit' });
      console.error(`pact drift: ${shown} differs from what the consumer tests produce now.`);
      console.error('Run `npm run pact:update --workspace=@crm/contracts` and commit the pact.');
      process.exit(1);
    }
    console.info(`pact drift check: ${shown} is what the consumer tests produce`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
