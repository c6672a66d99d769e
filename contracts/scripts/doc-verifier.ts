/**
 * `npm run test:contract` (scripts/contract-tests.sh) runs the docs' verifier commands with this,
 * against the mock-server it started: `node --import tsx scripts/doc-verifier.ts <mock origin>`.
 *
 * - Each shell block of the docs that runs `pact-verifier`, `npm run contracts:verify` or Specmatic's
 *   jar runs as written, in one shell from the repository's root, pointed at the mock (only the
 *   address rewritten: `onTheMock` of @crm/mock-server/doc-commands). Its `npm run mock` line is
 *   the harness's mock. The docs say each exits 0 when every interaction (every example) holds.
 *   `pact-verifier` is on the PATH, as the standalone binary would be: `node_modules/.bin` first.
 * - Each inline one (`npm run contracts:verify -- --hostname H --port P …`) names only flags that
 *   `pact-verifier --help` lists.
 *
 * A block beside the docs' "no test runs it" is left out (the broker's needs a broker).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { REPO_ROOT, docCommands, onTheMock, where, type DocCommand } from '@crm/mock-server/doc-commands';

const VERIFIER = /\bpact-verifier\b|\bcontracts:verify\b|specmatic\.jar/;
const run = promisify(execFile);
const root = fileURLToPath(REPO_ROOT);

/** The harness's mock stands in for the docs' `npm run mock` (on its default address, rewritten). */
const startsTheMock = (c: DocCommand) => c.command === 'npm run mock';

/** The blocks that verify, each as its doc's lines, in order. */
export function verifierBlocks(shell: DocCommand[]): DocCommand[][] {
  const blocks = new Map<string, DocCommand[]>();
  for (const c of shell) blocks.set(`${c.doc}#${c.block}`, [...(blocks.get(`${c.doc}#${c.block}`) ?? []), c]);
  return [...blocks.values()].filter((lines) => lines.some((c) => VERIFIER.test(c.command)) && !lines[0]?.untested);
}

/** The `--flags` of a command. */
export const flagsOf = (command: string) => [...command.matchAll(/(?:^|\s)(--[a-z][a-z-]*)/g)].map((m) => m[1] ?? '');

async function main(origin: string): Promise<void> {
  const { shell, inline } = docCommands();
  const failures: string[] = [];

  const help = (await run('npx', ['--no-install', 'pact-verifier', '--help'], { cwd: root })).stdout;
  const known = new Set(flagsOf(help));
  const inlineVerifiers = inline.filter((c) => /^(?:npm run contracts:verify|(?:npx )?pact-verifier) /.test(c.command));
  for (const c of inlineVerifiers) {
    const unknown = flagsOf(c.command.replace(/^npm run contracts:verify --/, '')).filter((f) => !known.has(f));
    if (unknown.length) failures.push(`${where(c)}: pact-verifier has no ${unknown.join(', ')}`);
  }
  console.log(`the flags of ${inlineVerifiers.length} inline verifier commands, checked against pact-verifier --help`);

  const blocks = verifierBlocks(shell);
  if (blocks.length < 3) failures.push(`only ${blocks.length} verifier blocks found in the docs`);
  for (const lines of blocks) {
    const script = lines.filter((c) => !startsTheMock(c)).map((c) => onTheMock(c.command, origin));
    const name = `${lines[0]?.doc}:${lines.map((c) => c.line).join(',')}`;
    const env = { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}` };
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
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2];
  if (!origin) throw new Error('usage: doc-verifier.ts <the mock origin, http://127.0.0.1:PORT>');
  await main(origin);
}
