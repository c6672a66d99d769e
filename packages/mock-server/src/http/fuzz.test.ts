import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../db/fixtures';
import { exportDb } from '../db/persistence';
import { isScenarioName } from '../scenarios/scenarios';
import { useHttpMock } from '../testing/http-mock-fixture';
import { rawRequest, type RawRequest } from '../testing/raw-request';

const { login, isLoggedIn, mock } = useHttpMock();

/** Far under the yaml's bound on `Failure.message` (500): no message may grow with the input. */
const MAX_MESSAGE_LENGTH = 200;
/** 500; fewer under Stryker (vitest.mutation.config.ts), where every mutant of the HTTP layer reruns this. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

/** Bodies the operations would nearly take; the fuzz always spoils them, so no call succeeds. */
const NEAR_BODIES: Record<string, Record<string, unknown>> = {
  '/api/admin/login': { email: ADMIN.email, password: 'not-the-password', captchaToken: 'a-captcha-token' },
  '/api/admin/verify_authentication': { auth_code: '000000', device_access: false, user_id: 999 },
  '/api/forgetPassword': { email: 'nobody@crm.test' },
  '/api/resetPassword': { new_password: 'NewPass@2026x', confirm_password: 'NewPass@2026x', fpcode: 'no-code' },
  '/__mock/provider-states': { state: 'no such state' },
};
const NEAR_PATHS = Object.keys(NEAR_BODIES);

/** Each operation as the mock answers it, so that the hostile parts reach the handlers. */
const operation = fc.constantFrom(
  ...NEAR_PATHS.map((path) => ({ method: 'POST', path })),
  { method: 'POST', path: '/api/resetClientPassword' },
  { method: 'GET', path: '/api/dailyQuote/MjAyNjExMjE=' },
  { method: 'GET', path: '/api/admin/check-is-log-in' },
  { method: 'POST', path: '/__mock/reset' },
  { method: 'PUT', path: '/__mock/scenario' },
  { method: 'GET', path: '/__mock/scenario' },
);

// CONNECT is left out: Node's client hands its answer to another event (malformed-requests.test.ts covers it).
const method = fc.oneof(
  { arbitrary: fc.constantFrom('GET', 'POST', 'PUT'), weight: 3 },
  fc.constantFrom('PATCH', 'DELETE', 'TRACE', 'OPTIONS', 'HEAD', 'PROPFIND', 'SEARCH'),
  fc.stringMatching(/^[A-Z]{1,12}$/),
);
const pathPrefix = fc.constantFrom(...NEAR_PATHS, '/api/dailyQuote/', '/__mock/scenario', '/__mock/', '/api/', '/');
const pathPiece = fc.oneof(
  { arbitrary: fc.constantFrom('%', '%f', '%ff', '%E0%A4%A', '%C0%AF', '%zz'), weight: 2 },
  fc.constantFrom('%00', '%2F', '%25', '..', '/', '//', '?', '?%', '#'),
  fc.stringMatching(/^[A-Za-z0-9._~=+-]{0,24}$/),
);
const path = fc
  .tuple(pathPrefix, fc.array(pathPiece, { minLength: 1, maxLength: 6 }))
  .map(([prefix, pieces]) => prefix + pieces.join(''));
const dayKeyTarget = fc
  .array(pathPiece, { minLength: 1, maxLength: 4 })
  .map((pieces) => ({ method: 'GET', path: `/api/dailyQuote/${pieces.join('')}` }));
const target = fc.oneof(
  { arbitrary: operation, weight: 4 },
  { arbitrary: fc.record({ method, path }), weight: 1 },
  { arbitrary: dayKeyTarget, weight: 1 },
);

const contentType = fc.oneof(
  { arbitrary: fc.constantFrom('application/json', 'APPLICATION/JSON; charset=UTF-8'), weight: 3 },
  fc.constantFrom(
    undefined,
    'application/json; charset=latin1',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/xml',
    '',
    ';;;',
  ),
);

