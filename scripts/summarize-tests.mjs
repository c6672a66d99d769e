#!/usr/bin/env node
// The closing summary of a test run: every failure, then one line "All tests: N passed, N failed".
// It reads what vitest ("Tests  1 failed | 11 passed (12)", " FAIL  file > test"), Playwright
// ("12 passed", "1) [chromium] › file:line › test") and turbo ("Failed:  @crm/x#test") print.
//
//   node scripts/summarize-tests.mjs LOG              sums a saved log (.ci/run, at the very end)
//   node scripts/summarize-tests.mjs --run CMD ARG…   runs CMD, shows its output as it comes, then
//                                                     sums it (`npm test`); exits 1 if CMD failed
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const [first, ...command] = process.argv.slice(2);
let output = '';
let commandFailed = false;
if (first === '--run') {
  const child = spawn(command[0], command.slice(1), { stdio: ['inherit', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output += chunk) && process.stdout.write(chunk));
  child.stderr.on('data', (chunk) => (output += chunk) && process.stderr.write(chunk));
  const [status, signal] = await once(child, 'close');
  commandFailed = status !== 0 || signal !== null;
} else output = readFileSync(first, 'utf8');

const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = new Set();
const failedTasks = new Set();
for (const line of stripVTControlCharacters(output).split('\n')) {
  const vitest = line.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
  const playwright = line.match(/^\S*\s*(\d+) (passed|failed|skipped|flaky)\b/);
  for (const [, n, what] of (vitest?.[1] ?? (playwright ? line : '')).matchAll(/(\d+) (passed|failed|skipped|flaky)/g))
    counts[what === 'flaky' ? 'passed' : what] += Number(n);
  // turbo prefixes each line of a task with `@crm/name:task: `.
  const [, task = '', body = line] = line.match(/^(\S+:) (.*)$/) ?? [];
  const failure = body.match(/^\s*FAIL\s+(.+?)\s*$/)?.[1] ?? body.match(/^\s*\d+\) (\[[\w-]+\] › .+?)[\s─]*$/)?.[1];
  if (failure) failures.add(task ? `${task} ${failure}` : failure);
  const failedNow = line.match(/^\s*Failed:\s+(.+)$/)?.[1].split(/[\s,]+/) ?? [];
  for (const name of failedNow.filter(Boolean)) failedTasks.add(name);
}

console.log('');
if (failures.size > 0)
  console.log(`Failed tests (${failures.size}):\n${[...failures].map((name) => `  ${name}`).join('\n')}`);
if (failedTasks.size > 0) console.log(`Failed tasks: ${[...failedTasks].join(', ')}`);
const { passed, failed, skipped } = counts;
console.log(`All tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(commandFailed || failed > 0 ? 1 : 0);
