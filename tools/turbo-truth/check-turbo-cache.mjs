#!/usr/bin/env node
/**
 * Proves that turbo's cache cannot replay a stale pass (docs/architecture.md, "Build and cache").
 * In a throw-away copy of the working tree (its own git repository and its own turbo cache, with
 * node_modules linked from this checkout):
 *
 *   1. `npm run typecheck` warms the cache, and a second run is replayed from it;
 *   2. a property renamed in openapi/admin-api.yaml without `npm run generate` makes
 *      `npm run typecheck` run again and fail;
 *   3. `turbo run test --filter=@crm/mock-server` warms, then a changed mock message
 *      (packages/mock-server/src/handlers/messages.ts) makes it run again and fail;
 *   4. `turbo run … --dry=json` shows which task hashes each of those edits changes: every task
 *      that reads the yaml or the mock must be among them.
 *
 * Prints each step and exits 1 when turbo would have replayed (or skipped) a run it must redo.
 * Usage: npm run test:turbo-truth
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheStatuses, renameFirstProperty, replaceLiteral } from './turbo-output.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const YAML = 'openapi/admin-api.yaml';
const MESSAGES = 'packages/mock-server/src/handlers/messages.ts';
const MOCK_MESSAGE = 'Invalid Captcha';
const WORKSPACES = ['@crm/api-client', '@crm/mock-server', '@crm/console', '@crm/contracts'];
/** The tasks each edit must invalidate: everything that reads the yaml, or the mock's source. */
const MUST_CHANGE = {
  yaml: [
    '@crm/api-client#generate',
    '@crm/mock-server#generate',
    ...WORKSPACES.flatMap((name) => [`${name}#typecheck`, `${name}#test`]),
    '@crm/console#build',
  ],
  mock: [...WORKSPACES.slice(1).flatMap((name) => [`${name}#typecheck`, `${name}#test`]), '@crm/console#build'],
};

const ENV = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  DO_NOT_TRACK: '1',
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};

const lies = [];
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'crm-turbo-truth-'));
// Ctrl-C reaches the running child too; once it has stopped, leave no copy behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  });
}

try {
  copyWorkingTree(work);
  step(`copy of the working tree in ${work}`);

  const typecheck = ['npm', 'run', 'typecheck'];
  expectRun(typecheck, { pass: true }, 'warm the cache');
  const replay = expectRun(typecheck, { pass: true }, 'nothing changed: replayed from the cache');
  const replayed = [...cacheStatuses(replay).values()];
  if (replayed.length === 0 || replayed.some((status) => status !== 'hit')) {
    lie(`an unchanged tree should replay every typecheck from the cache, got: ${replayed.join(', ') || 'no tasks'}`);
  }

  const yamlBefore = dryHashes();
  const rename = renameFirstProperty(read(YAML));
  write(YAML, rename.text);
  step(`${YAML}:${rename.line}: renamed the property \`${rename.from}\` to \`${rename.to}\`, not regenerated`);
  expectChangedHashes(yamlBefore, dryHashes(), MUST_CHANGE.yaml, 'the yaml edit');
  expectRun(typecheck, { pass: false, missed: '@crm/api-client#typecheck' }, 'the stale client must fail');
  git('checkout', '--', YAML);

  const mockTest = ['npx', 'turbo', 'run', 'test', '--filter=@crm/mock-server'];
  expectRun(mockTest, { pass: true }, 'warm the cache');
  const mockBefore = dryHashes();
  write(MESSAGES, replaceLiteral(read(MESSAGES), MOCK_MESSAGE, `${MOCK_MESSAGE}!`));
  step(`${MESSAGES}: changed the message '${MOCK_MESSAGE}' to '${MOCK_MESSAGE}!'`);
  expectChangedHashes(mockBefore, dryHashes(), MUST_CHANGE.mock, 'the mock edit');
  expectRun(mockTest, { pass: false, missed: '@crm/mock-server#test' }, 'the mock tests must fail');
  git('checkout', '--', MESSAGES);
} catch (error) {
  lie(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (lies.length > 0) {
  console.error(`\nturbo truth: FAILED in ${seconds} s`);
  for (const message of lies) console.error(`  - ${message}`);
  process.exit(1);
}
console.info(`\nturbo truth: OK in ${seconds} s: edits to the yaml and the mock are never replayed from the cache`);

/** Tracked and untracked-but-not-ignored files, as they are now, into a fresh git repository. */
function copyWorkingTree(target) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const source = join(REPO, file);
    if (!existsSync(source) || lstatSync(source).isDirectory()) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(source, join(target, file));
  }
  git('init', '--quiet');
  git('add', '--all');
  git('-c', 'user.name=turbo-truth', '-c', 'user.email=turbo-truth@localhost', 'commit', '--quiet', '-m', 'copy');
  for (const modules of findNodeModules(REPO)) linkNodeModules(join(REPO, modules), join(target, modules), target);
}

