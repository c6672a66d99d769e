#!/usr/bin/env node
// The closing summary of a test run: every failure, then one line "All tests: N passed, N failed".
// It reads what vitest ("Tests  1 failed | 11 passed (12)", " FAIL  file > test"), Playwright
// ("12 passed", "1) [chromium] › file:line › test") and turbo ("Failed:  @crm/x#test") print.
//
//   node scripts/summarize-tests.mjs LOG              sums a saved log (.ci/run, at the very end)
//   node scripts/summarize-tests.mjs --run CMD ARG…   runs CMD, shows its output as it comes, then
//                                                     sums it (`npm test`); exits 1 if CMD failed
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The counts and the failures named in a test run's output. */
export function summarize(output) {
  // eslint-disable-next-line no-control-regex
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = new Set();
  const failedTasks = new Set();
  for (const line of text.split('\n')) {
    const vitest = line.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
    const playwright = line.match(/^\S*\s*(\d+) (passed|failed|skipped|flaky)\b/);
    const counts = vitest ? vitest[1] : playwright ? line : null;
    for (const [, n, what] of counts?.matchAll(/(\d+) (passed|failed|skipped|flaky)/g) ?? []) {
      if (what === 'passed' || what === 'flaky') passed += Number(n);
      else if (what === 'failed') failed += Number(n);
      else skipped += Number(n);
    }
    // turbo prefixes each line of a task with `@crm/name:task: `.
    const [, task = '', body = line] = line.match(/^(\S+:) (.*)$/) ?? [];
    const named = body.match(/^\s*FAIL\s+(.+?)\s*$/);
    const journey = body.match(/^\s*\d+\) (\[[\w-]+\] › .+?)[\s─]*$/);
    const failure = named?.[1] ?? journey?.[1];
    if (failure) failures.add(task ? `${task} ${failure}` : failure);
    const tasks = line.match(/^\s*Failed:\s+(.+)$/);
    for (const task of tasks?.[1].split(/[\s,]+/).filter(Boolean) ?? []) failedTasks.add(task);
  }
  return { passed, failed, skipped, failures: [...failures], failedTasks: [...failedTasks] };
}

/** The closing lines: the failures, the failed tasks, then the counts. */
export function report({ passed, failed, skipped, failures, failedTasks }) {
  const lines = [''];
  if (failures.length > 0) lines.push(`Failed tests (${failures.length}):`, ...failures.map((name) => `  ${name}`));
  if (failedTasks.length > 0) lines.push(`Failed tasks: ${failedTasks.join(', ')}`);
  lines.push(`All tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [first, ...rest] = process.argv.slice(2);
  if (first === '--run') {
    let output = '';
    const child = spawn(rest[0], rest.slice(1), { stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk) && process.stdout.write(chunk));
    child.stderr.on('data', (chunk) => (output += chunk) && process.stderr.write(chunk));
    child.on('close', (status, signal) => {
      const summary = summarize(output);
      console.log(report(summary));
      process.exit(status !== 0 || signal || summary.failed > 0 ? 1 : 0);
    });
  } else {
    const summary = summarize(readFileSync(first, 'utf8'));
    console.log(report(summary));
    process.exit(summary.failed > 0 ? 1 : 0);
  }
}
