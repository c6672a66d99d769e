import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DOCS,
  REPO_ROOT,
  UNTESTED_NOTE,
  commandsIn,
  docCommands,
  where,
  type DocCommand,
} from './testing/doc-commands';

/**
 * Every command of the docs (testing/doc-commands.ts) is run by a test, checked argument by
 * argument, or stands beside the doc's UNTESTED_NOTE. Each rule names the test that runs what it
 * claims; a command no rule claims fails here, so a new command in a doc needs a test or the note.
 */
const ROOT = fileURLToPath(REPO_ROOT);
const { shell: SHELL, inline: INLINE } = docCommands();

type Claim = string | undefined;
interface Context {
  /** The directory the command runs in, relative to the repository. */
  cwd: string;
  doc: string;
}

/** Shell words, quotes removed; `VAR=value` before the command dropped. */
function wordsOf(command: string): string[] {
  const words = [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  while (/^[A-Z][A-Z0-9_]*=/.test(words[0] ?? '')) words.shift();
  return words;
}

function packageOf(file: string): string {
  let dir = path.dirname(file);
  while (dir !== '.' && !existsSync(path.join(ROOT, dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

function scriptsOf(dir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
    name?: string;
  };
  return manifest.scripts ?? {};
}

const WORKSPACES = Object.fromEntries(
  ['packages/api-client', 'packages/mock-server', 'apps/console', 'contracts'].map((dir) => [
    (JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name,
    dir,
  ]),
);

/**
 * The lines of .ci/run, less what only quiets or copies their output (`npm ci --no-audit --no-fund`,
 * `| tee`) or runs them beside the next step (`start_beside NAME`).
 */
const CI_LINES = new Set(
  readFileSync(path.join(ROOT, '.ci/run'), 'utf8')
    .split('\n')
    .map((line) =>
      line
        .replace(/^start_beside [a-z-]+ /, '')
        .replaceAll(/ --no-[a-z-]+/g, '')
        .replace(/ 2>&1 \| tee .*$/, '')
        .trim(),
    ),
);

/** The files and test names a vitest, Playwright or tsx command names exist where it runs. */
function namedTestsExist(words: string[], cwd: string): Claim {
  const files = words.filter((w) => /\.(?:ts|tsx|js|mjs)$/.test(w));
  for (const file of files) if (!existsSync(path.join(ROOT, cwd, file))) return undefined;
  const filter = words[words.findIndex((w) => w === '-t' || w === '-g') + 1];
  if (words.includes('-t') || words.includes('-g')) {
    const candidates = files.length
      ? files
      : globSync(['src/**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts', '*/**/*.test.ts'], {
          cwd: path.join(ROOT, cwd),
          exclude: (name) => name.includes('node_modules'),
        });
    if (!candidates.some((file) => readFileSync(path.join(ROOT, cwd, file), 'utf8').includes(filter ?? '\0'))) {
      return undefined;
    }
  }
  return 'its files and test names exist there: this test';
}

/** The first rule that claims a command (one part of a `&&` chain) names what runs it. */
function claimOf(part: string, c: DocCommand, context: Context): Claim {
  const words = wordsOf(part);
  const [first = '', second = '', third = ''] = words;
  const line = part.trim();
  if (first === 'cd') {
    if (!existsSync(path.join(ROOT, context.cwd, second))) return undefined;
    context.cwd = path.join(context.cwd, second);
    return 'the folder exists: this test';
  }
  if (first === 'curl') return c.block === undefined ? undefined : 'src/readme-examples.test.ts, on a fresh mock';
  if (/\bnpm run mock\b|packages\/mock-server\/dist\/cli\.js/.test(line))
    return 'src/readme-examples.test.ts, through the CLI’s parser';
  if (/\bpact-verifier\b|\bcontracts:verify\b|specmatic\.jar/.test(line))
    return 'contracts/scripts/doc-verifier.ts, in npm run test:contract';
  if (line === 'npm run build' && c.block === undefined)
    return 'apps/console/e2e/doc-build.spec.ts, beside its .env.example';
  if (/^npm run dev(?::http)?\b/.test(line)) {
    // e2e/dev-server.spec.ts runs each with `-- --port 0 --host 127.0.0.1`.
    const flags = words.slice(3).filter((w) => w !== '--');
    const known = flags.every(
      (w, i) => ['--port', '--host'].includes(w) || ['--port', '--host'].includes(flags[i - 1] ?? ''),
    );
    return known ? 'apps/console/e2e/dev-server.spec.ts' : undefined;
  }
  if (CI_LINES.has(line)) return '.ci/run, word for word';
  if (first === 'npm' && (second === 'test' || second === 'run')) {
    const script = second === 'test' ? 'test' : third;
    const workspace =
      words.find((w) => w.startsWith('--workspace='))?.slice('--workspace='.length) ?? words[words.indexOf('-w') + 1];
    const dirs =
      workspace && words.some((w) => w === '-w' || w.startsWith('--workspace='))
        ? [WORKSPACES[workspace] ?? '']
        : ['.', packageOf(context.doc)];
    return dirs.some((dir) => dir && script in scriptsOf(dir)) ? 'a script of its package.json: this test' : undefined;
  }
  if (first === 'npx' && ['vitest', 'playwright', 'tsx'].includes(second)) return namedTestsExist(words, context.cwd);
  return undefined;
}

/** Why each part of a command runs in a test; undefined where none does. */
function claimsOf(c: DocCommand, context: Context): Claim[] {
  return c.command.split(/\s*(?:&&|;)\s*/).map((part) => claimOf(part, c, context));
}

/** Inline code that is a command: the ones the docs give to type. */
const isInlineCommand = (c: DocCommand) => /^(?:npm test\b|npm run |npx |curl |pact-verifier )/.test(c.command);

describe('every command of the docs', () => {
  it.each(DOCS)('%s: each is run by a test, or the doc says beside it that none is', (doc) => {
    const context: Context = { cwd: '.', doc };
    let block: number | undefined;
    for (const c of SHELL.filter((s) => s.doc === doc)) {
      // Each block starts at the repository's root.
      if (c.block !== block) [block, context.cwd] = [c.block, '.'];
      if (c.untested) continue;
      claimsOf(c, context).forEach((claim, part) =>
        expect
          .soft(claim, `${where(c)} (part ${part + 1}): no test runs it, and no "${UNTESTED_NOTE}" beside it`)
          .toBeDefined(),
      );
    }
    for (const c of INLINE.filter((s) => s.doc === doc && isInlineCommand(s) && !s.untested)) {
      claimsOf(c, { cwd: packageOf(doc), doc }).forEach((claim) =>
        expect.soft(claim, `${where(c)}: no test runs it, and no "${UNTESTED_NOTE}" beside it`).toBeDefined(),
      );
    }
  });

  it('finds commands in every doc, and the tests it names exist', () => {
    for (const doc of DOCS) expect(SHELL.filter((c) => c.doc === doc).length, doc).toBeGreaterThan(0);
    for (const file of [
      'packages/mock-server/src/readme-examples.test.ts',
      'contracts/scripts/doc-verifier.ts',
      'apps/console/e2e/doc-build.spec.ts',
      'apps/console/e2e/dev-server.spec.ts',
    ])
      expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it('refuses a command no test runs, and takes the note beside it instead', () => {
    const context = (): Context => ({ cwd: '.', doc: 'README.md' });
    const planted = commandsIn(
      'README.md',
      [
        '```sh',
        'npm run no-such-script',
        'npx vitest run src/no-such.test.ts',
        'cd apps/console && npx vitest run -t "no test has this name"',
        'npm run dev -- --no-such-flag',
        '```',
        '',
        `Beside it (a browser step: ${UNTESTED_NOTE}):`,
        '',
        '```sh',
        'npm run no-such-script',
        '```',
      ].join('\n'),
    ).shell;
    expect(planted.map((c) => claimsOf(c, context()).at(-1))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(planted.map((c) => c.untested)).toEqual([false, false, false, false, true]);
    expect(claimsOf({ ...planted[0]!, command: 'npm run lint' }, context())).toEqual(['.ci/run, word for word']);
    // A line that runs its command beside the next step (start_beside NAME) runs it word for word too.
    expect(claimsOf({ ...planted[0]!, command: 'npm run test:contract' }, context())).toEqual([
      '.ci/run, word for word',
    ]);
  });
});
