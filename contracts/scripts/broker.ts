/**
 * What `publish` and `can-i-deploy` share: the broker settings from the environment, the git
 * version and branch of this checkout, and Pact's own broker CLI (`@pact-foundation/pact-cli`).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

process.env.PACT_DO_NOT_TRACK = 'true';

export const BROKER_HELP = `The broker is read from the environment (Pact's own variable names):
  PACT_BROKER_BASE_URL                        the broker, e.g. https://crm.pactflow.io
  PACT_BROKER_TOKEN                           a bearer token (PactFlow), or
  PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD basic auth (a self-hosted broker)`;

/** Exits with what is missing when the broker is not configured; answers its base URL. */
export function requireBroker(command: string): string {
  const missing: string[] = [];
  const url = process.env.PACT_BROKER_BASE_URL?.trim();
  if (!url) missing.push('PACT_BROKER_BASE_URL is not set');
  const token = process.env.PACT_BROKER_TOKEN?.trim();
  const user = process.env.PACT_BROKER_USERNAME?.trim();
  const password = process.env.PACT_BROKER_PASSWORD;
  if (!token && !(user && password)) {
    missing.push('no credentials: set PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD');
  }
  if (missing.length > 0) {
    console.error(`${command}: the Pact Broker is not configured, nothing was sent.`);
    for (const line of missing) console.error(`  - ${line}`);
    console.error(`\n${BROKER_HELP}`);
    process.exit(1);
  }
  return url!;
}

function git(...args: string[]): string | undefined {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/** The consumer version: the full git sha of the checked-out commit. */
export function gitSha(): string {
  const sha = git('rev-parse', 'HEAD');
  if (!sha) throw new Error('cannot read the git sha (is this a git checkout?); pass --version');
  return sha;
}

/**
 * The branch: CI checkouts are often detached, so the CI's own variable wins over git's answer.
 */
export function gitBranch(): string {
  const fromCi = [
    process.env.GITHUB_HEAD_REF,
    process.env.GITHUB_REF_NAME,
    process.env.CI_COMMIT_REF_NAME,
    process.env.GIT_BRANCH,
  ]
    .map((value) => value?.trim())
    .find(Boolean);
  const branch = fromCi ?? git('rev-parse', '--abbrev-ref', 'HEAD');
  if (!branch || branch === 'HEAD') throw new Error('cannot tell the git branch (detached HEAD); pass --branch');
  return branch;
}

/** Whether the given paths have changes git has not committed (they would not match the sha). */
export function uncommitted(...paths: string[]): string[] {
  return (git('status', '--porcelain', '--', ...paths) ?? '').split('\n').filter(Boolean);
}

/**
 * Runs Pact's broker CLI (`pact-broker <args>`); credentials reach it through the environment,
 * never the command line. With `dryRun`, prints the command instead.
 */
export function pactBroker(args: string[], dryRun = false): number {
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/package.json')),
    'bin',
    'pact-broker.js',
  );
  console.info(`$ pact-broker ${args.map((arg) => (/[\s'"]/.test(arg) ? JSON.stringify(arg) : arg)).join(' ')}`);
  if (dryRun) return 0;
  const run = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', env: process.env });
  if (run.error) throw run.error;
  return run.status ?? 1;
}
