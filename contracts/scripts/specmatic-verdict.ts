/**
 * The verdict on a Specmatic run (contracts/README.md, "What the generative run must show"): reads
 * the JUnit report Specmatic wrote (`--junitReportDir`); passes only when every failed test is one
 * that DOCUMENTED_FAILURES documents, each `once` entry saw exactly one success, and Specmatic's
 * exit status agrees with its report. With --strict, Specmatic's flag of the run passed on, no
 * failure is documented. Prints a few lines; on a surprise, the tests and why.
 *
 *   tsx scripts/specmatic-verdict.ts <junit report dir> <Specmatic's exit status> [--strict]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface DocumentedFailure {
  /** Specmatic's `METHOD /path` of the operation. */
  operation: string;
  /** The yaml's examples whose tests this covers. */
  examples: readonly string[];
  /** The status the test expects (the example's); omitted: any. */
  expected?: string;
  /** The statuses the API may answer instead. */
  answers: readonly number[];
  /** The request key the variant sets (`K is set to …` in the test's name: `generated: true`), or leaves as it was. */
  key?: { name: string; generated: boolean };
  /** Exactly one of these tests passes (the first to use the example's data); the others answer `answers`. */
  once?: boolean;
  /** Why, in one line, as contracts/README.md explains it. */
  why: string;
}

/** The example's reset code (or invitation code) serves one success, then 410; a generated code was never sent: 404. */
const codeFailures = (operation: string, code: string): DocumentedFailure[] => [
  {
    operation,
    examples: ['passwordChanged'],
    expected: '200',
    answers: [410],
    key: { name: 'fpcode', generated: false },
    once: true,
    why: `the example's ${code} is used once, then 410 Code already used`,
  },
  {
    operation,
    examples: ['passwordChanged'],
    expected: '200',
    answers: [404],
    key: { name: 'fpcode', generated: true },
    why: `a generated ${code} is one nobody was sent: 404 Invalid reset code`,
  },
];

/** Every example of a password call, once its generated codes have locked the caller's address. */
const codeThrottled = (operation: string, examples: readonly string[], code: string): DocumentedFailure => ({
  operation,
  examples,
  answers: [429],
  why: `the throttle: after 5 unknown, used or expired ${code}s the caller's address gets 429 for 5 minutes (docs/decisions/123-the-password-calls-are-throttled.md)`,
});

const RESET_EXAMPLES = [
  'passwordChanged',
  'invalidResetCode',
  'resetCodeExpired',
  'resetCodeUsed',
  'passwordTooShort',
  'passwordsDoNotMatch',
];

export const DOCUMENTED_FAILURES: readonly DocumentedFailure[] = [
  ...codeFailures('POST /resetPassword', 'reset code'),
  ...codeFailures('POST /resetClientPassword', 'invitation code'),
  codeThrottled('POST /resetPassword', RESET_EXAMPLES, 'reset code'),
  codeThrottled('POST /resetClientPassword', [...RESET_EXAMPLES, 'termsNotAccepted'], 'invitation code'),
  {
    operation: 'POST /admin/verify_authentication',
    examples: ['verified'],
    expected: '200',
    answers: [410],
    once: true,
    why: 'a second-step challenge is consumed by its first success, then 410',
  },
  {
    operation: 'POST /admin/login',
    examples: ['signedIn', 'twoFactorRequired'],
    expected: '200',
    answers: [401, 404],
    key: { name: 'password', generated: true },
    why: 'a generated password is a wrong one (401); Specmatic then at times generates the e-mail too (404 Not registered)',
  },
  {
    operation: 'POST /admin/login',
    examples: ['signedIn', 'twoFactorRequired', 'invalidPassword', 'notRegistered', 'invalidCaptcha'],
    answers: [429],
    why: "the throttle: after 5 failed sign-ins the caller's address gets 429 for 5 minutes (docs/decisions/030-throttling-like-keycloak.md)",
  },
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text = '') =>
  text.replace(/&(#\d+|\w+);/g, (entity, code: string) =>
    code.startsWith('#') ? String.fromCodePoint(Number(code.slice(1))) : (ENTITIES[code] ?? entity),
  );

/**
 * The tests of a JUnit XML report as Specmatic writes it. A test's name is its scenario (`+ve
 * Scenario: POST /x -> 200 with the request from the example 'e' where …`, the generated variant
 * after "where"); its failure is undefined when it passed, and its status is the one answered
 * instead, or NaN when the failure is not a status mismatch.
 */
function parseJUnit(xml: string) {
  return [...xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)].map(
    ([, attributes = '', body = '']) => {
      const name = unescape(/\bname="([^"]*)"/.exec(attributes)?.[1]).replace(/^.*contractTest\(\) > /, '');
      const [, operation = '?', expected = '?'] = /Scenario: (\S+ \S+) -> (\S+)/.exec(name) ?? [];
      const failed = /<(?:failure|error)\b([^>]*)/.exec(body);
      const message = unescape(/\bmessage="([^"]*)"/.exec(failed?.[1] ?? '')?.[1]);
      const status = Number(/response contained status (\d+)/.exec(message)?.[1] ?? NaN);
      const [example, variant = ''] = [/the example '([^']+)'/.exec(name)?.[1], / where (.*)$/.exec(name)?.[1]];
      return { name, operation, expected, example, variant, failure: failed ? { status, message } : undefined };
    },
  );
}

