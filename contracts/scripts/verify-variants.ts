/**
 * The proof that the pact is exactly as strict as the console (contracts/README.md, "How strict
 * the pact is"): Pact's verifier runs against the mock-server through each provider variant of
 * ./provider-variants.ts, and must pass through those the console works with and fail, on exactly
 * the interactions named, through those that would break it. Prints a table; exits 1 on any surprise.
 *
 *   tsx scripts/verify-variants.ts <mock-server origin>      (scripts/contract-tests.sh runs it)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACT_FILE } from '../names';
import { PROVIDER_VARIANTS, startVariantProxy } from './provider-variants';

interface VerifierReport {
  result: boolean;
  errors: { interaction: string }[];
  interactionResults: { description: string }[];
}

const mock = process.argv[2];
if (!mock) {
  console.error('usage: verify-variants.ts <mock-server origin, e.g. http://127.0.0.1:4010>');
  process.exit(2);
}

/**
 * Runs pact-verifier against `origin` (API and state URL alike); answers the interactions that
 * failed. Asynchronously: the proxy it goes through answers from this very process.
 */
async function verify(origin: string, report: string): Promise<string[]> {
  const { port } = new URL(origin);
  const run = await new Promise<{ status: number; output: string }>((resolve) => {
    execFile(
      'npx',
      [
        '--no-install',
        'pact-verifier',
        '--loglevel=error',
        '--no-colour',
        `--json=${report}`,
        `--file=${PACT_FILE}`,
        '--hostname=127.0.0.1',
        `--port=${port}`,
        '--base-path=/api',
        `--state-change-url=${origin}/__mock/provider-states`,
        '--state-change-teardown',
      ],
      { encoding: 'utf8', env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
  let parsed: VerifierReport;
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8')) as VerifierReport;
  } catch {
    throw new Error(`pact-verifier wrote no report (exit ${run.status}):\n${run.output}`);
  }
  // The report names an interaction "Verifying a pact between … Given <state> - <description>".
  const descriptions = parsed.interactionResults.map(({ description }) => description);
  const failed = descriptions.filter((description) =>
    parsed.errors.some(({ interaction }) => interaction.endsWith(` - ${description}`)),
  );
  if ((run.status === 0) !== (failed.length === 0) || parsed.result !== (failed.length === 0)) {
    throw new Error(`pact-verifier's exit status ${run.status} disagrees with its report:\n${run.output}`);
  }
  return failed;
}

const outcome = (failed: readonly string[]) => (failed.length === 0 ? 'PASS' : `FAIL on ${failed.length}`);

const work = mkdtempSync(join(tmpdir(), 'crm-variants-'));
const rows: string[][] = [];
let surprises = 0;
try {
  for (const [index, variant] of PROVIDER_VARIANTS.entries()) {
    const proxy = await startVariantProxy(variant, mock);
    let failed: string[];
    try {
      failed = await verify(proxy.origin, join(work, `${index}.json`));
    } finally {
      await proxy.close();
    }
    const expected = [...variant.mustFail].sort();
    // A variant that changed nothing proves nothing, whatever the verifier said.
    const asExpected = proxy.changes() > 0 && JSON.stringify([...failed].sort()) === JSON.stringify(expected);
    if (!asExpected) {
      surprises += 1;
      console.error(
        `${variant.name}: expected to fail on ${JSON.stringify(expected)}, failed on ${JSON.stringify(failed)}`,
      );
    }
    const cells = [outcome(expected), outcome(failed), String(proxy.changes()), asExpected ? 'yes' : 'NO'];
    rows.push([variant.name, variant.change, ...cells]);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const header = ['provider variant', 'what the proxy changes', 'expected', 'actual', 'changes made', 'as expected'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
console.info([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
for (const variant of PROVIDER_VARIANTS.filter(({ mustFail }) => mustFail.length > 0)) {
  console.info(`${variant.name} must fail on: ${variant.mustFail.join('; ')}`);
}
if (surprises > 0) {
  console.error(`${surprises} variant(s) went the unexpected way: the pact is looser or stricter than the console`);
  process.exit(1);
}
