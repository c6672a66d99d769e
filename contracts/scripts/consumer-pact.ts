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
import { join, relative } from 'node:path';
import { PACT_FILE, PACT_FILE_NAME } from '../names';
import type { PactInteraction } from '../traceability/trace';

/**
 * One text per pact content: interactions in a fixed order (Pact's order follows the test run)
 * and one JSON layout, so that the committed pact only changes when an expectation does. The
 * tests use no random generators (every matcher has an example), so the content is stable.
 */
function normalisePact(text: string): string {
  const pact = JSON.parse(text) as { interactions: PactInteraction[] };
  const key = ({ description, providerStates = [] }: PactInteraction) =>
    `${description}\u0001${providerStates.map((state) => state.name).join('\u0000')}`;
  pact.interactions.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return `${JSON.stringify(pact, null, 2)}\n`;
}

const outDir = mkdtempSync(join(tmpdir(), 'crm-consumer-pact-'));
const written = join(outDir, PACT_FILE_NAME);
const shown = relative(process.cwd(), PACT_FILE);
try {
  const run = spawnSync('npx', ['--no-install', 'vitest', 'run', '--project', 'consumer'], {
    cwd: new URL('..', import.meta.url),
    stdio: 'inherit',
    env: { ...process.env, PACT_OUTPUT_DIR: outDir },
  });
  const fresh = run.status === 0 && existsSync(written) ? normalisePact(readFileSync(written, 'utf8')) : undefined;
  if (fresh === undefined) {
    console.error(`the consumer tests failed or wrote no ${PACT_FILE_NAME}: the pact was not compared or written`);
    process.exitCode = 1;
  } else if (process.argv.includes('--update')) {
    writeFileSync(PACT_FILE, fresh);
    console.info(`pact written: ${shown}`);
  } else if (fresh !== (existsSync(PACT_FILE) ? readFileSync(PACT_FILE, 'utf8') : '')) {
    writeFileSync(written, fresh);
    spawnSync('diff', ['-u', PACT_FILE, written], { stdio: 'inherit' });
    console.error(`pact drift: ${shown} differs from what the consumer tests produce now.`);
    console.error('Run `npm run pact:update --workspace=@crm/contracts` and commit the pact.');
    process.exitCode = 1;
  } else {
    console.info(`pact drift check: ${shown} is what the consumer tests produce`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
