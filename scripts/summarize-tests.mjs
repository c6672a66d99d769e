#!/usr/bin/env node
// Sums the summaries that vitest ("Tests  12 passed (12)", "Tests  1 failed | 11 passed (12)")
// and Playwright ("12 passed", "1 failed") print, and prints one closing line "N passed, N failed".
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex
const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of text.split('\n')) {
  const vitest = line.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
  const playwright = line.match(/^\S*\s*(\d+) (passed|failed|skipped|flaky)\b/);
  const counts = vitest ? vitest[1] : playwright ? line : null;
  if (!counts) continue;
  for (const [, n, what] of counts.matchAll(/(\d+) (passed|failed|skipped|flaky)/g)) {
    if (what === 'passed' || what === 'flaky') passed += Number(n);
    else if (what === 'failed') failed += Number(n);
    else skipped += Number(n);
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