/** Whether the test belongs to the entry (its answer aside). */
function covers(entry: DocumentedFailure, test: ReturnType<typeof parseJUnit>[number]): boolean {
  if (test.operation !== entry.operation || !entry.examples.includes(test.example ?? '')) return false;
  if (entry.expected !== undefined && test.expected !== entry.expected) return false;
  return !entry.key || new RegExp(`\\b${entry.key.name} is set to\\b`).test(test.variant) === entry.key.generated;
}

if (import.meta.main) {
  const [dir, exitStatus, flag] = process.argv.slice(2);
  if (!dir || !exitStatus) throw new Error('usage: specmatic-verdict.ts <junit report dir> <exit status> [--strict]');
  const reports = readdirSync(dir).filter((file) => file.endsWith('.xml'));
  const tests = reports.flatMap((file) => parseJUnit(readFileSync(join(dir, file), 'utf8')));
  const entries = flag === '--strict' ? [] : DOCUMENTED_FAILURES;
  /** How many failures each entry documents; what nothing documents (a failed test, a missing or repeated success). */
  const counts = new Map(entries.map((entry) => [entry, 0]));
  const problems: string[] = [];
  const failed = tests.filter(({ failure }) => failure);
  for (const test of failed) {
    const entry = entries.find((entry) => covers(entry, test) && entry.answers.includes(test.failure!.status));
    if (entry) counts.set(entry, counts.get(entry)! + 1);
    else problems.push(`${test.name}\n    ${test.failure!.message.trim().split('\n').at(-1)?.trim()}`);
  }
  for (const entry of entries.filter(({ once }) => once)) {
    const population = tests.filter((test) => covers(entry, test));
    const successes = population.filter(({ failure }) => !failure).length;
    if (population.length > 0 && successes !== 1) {
      problems.push(
        `${entry.operation} ${entry.examples.join('/')}: ${successes} of ${population.length} tests passed, expected exactly one (${entry.why}); ${counts.get(entry)} answered ${entry.answers.join('/')}`,
      );
    }
  }
  if (tests.length === 0) problems.push(`Specmatic wrote no test into ${dir}: nothing was checked`);
  if ((Number(exitStatus) === 0) !== (failed.length === 0)) {
    problems.push(`Specmatic exited ${exitStatus} with ${failed.length} failed test(s) in its report: they disagree`);
  }
  const asDocumented = [...counts].filter(([, count]) => count > 0);
  const count = asDocumented.reduce((sum, [, n]) => sum + n, 0);
  const passed = `${tests.length} tests, ${tests.length - failed.length} passed`;
  console.info(`${passed}, ${count} failed as documented${count ? ':' : ''}`);
  for (const [{ operation, examples, answers, why }, n] of asDocumented) {
    console.info(`  ${String(n).padStart(4)}  ${operation} ${examples.join('/')} -> ${answers.join('/')}: ${why}`);
  }
  if (problems.length > 0) {
    console.error(`${problems.length} unexpected:\n${problems.slice(0, 20).join('\n\n')}`);
    if (problems.length > 20) console.error(`… and ${problems.length - 20} more`);
    process.exit(1);
  }
}
