#!/usr/bin/env node
// Fails when a committed generated file differs from what its generator writes now, so that the
// yaml and the code derived from it cannot drift apart. Usage (from a package folder):
//   node ../../scripts/check-drift.mjs <committed file> -- <generator command writing to $OUT>
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const [committed, separator, ...command] = process.argv.slice(2);
if (!committed || separator !== '--' || command.length === 0) {
  console.error('usage: check-drift.mjs <committed file> -- <command using $OUT>');
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'drift-'));
const out = join(dir, basename(committed));
try {
  const run = spawnSync(command.map((part) => part.replaceAll('$OUT', out)).join(' '), {
    shell: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) {
    console.error(`drift check: the generator failed (${command.join(' ')})`);
    process.exit(1);
  }
  const fresh = readFileSync(out, 'utf8');
  const current = existsSync(committed) ? readFileSync(committed, 'utf8') : '';
  if (fresh !== current) {
    console.error(`drift check: ${committed} differs from a fresh generation. Run \`npm run generate\` and commit it.`);
    process.exit(1);
  }
  console.log(`drift check: ${committed} is up to date`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
