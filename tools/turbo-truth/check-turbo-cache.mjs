#!/usr/bin/env node
/**
 * Proves that turbo's cache cannot replay a stale pass (docs/architecture.md, "Build and cache").
 * In a throw-away copy of the working tree (its own git repository and turbo cache, node_modules
 * linked from this checkout):
 *
 *   1. `npm run typecheck` warms the cache, and a second run is replayed from it;
 *   2. a property renamed in openapi/admin-api.yaml without `npm run generate` makes
 *      `npm run check:generated` run the generators again and fail;
 *   3. `turbo run test --filter=@crm/mock-server` warms, then a changed server message
 *      (packages/api-client/src/server-messages.ts, which the mock answers with) makes it run again and fail;
 *   4. `turbo run … --dry=json` shows that each edit changes the hash of every task that reads it.
 *
 * Exits 1 when turbo would have replayed (or skipped) a run it must redo. Usage: npm run test:turbo-truth
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cacheStatuses, replaceOnce } from './turbo-output.js';

const REPO = resolve(import.meta.dirname, '../..');
const YAML = 'openapi/admin-api.yaml';
const MESSAGES = 'packages/api-client/src/server-messages.ts';
const WORKSPACES = ['@crm/api-client', '@crm/mock-server', '@crm/console', '@crm/contracts'];
const tasks = (names, ...kinds) => names.flatMap((name) => kinds.map((kind) => `${name}#${kind}`));
/** The tasks each edit must invalidate: everything that reads the yaml, or the server messages. */
const MUST_CHANGE = {
  yaml: [...tasks(WORKSPACES.slice(0, 2), 'generate'), ...tasks(WORKSPACES, 'typecheck', 'test'), '@crm/console#build'],
  mock: [...tasks(WORKSPACES, 'typecheck', 'test'), '@crm/console#build'],
};
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
Object.assign(env, { TURBO_NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', NO_COLOR: '1' });

const lies = [];
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'crm-turbo-truth-'));
const step = (message) => console.info(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const lie = (message) => lies.push(message) && console.error(`  LIE: ${message}`);
const run = (command, options = {}) =>
  spawnSync(command[0], command.slice(1), { cwd: work, env, encoding: 'utf8', maxBuffer: 1 << 28, ...options });
const git = (...args) => run(['git', '-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args]);
const edit = (file, from, to) =>
  writeFileSync(join(work, file), replaceOnce(readFileSync(join(work, file), 'utf8'), from, to));
// Ctrl-C reaches the running child too; once it has stopped, leave no copy behind.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));
process.once('exit', () => rmSync(work, { recursive: true, force: true }));

/** Runs a command and checks that it passed or failed, and that `missed` ran again (a cache miss). */
function expectRun(command, { pass, missed }, why) {
  const result = run(command);
  const statuses = cacheStatuses(`${result.stdout}${result.stderr}`);
  step(`${command.join(' ')} (${why}): exit ${result.status}; ${[...statuses].map((s) => s.join(' ')).join(', ')}`);
  if (pass && result.status !== 0) lie(`\`${command.join(' ')}\` should pass:\n${result.stdout.slice(-4000)}`);
  if (!pass && result.status === 0) lie(`\`${command.join(' ')}\` passed after the edit: turbo replayed or skipped it`);
  if (missed && statuses.get(missed) !== 'miss')
    lie(`${missed} should have run again, but was ${statuses.get(missed)}`);
  return statuses;
}

/** The hash of every task turbo would run, without running any. */
function dryHashes() {
  const result = run(['npx', 'turbo', 'run', 'generate', 'typecheck', 'test', 'build', '--dry=json']);
  if (result.status !== 0) throw new Error(`turbo --dry=json failed:\n${result.stderr}`);
  return new Map(JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))).tasks.map((t) => [t.taskId, t.hash]));
}

function expectChangedHashes(before, mustChange, what) {
  const after = dryHashes();
  const changed = [...after.keys()].filter((task) => before.get(task) !== after.get(task));
  step(`turbo --dry=json after ${what}: new hashes for ${changed.join(', ') || 'no task'}`);
  for (const task of mustChange.filter((task) => !changed.includes(task)))
    lie(`${task} reads what ${what} changed, but its hash did not change`);
}

/** node_modules of the copy: links to this checkout's, except @crm's relative links, which stay in the copy. */
function linkModules(modules) {
  mkdirSync(join(work, modules), { recursive: true });
  for (const entry of readdirSync(join(REPO, modules))) {
    const from = join(REPO, modules, entry);
    if (entry !== '@crm') symlinkSync(from, join(work, modules, entry));
    else {
      mkdirSync(join(work, modules, entry));
      for (const link of readdirSync(from))
        symlinkSync(readlinkSync(join(from, link)), join(work, modules, entry, link));
    }
  }
}

try {
  // Tracked and untracked-but-not-ignored files, as they are now, into a fresh git repository.
  const files = `git -C '${REPO}' ls-files -z --cached --others --exclude-standard`;
  run(['sh', '-c', `${files} | tar -C '${REPO}' --null --ignore-failed-read -T - -cf - | tar -xf -`]);
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'copy');
  for (const parent of ['.', 'apps', 'packages'])
    for (const entry of parent === '.' ? ['.', 'contracts'] : readdirSync(join(REPO, parent)))
      if (existsSync(join(REPO, parent, entry, 'node_modules'))) linkModules(join(parent, entry, 'node_modules'));
  step(`copy of the working tree in ${work}`);

  const typecheck = ['npm', 'run', 'typecheck'];
  expectRun(typecheck, { pass: true }, 'warm the cache');
  const replayed = [...expectRun(typecheck, { pass: true }, 'nothing changed: replayed').values()];
  if (replayed.length === 0 || replayed.some((status) => status !== 'hit'))
    lie(`an unchanged tree should replay every typecheck from the cache, got: ${replayed.join(', ') || 'no tasks'}`);

  let before = dryHashes();
  edit(YAML, 'isLogedIn:', 'isLogedInRenamed:');
  step(`${YAML}: renamed the first property \`isLogedIn\` to \`isLogedInRenamed\`, not regenerated`);
  expectChangedHashes(before, MUST_CHANGE.yaml, 'the yaml edit');
  const drift = ['npm', 'run', 'check:generated'];
  expectRun(drift, { pass: false, missed: '@crm/api-client#generate' }, 'the stale generated code must fail');
  git('checkout', '--', '.');

  const mockTest = ['npx', 'turbo', 'run', 'test', '--filter=@crm/mock-server'];
  expectRun(mockTest, { pass: true }, 'warm the cache');
  before = dryHashes();
  edit(MESSAGES, "'Invalid Captcha'", "'Invalid Captcha!'");
  step(`${MESSAGES}: changed the message 'Invalid Captcha' to 'Invalid Captcha!'`);
  expectChangedHashes(before, MUST_CHANGE.mock, 'the mock edit');
  expectRun(mockTest, { pass: false, missed: '@crm/mock-server#test' }, 'the mock tests must fail');
} catch (error) {
  lie(error instanceof Error ? error.message : String(error));
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (lies.length > 0) {
  console.error(`\nturbo truth: FAILED in ${seconds} s\n${lies.map((message) => `  - ${message}`).join('\n')}`);
  process.exit(1);
}
console.info(`\nturbo truth: OK in ${seconds} s: edits to the yaml and the mock are never replayed from the cache`);
