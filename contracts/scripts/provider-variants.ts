/**
 * Pact's verifier against the mock-server through variants of a provider, each a small reverse
 * proxy that changes one thing on the way (contracts/README.md, "How strict the pact is").
 *
 *   tsx scripts/provider-variants.ts <mock-server origin> <folder for the reports>
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { isDeepStrictEqual, promisify } from 'node:util';
import { isRecord } from '@crm/api-client';
import { PACT_FILE } from '../names';

interface ProviderVariant {
  name: string;
  /** The interactions the verifier must fail on; none when the console works with the variant. */
  mustFail: readonly string[];
  /** Changes a request on its way to the mock (its headers); true when it changed something. */
  request?(headers: IncomingHttpHeaders): boolean;
  /** Changes an answer on its way back (its JSON body parsed); true when it changed something. */
  response?(answer: { status: number; headers: IncomingHttpHeaders; body: unknown }): boolean;
}

/** An answer's change: the body's value at `path`, when it is a `type`, becomes `value`. */
function replaceField(path: string[], type: 'string' | 'number', value: unknown): ProviderVariant['response'] {
  return ({ body }) => {
    const parent = path.slice(0, -1).reduce((at, key) => (isRecord(at) ? at[key] : undefined), body);
    if (!isRecord(parent) || typeof parent[path.at(-1)!] !== type) return false;
    parent[path.at(-1)!] = value;
    return true;
  };
}

const TRUSTED_DEVICE_LOGIN = 'a login of 2fa@crm.test from a device it trusted';
const SESSION_INTERACTIONS = [
  TRUSTED_DEVICE_LOGIN,
  'a login of admin@crm.test with the right password',
  'the right two-factor code for user 2',
  'the right two-factor code for user 2, trusting this device',
];

export const PROVIDER_VARIANTS: readonly ProviderVariant[] = [
  {
    name: 'failures as 200',
    mustFail: [],
    response(answer) {
      const failure = answer.status >= 400 && answer.status < 500 && isRecord(answer.body) && !answer.body.success;
      if (failure) answer.status = 200;
      return failure;
    },
  },
  {
    name: 'Retry-After as a date',
    mustFail: [],
    response({ headers }) {
      const seconds = Number(headers['retry-after']);
      if (!Number.isInteger(seconds)) return false;
      headers['retry-after'] = new Date(Date.now() + seconds * 1000).toUTCString();
      return true;
    },
  },
  {
    name: 'empty token',
    mustFail: SESSION_INTERACTIONS,
    response: replaceField(['token'], 'string', ''),
  },
  {
    name: 'ip not an address',
    mustFail: SESSION_INTERACTIONS,
    response: replaceField(['ip'], 'string', 'not-an-ip'),
  },
  {
    name: 'user_id out of range',
    mustFail: ['a login of 2fa@crm.test with the right password'],
    response: replaceField(['user_id'], 'number', -7),
  },
  {
    name: 'empty quote',
    mustFail: ['a request for the quote of 21 November 2026'],
    response: replaceField(['quote', 'quote'], 'string', ''),
  },
  {
    name: 'no device trusted',
    mustFail: [TRUSTED_DEVICE_LOGIN],
    request(headers) {
      const had = headers.cookie !== undefined;
      delete headers.cookie;
      return had;
    },
  },
];

/**
 * Runs pact-verifier against the mock through the variant's proxy (on a free port of 127.0.0.1, API
 * and state URL alike, so asynchronously: the proxy answers from this very process); answers the
 * interactions that failed, and how many requests and answers the variant changed.
 */
async function verifyThrough(variant: ProviderVariant, mock: URL, report: string) {
  let changes = 0;
  const proxy = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: mock.host };
    if (variant.request?.(headers)) changes += 1;
    const options = { method: incoming.method, path: incoming.url, headers, agent: false };
    const forward = request(mock, options, (upstream) => {
      void text(upstream).then((raw) => {
        const json = /json/.test(String(upstream.headers['content-type'])) && raw !== '';
        const answer = {
          status: upstream.statusCode ?? 502,
          headers: upstream.headers,
          body: json ? JSON.parse(raw) : raw,
        };
        if (variant.response?.(answer)) changes += 1;
        const body = json ? JSON.stringify(answer.body) : raw;
        delete answer.headers['transfer-encoding'];
        outgoing.writeHead(answer.status, { ...answer.headers, 'content-length': Buffer.byteLength(body) }).end(body);
      });
    });
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  const verifier = ['--no-install', 'pact-verifier', '--loglevel=error', '--no-colour', `--json=${report}`];
  const provider = [`--file=${PACT_FILE}`, '--hostname=127.0.0.1', `--port=${port}`, '--base-path=/api'];
  const states = [`--state-change-url=http://127.0.0.1:${port}/__mock/provider-states`, '--state-change-teardown'];
  const run = await promisify(execFile)('npx', [...verifier, ...provider, ...states])
    .then(
      () => ({ code: 0, output: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({ ...error, output: error.stdout + error.stderr }),
    )
    .finally(() => proxy.close());
  const parsed = await readFile(report, 'utf8').then(
    (json) => JSON.parse(json) as { result: boolean; interactionResults: { description: string; result: string }[] },
    () => Promise.reject(new Error(`pact-verifier wrote no report (exit ${run.code}):\n${run.output}`)),
  );
  const failed = parsed.interactionResults.filter(({ result }) => result !== 'OK').map((r) => r.description);
  if ((run.code === 0) !== (failed.length === 0) || parsed.result !== (failed.length === 0)) {
    throw new Error(`pact-verifier's exit status ${run.code} disagrees with its report:\n${run.output}`);
  }
  return { failed: failed.sort(), changes };
}

if (import.meta.main) {
  const [mock, reports] = process.argv.slice(2);
  if (!mock || !reports) throw new Error('usage: provider-variants.ts <mock-server origin> <folder for the reports>');
  const outcome = (failed: readonly string[]) => (failed.length === 0 ? 'PASS' : `FAIL on ${failed.length}`);
  const table: Record<string, Record<string, unknown>> = {};
  const surprises: string[] = [];
  for (const [index, variant] of PROVIDER_VARIANTS.entries()) {
    const { failed, changes } = await verifyThrough(variant, new URL(mock), join(reports, `variant-${index}.json`));
    const expected = [...variant.mustFail].sort();
    // A variant that changed nothing proves nothing, whatever the verifier said.
    const asExpected = changes > 0 && isDeepStrictEqual(failed, expected);
    const [want, got] = [expected, failed].map((list) => JSON.stringify(list));
    if (!asExpected) surprises.push(`${variant.name}: expected to fail on ${want}, failed on ${got}`);
    table[variant.name] = { expected: outcome(expected), actual: outcome(failed), changes, 'as expected': asExpected };
  }
  console.table(table);
  if (surprises.length > 0) {
    console.error(`${surprises.join('\n')}\nthe pact is looser or stricter than the console`);
    process.exit(1);
  }
}
