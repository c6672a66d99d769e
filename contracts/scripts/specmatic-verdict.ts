/**
 * The verdict on a Specmatic run (scripts/contract-tests.sh): reads the JUnit report Specmatic
 * wrote (`--junitReportDir`), and passes only when every failed test is one that
 * ./specmatic-exceptions.ts documents, each `once` entry saw exactly one success, and Specmatic's
 * own exit status agrees with its report. Prints a few lines; on a surprise, the tests and why.
 *
 *   tsx scripts/specmatic-verdict.ts <junit report dir> <Specmatic's exit status> [--no-exceptions]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCUMENTED_FAILURES, type DocumentedFailure } from './specmatic-exceptions';

export interface SpecmaticTest {
  /** The scenario as Specmatic names it: `+ve  Scenario: POST /x -> 200 with the request from the example 'e' where …`. */
  name: string;
  operation: string;
  expected: string;
  example?: string;
  /** The generated variant: what follows "where". */
  variant: string;
  /** Undefined when it passed; the status answered instead, or NaN when the failure is not a status mismatch. */
  failure?: { status: number; message: string };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(#\d+|\w+);/g, (entity, code: string) =>
    code.startsWith('#') ? String.fromCodePoint(Number(code.slice(1))) : (ENTITIES[code] ?? entity),
  );

/** The tests of a JUnit XML report as Specmatic writes it. */
export function parseJUnit(xml: string): SpecmaticTest[] {
  const tests: SpecmaticTest[] = [];
  for (const [, attributes = '', body = ''] of xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const name = unescape(/\bname="([^"]*)"/.exec(attributes)?.[1] ?? '').replace(/^.*contractTest\(\) > /, '');
    const scenario = /Scenario: (\S+ \S+) -> (\S+)/.exec(name);
    const failed = /<(failure|error)\b[^>]*?message="([^"]*)"/.exec(body);
    const message = failed ? unescape(failed[2] ?? '') : '';
    const status = /response contained status (\d+)/.exec(message)?.[1];
    tests.push({
      name,
      operation: scenario?.[1] ?? '?',
      expected: scenario?.[2] ?? '?',
      example: /the example '([^']+)'/.exec(name)?.[1],
      variant: / where (.*)$/.exec(name)?.[1] ?? '',
      failure: failed || /<(failure|error)\b/.test(body) ? { status: Number(status ?? NaN), message } : undefined,
    });
  }
  return tests;
}

/** Whether the test belongs to the entry (its answer aside). */
function covers(entry: DocumentedFailure, test: SpecmaticTest): boolean {
  if (test.operation !== entry.operation || !entry.examples.includes(test.example ?? '')) return false;
  if (entry.expected !== undefined && test.expected !== entry.expected) return false;
  if (!entry.keys) return true;
  const changed = entry.keys.names.some((key) => new RegExp(`\\b${key} is set to\\b`).test(test.variant));
  return changed === entry.keys.changed;
}

export interface Verdict {
  total: number;
  passed: number;
  /** How many failures each entry documents, in the order of the list. */
  documented: { entry: DocumentedFailure; count: number }[];
  /** What nothing documents: a failed test, an entry whose one success is missing or repeated. */
  surprises: string[];
}

export function verdict(tests: readonly SpecmaticTest[], entries: readonly DocumentedFailure[]): Verdict {
  const documented = entries.map((entry) => ({ entry, count: 0 }));
  const surprises: string[] = [];
  for (const test of tests.filter(({ failure }) => failure)) {
    const match = documented.find(({ entry }) => covers(entry, test) && entry.answers.includes(test.failure!.status));
    if (match) match.count += 1;
    else surprises.push(`${test.name}\n    ${test.failure!.message.trim().split('\n').at(-1)?.trim()}`);
  }
  for (const { entry, count } of documented.filter(({ entry }) => entry.once)) {
    const population = tests.filter((test) => covers(entry, test));
    const successes = population.filter(({ failure }) => !failure).length;
    if (population.length > 0 && successes !== 1) {
      surprises.push(
        `${entry.operation} ${entry.examples.join('/')}: ${successes} of ${population.length} tests passed, expected exactly one (${entry.why}); ${count} answered ${entry.answers.join('/')}`,
      );
    }
  }
  return { total: tests.length, passed: tests.filter(({ failure }) => !failure).length, documented, surprises };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, exitStatus, flag] = process.argv.slice(2);
  if (!dir || exitStatus === undefined) {
    console.error('usage: specmatic-verdict.ts <junit report dir> <Specmatic exit status> [--no-exceptions]');
    process.exit(2);
  }
  const reports = readdirSync(dir).filter((file) => file.endsWith('.xml'));
  const tests = reports.flatMap((file) => parseJUnit(readFileSync(join(dir, file), 'utf8')));
  const result = verdict(tests, flag === '--no-exceptions' ? [] : DOCUMENTED_FAILURES);
  const failed = result.total - result.passed;
  const problems = [...result.surprises];
  if (result.total === 0) problems.push(`Specmatic wrote no test into ${dir}: nothing was checked`);
  if ((Number(exitStatus) === 0) !== (failed === 0)) {
    problems.push(`Specmatic exited ${exitStatus} with ${failed} failed test(s) in its report: they disagree`);
  }
  const documented = result.documented.filter(({ count }) => count > 0);
  const expected = documented.reduce((sum, { count }) => sum + count, 0);
  console.info(
    `${result.total} tests, ${result.passed} passed, ${expected} failed as documented` +
      (documented.length > 0 ? ' (contracts/scripts/specmatic-exceptions.ts):' : ''),
  );
  for (const { entry, count } of documented) {
    console.info(
      `  ${String(count).padStart(4)}  ${entry.operation} ${entry.examples.join('/')} -> ${entry.answers.join('/')}: ${entry.why}`,
    );
  }
  if (problems.length > 0) {
    console.error(`${problems.length} unexpected:\n${problems.slice(0, 20).join('\n\n')}`);
    if (problems.length > 20) console.error(`… and ${problems.length - 20} more`);
    process.exit(1);
  }
}
