/**
 * The docs' verifier commands against the mock-server (contracts/README.md, "What the pact's own
 * tools do"): `node --import tsx scripts/doc-verifier.ts <mock origin>` (scripts/contract-tests.sh).
 * Each shell block that runs `pact-verifier`, `npm run contracts:verify` or Specmatic's jar runs as
 * written from the repository's root and must exit 0: only its address rewritten (`onTheMock`), its
 * `npm run mock` line being the harness's mock, and `node_modules/.bin` first on the PATH, as the
 * standalone binary would be. Each inline one names only flags that `pact-verifier --help` lists.
 * A block beside the docs' "no test runs it" is left out (the broker's needs a broker).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { REPO_ROOT, docCommands, onTheMock, where } from '@crm/mock-server/doc-commands';

const origin = process.argv[2];
if (!origin) throw new Error('usage: doc-verifier.ts <the mock origin, http://127.0.0.1:PORT>');
const run = promisify(execFile);
const root = fileURLToPath(REPO_ROOT);
const { shell, inline } = docCommands();
const failures: string[] = [];
const flagsOf = (command: string) => [...command.matchAll(/(?:^|\s)(--[a-z][a-z-]*)/g)].map((m) => m[1]);

const known = new Set(flagsOf((await run('npx', ['--no-install', 'pact-verifier', '--help'], { cwd: root })).stdout));
const inlineVerifiers = inline.filter((c) => /^(?:npm run contracts:verify|(?:npx )?pact-verifier) /.test(c.command));
for (const c of inlineVerifiers) {
  const unknown = flagsOf(c.command.replace(/^npm run contracts:verify --/, '')).filter((f) => !known.has(f));
  if (unknown.length) failures.push(`${where(c)}: pact-verifier has no ${unknown.join(', ')}`);
}
console.log(`the flags of ${inlineVerifiers.length} inline verifier commands, checked against pact-verifier --help`);

const blocks = [...Map.groupBy(shell, (c) => `${c.doc}#${c.block}`).values()].filter(
  (lines) =>
    lines.some((c) => /\bpact-verifier\b|\bcontracts:verify\b|specmatic\.jar/.test(c.command)) && !lines[0]?.untested,
);
if (blocks.length < 3) failures.push(`only ${blocks.length} verifier blocks found in the docs`);
const env = { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}` };
for (const lines of blocks) {
  const script = lines.filter((c) => c.command !== 'npm run mock').map((c) => onTheMock(c.command, origin));
  const name = `${lines[0]?.doc}:${lines.map((c) => c.line).join(',')}`;
  const outcome = await run('sh', ['-ec', script.join('\n')], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 }).then(
    () => undefined,
    (error: { code?: number; stdout?: string; stderr?: string }) =>
      `${name}: exit ${error.code}\n${`${error.stdout}${error.stderr}`.split('\n').slice(-40).join('\n')}`,
  );
  if (outcome) failures.push(outcome);
  console.log(`${outcome ? 'FAILED' : 'exit 0'}: ${name}: ${script.join(' && ')}`);
}

if (failures.length) {
  console.error(`the docs' verifier commands:\n${failures.join('\n')}`);
  process.exit(1);
}
