import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { REPO_ROOT, docCommands, where } from '@crm/mock-server/doc-commands';
import { BUILDS, CONSOLE_DIR } from '../scripts/build-console';
import { expect, test } from './support/fixtures';

/*
 * The docs' `npm run build` (the README: "the production build (needs the `VITE_*` keys listed in
 * apps/console/.env.example)"), run as written from the repository's root: with no `VITE_*` key it
 * fails, naming only keys that the linked .env.example lists; with those keys (the deployed build's
 * values, scripts/build-console.ts) it builds apps/console/dist/. Read from the docs
 * (@crm/mock-server/doc-commands), so an edit of the command or of its link is tested.
 */

const ROOT = fileURLToPath(REPO_ROOT);
const run = promisify(execFile);

/** The caller's shell without its `VITE_*` keys: a local .env.local of the shell cannot help. */
const shellWithout = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));

async function runDocCommand(command: string, keys: Record<string, string>): Promise<{ code: number; output: string }> {
  const [program = '', ...args] = command.split(/\s+/);
  return run(program, args, {
    cwd: ROOT,
    env: { ...shellWithout(), NO_COLOR: '1', FORCE_COLOR: '0', ...keys },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
}

const builds = docCommands().inline.filter((c) => c.command === 'npm run build');

test('the docs name npm run build beside the .env.example that lists its keys', () => {
  expect(builds.length).toBeGreaterThan(0);
  for (const c of builds) expect(envExampleOf(c.doc, c.line), where(c)).toBeDefined();
});

/** The `.env.example` the doc links on the command's line, as a path of the repository. */
function envExampleOf(doc: string, line: number): string | undefined {
  const text = readFileSync(path.join(ROOT, doc), 'utf8').split('\n')[line - 1] ?? '';
  const link = /\]\(([^)]*\.env\.example)\)/.exec(text)?.[1];
  return link === undefined ? undefined : path.join(path.dirname(doc), link);
}

for (const c of builds) {
  test(`${where(c)}: fails without the keys .env.example lists, and builds with them`, async () => {
    test.setTimeout(240_000);
    const envExample = envExampleOf(c.doc, c.line) ?? '';
    const listed = [...readFileSync(path.join(ROOT, envExample), 'utf8').matchAll(/^(VITE_[A-Z_]+)=/gm)].map(
      (m) => m[1],
    );

    const without = await runDocCommand(c.command, {});
    expect(without.code, without.output).not.toBe(0);
    expect(without.output).toContain('Invalid console configuration');
    const named = [...new Set([...without.output.matchAll(/\s- (VITE_[A-Z_]+)\b/g)].map((m) => m[1] ?? ''))];
    expect(named.length, without.output).toBeGreaterThan(0);
    for (const key of named) expect(listed, `${key}, named by the failed build, in ${envExample}`).toContain(key);

    const deployed: Record<string, string> = BUILDS.production.env;
    const keys = Object.fromEntries(named.map((key) => [key, deployed[key] ?? '']));
    const dist = path.join(CONSOLE_DIR, 'dist');
    rmSync(dist, { recursive: true, force: true });
    const withKeys = await runDocCommand(c.command, keys);
    expect(withKeys.code, withKeys.output).toBe(0);
    expect(existsSync(path.join(dist, 'index.html')), 'apps/console/dist/index.html').toBe(true);
  });
}