const anyJson = fc.jsonValue({ maxDepth: 4 });
const nearBodyOf = (path: string) => NEAR_BODIES[path] ?? {};
/** A body for the request's path: the near bodies are spoiled for the operation they belong to. */
type BodyFor = (path: string) => string | Buffer;
const fixed = (arbitrary: fc.Arbitrary<string | Buffer>): fc.Arbitrary<BodyFor> =>
  arbitrary.map((value) => () => value);
const body = fc.oneof(
  fixed(fc.constant('')),
  fixed(fc.string({ maxLength: 200 })),
  fixed(fc.constantFrom('{', '{"email":', '[1,]', 'nul', '{"a":1}}', '"\\ud800"', '\u0000', '{"__proto__":{"x":1}}')),
  fixed(fc.integer({ min: 33, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth))),
  fixed(fc.integer({ min: 33, max: 2000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  fixed(fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes))),
  // An extra field, its name long or short: the yaml allows no extra field anywhere.
  {
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.string({ maxLength: 64 }),
          fc.string({ minLength: 65, maxLength: 200 }),
          fc.string({ minLength: 500, maxLength: 1000 }),
        ),
        anyJson,
      )
      .map(
        ([name, value]): BodyFor =>
          (path) =>
            JSON.stringify({ ...nearBodyOf(path), [name in nearBodyOf(path) ? `${name}_` : name]: value }),
      ),
    weight: 6,
  },
  // The operations' fields, each with the wrong type.
  {
    arbitrary: fc
      .dictionary(fc.constantFrom('email', 'password', 'auth_code', 'user_id', 'state', 'captchaToken'), anyJson, {
        minKeys: 1,
      })
      .map(
        (wrong): BodyFor =>
          (path) =>
            JSON.stringify({ ...nearBodyOf(path), ...wrong, fpcode: 42 }),
      ),
    weight: 2,
  },
);

/** Printable Latin-1: what Node's client lets through in a header value. */
const headerValue = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 120,
});
const headers = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'authorization',
      'cookie',
      'x-forwarded-for',
      'origin',
      'accept',
      'x-xsrf-token',
      'x-mock-scenario',
    ),
    fc.stringMatching(/^x-[a-z0-9-]{1,20}$/),
  ),
  // A real scenario name in the header is a request for that behaviour (a 500 for server-error), not hostility.
  headerValue.filter((value) => !isScenarioName(value.trim())),
  { maxKeys: 5 },
);

const hostileRequest: fc.Arbitrary<RawRequest> = fc
  .record({ target, contentType, body, headers })
  .map(({ target: { method: verb, path: where }, contentType: type, headers: extra, body: payload }) => ({
    method: verb,
    path: where,
    body: payload(where),
    headers: type === undefined ? extra : { ...extra, 'content-type': type },
  }));

function checkAnswer(request: RawRequest, status: number, type: string | undefined, text: string): void {
  expect(status, `${request.method} ${request.path}`).toBeLessThan(500);
  // HEAD answers and 204s carry no body by definition.
  if (request.method === 'HEAD' || status === 204) return;
  expect(type).toBe('application/json');
  const parsed = JSON.parse(text) as unknown;
  if (status < 300) return;
  expect(parsed).toEqual({ success: false, message: expect.any(String) });
  expect((parsed as { message: string }).message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
}

describe('hostile requests, generated', () => {
  it(
    `never gets a 5xx or a non-JSON failure in ${RUNS} requests, and changes nothing`,
    { timeout: 60_000 },
    async () => {
      const before = exportDb(mock().api.db);
      await fc.assert(
        fc.asyncProperty(hostileRequest, async (request) => {
          const answer = await rawRequest(mock().url, request);
          checkAnswer(request, answer.status, answer.headers['content-type'], answer.text);
        }),
        { numRuns: RUNS },
      );
      expect(exportDb(mock().api.db)).toEqual(before);
      expect(mock().api.scenario).toBe('default');
      expect(mock().api.db.sessions.size).toBe(0);
      expect(
        mock()
          .api.db.resetCodes.all()
          .every((code) => !code.used),
      ).toBe(true);
      const answer = await login(ADMIN.email);
      expect(answer.status).toBe(200);
      expect(await isLoggedIn(answer.body.token as string)).toBe(true);
    },
  );
});