/** node_modules of the root and of each workspace (not the nested ones inside packages). */
function findNodeModules(root) {
  const found = ['node_modules'];
  for (const parent of ['apps', 'packages', '.']) {
    if (!existsSync(join(root, parent))) continue;
    for (const entry of readdirSync(join(root, parent))) {
      const candidate = join(parent, entry, 'node_modules');
      if (entry !== 'node_modules' && existsSync(join(root, candidate))) found.push(candidate);
    }
  }
  return found;
}

/**
 * A real node_modules directory whose entries link to this checkout's, except the workspace links
 * under @crm, which point into the copy: the copy's tests must import the copy's (edited) code.
 */
function linkNodeModules(source, target, copyRoot) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source)) {
    const from = join(source, entry);
    if (entry === '@crm') {
      mkdirSync(join(target, entry), { recursive: true });
      for (const link of readdirSync(from)) {
        const workspace = resolve(from, readlinkSync(join(from, link)));
        symlinkSync(join(copyRoot, workspace.slice(REPO.length + 1)), join(target, entry, link));
      }
    } else {
      symlinkSync(from, join(target, entry));
    }
  }
}

function expectRun(command, { pass, missed }, why) {
  const run = spawnSync(command[0], command.slice(1), { cwd: work, env: ENV, encoding: 'utf8', maxBuffer: 1 << 28 });
  const output = `${run.stdout}${run.stderr}`;
  const statuses = cacheStatuses(output);
  const summary = [...statuses].map(([task, status]) => `${task} ${status}`).join(', ');
  step(`${command.join(' ')} (${why}): exit ${run.status}; ${summary || 'no task ran'}`);
  if (pass && run.status !== 0) {
    lie(`\`${command.join(' ')}\` should pass on an unedited tree:\n${output.slice(-4000)}`);
  }
  if (!pass && run.status === 0) lie(`\`${command.join(' ')}\` passed after the edit: turbo replayed or skipped it`);
  if (missed && statuses.get(missed) !== 'miss') {
    lie(`${missed} should have run again (cache miss), but was: ${statuses.get(missed) ?? 'not run'}`);
  }
  return output;
}

/** The hash of every task turbo would run, without running any. */
function dryHashes() {
  const run = spawnSync('npx', ['turbo', 'run', 'generate', 'typecheck', 'test', 'build', '--dry=json'], {
    cwd: work,
    env: ENV,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) throw new Error(`turbo --dry=json failed:\n${run.stderr}`);
  const plan = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
  return new Map(plan.tasks.map((task) => [task.taskId, task.hash]));
}

function expectChangedHashes(before, after, mustChange, edit) {
  const changed = [...after.keys()].filter((task) => before.get(task) !== after.get(task));
  step(`turbo --dry=json after ${edit}: new hashes for ${changed.join(', ') || 'no task'}`);
  for (const task of mustChange) {
    if (!after.has(task)) lie(`${task} is not a task of the graph`);
    else if (!changed.includes(task)) lie(`${task} reads what ${edit} changed, but its hash did not change`);
  }
}

function git(...args) {
  const run = spawnSync('git', args, { cwd: work, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
}

function read(file) {
  return readFileSync(join(work, file), 'utf8');
}

function write(file, text) {
  writeFileSync(join(work, file), text);
}

function step(message) {
  console.info(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
}

function lie(message) {
  lies.push(message);
  console.error(`  LIE: ${message}`);
}
