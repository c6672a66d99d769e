#!/usr/bin/env node
/**
 * Proves, in a throw-away copy of the working tree (its own git repository and turbo cache,
 * node_modules linked from this checkout), that turbo's cache cannot replay a stale pass: the steps
 * are those of docs/architecture.md, "Build and cache". Exits 1 when turbo would have replayed (or
 * skipped) a run it must redo. Usage: npm run test:turbo-truth
 */
import { spawnSync } from 'node:child_process';
import { cpSync, globSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');
const YAML = 'openapi/admin-api.yaml';
const MESSAGES = 'packages/api-client/src/server-messages.ts';
const WORKSPACES = ['@crm/api-client', '@crm/mock-server', '@crm/console', '@crm/contracts'];
const tasks = (names, ...kinds) => names.flatMap((name) => kinds.map((kind) => `${name}#${kind}`));
// The tasks each edit must invalidate: everything that reads the server messages, or the yaml (the generators too).
const CONSOLE_BUILD = '@crm/console#build';
const READ_MESSAGES = [...tasks(WORKSPACES, 'typecheck', 'test'), CONSOLE_BUILD];
const READ_YAML = [...tasks(WORKSPACES.slice(0, 2), 'generate'), ...READ_MESSAGES];
// TURBO_RUN_SUMMARY: each turbo run writes its tasks' cache statuses to .turbo/runs/<id>.json.
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
Object.assign(env, { TURBO_NO_UPDATE_NOTIFIER: '1', NO_COLOR: '1', TURBO_RUN_SUMMARY: 'true' });

const lies = [];
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'crm-turbo-truth-'));
const step = (message) => console.info(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const lie = (message) => lies.push(message) && console.error(`  LIE: ${message}`);
const run = (command, extraEnv = {}) =>
  spawnSync(command[0], command.slice(1), {
    cwd: work,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
const git = (...args) => run(['git', '-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args]);
// Ctrl-C reaches the running child too; once it has stopped, leave no copy behind.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));
process.once('exit', () => rmSync(work, { recursive: true, force: true }));

/** Runs a command and checks that it passed or failed, and that `missed` ran again (a cache miss). */
function expectRun(command, { pass, missed }, why) {
  const result = run(command);
  const summaries = globSync(join(work, '.turbo/runs/*.json')).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  rmSync(join(work, '.turbo/runs'), { recursive: true, force: true });
  const statuses = new Map(summaries.flatMap((s) => s.tasks.map((t) => [t.taskId, t.cache.status.toLowerCase()])));
  step(`${command.join(' ')} (${why}): exit ${result.status}; ${[...statuses].map((s) => s.join(' ')).join(', ')}`);
  if (pass && result.status !== 0) lie(`\`${command.join(' ')}\` should pass:\n${result.stdout.slice(-4000)}`);
  if (!pass && result.status === 0) lie(`\`${command.join(' ')}\` passed after the edit: turbo replayed or skipped it`);
  if (missed && statuses.get(missed) !== 'miss')
    lie(`${missed} should have run again, but was ${statuses.get(missed)}`);
  return statuses;
}

/** The hash of every task turbo would run, without running any. */
function dryHashes(extraEnv = {}) {
  const result = run(['npx', 'turbo', 'run', 'generate', 'typecheck', 'test', 'build', '--dry=json'], extraEnv);
  if (result.status !== 0) throw new Error(`turbo --dry=json failed:\n${result.stderr}`);
  return new Map(JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))).tasks.map((t) => [t.taskId, t.hash]));
}

/** The tasks whose hash differs between two `dryHashes()`. */
const changedBetween = (before, after) => [...after.keys()].filter((task) => before.get(task) !== after.get(task));

/** Replaces the first `from` in a file of the copy (throws if it is not there: the check cannot pass vacuously), and
 * checks that every task in `mustChange` (those that read the file) gets a new hash. */
function edit(file, from, to, mustChange) {
  const before = dryHashes();
  const source = readFileSync(join(work, file), 'utf8');
  if (!source.includes(from)) throw new Error(`${from} was not found in ${file}`);
  writeFileSync(join(work, file), source.replace(from, to));
  const after = dryHashes();
  const changed = changedBetween(before, after);
  step(`${file}: \`${from}\` -> \`${to}\`; turbo --dry=json: new hashes for ${changed.join(', ') || 'no task'}`);
  for (const task of mustChange.filter((task) => !changed.includes(task)))
    lie(`${task} reads ${file}, but its hash did not change`);
}

/**
 * Of the builds, a `VITE_*` key reaches the console's alone: its hash changes (a build made with
 * other keys is never replayed), every other build keeps its own (`npm run build` with the console's
 * keys replays the mock's build, and leaves its dist/, which the browser journeys run, untouched).
 */
function viteKeys() {
  const [before, after] = [dryHashes(), dryHashes({ VITE_API_BASE_URL: '/turbo-truth' })];
  const builds = changedBetween(before, after).filter((task) => task.endsWith('#build'));
  step(`VITE_API_BASE_URL set: new hashes for the builds ${builds.join(', ') || 'none'}`);
  if (!builds.includes(CONSOLE_BUILD)) lie(`${CONSOLE_BUILD} reads the VITE_* keys, but its hash did not change`);
  for (const task of builds.filter((task) => task !== CONSOLE_BUILD))
    lie(`${task} reads no VITE_* key, yet its hash changed`);
}

try {
  // Tracked and untracked-but-not-ignored files, as they are now, into a fresh git repository.
  const files = `git -C '${REPO}' ls-files -z --cached --others --exclude-standard`;
  run(['sh', '-c', `${files} | tar -C '${REPO}' --null --ignore-failed-read -T - -cf - | tar -xf -`]);
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'copy');
  // node_modules: links to this checkout's, but @crm's relative links to the workspaces, which point into the copy.
  for (const modules of globSync('{apps/*/,packages/*/,contracts/,}node_modules', { cwd: REPO })) {
    mkdirSync(join(work, modules));
    for (const entry of readdirSync(join(REPO, modules))) {
      const [from, to] = [join(REPO, modules, entry), join(work, modules, entry)];
      if (entry === '@crm') cpSync(from, to, { recursive: true, verbatimSymlinks: true });
      else symlinkSync(from, to);
    }
  }
  step(`copy of the working tree in ${work}`);

  viteKeys();

  // One workspace's check shows the cache replaying an unchanged tree; the edits below are judged by
  // turbo's hashes of every task and by the runs they must force.
  const typecheck = ['npx', 'turbo', 'run', 'typecheck', '--filter=@crm/api-client'];
  expectRun(typecheck, { pass: true }, 'warm the cache');
  const replayed = [...expectRun(typecheck, { pass: true }, 'nothing changed: replayed').values()];
  if (replayed.length === 0 || replayed.some((status) => status !== 'hit'))
    lie(`an unchanged tree should replay every typecheck from the cache, got: ${replayed.join(', ') || 'no tasks'}`);

  edit(YAML, 'isLogedIn:', 'isLogedInRenamed:', READ_YAML); // and not regenerated
  const drift = ['npm', 'run', 'check:generated'];
  expectRun(drift, { pass: false, missed: '@crm/api-client#generate' }, 'the stale generated code must fail');
  git('checkout', '--', '.');

  const mockTest = ['npx', 'turbo', 'run', 'test', '--filter=@crm/mock-server'];
  expectRun(mockTest, { pass: true }, 'warm the cache');
  edit(MESSAGES, "'Invalid Captcha'", "'Invalid Captcha!'", READ_MESSAGES);
  expectRun(mockTest, { pass: false, missed: '@crm/mock-server#test' }, 'the mock tests must fail');
} catch (error) {
  lie(error instanceof Error ? error.message : String(error));
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (lies.length > 0) {
  console.error(`\nturbo truth: FAILED in ${seconds} s\n${lies.map((message) => `  - ${message}`).join('\n')}`);
  process.exit(1);
}
console.info(
  `\nturbo truth: OK in ${seconds} s: edits to the yaml and the mock are never replayed from the cache, of the builds, VITE_* keys reach the console's alone`,
);
