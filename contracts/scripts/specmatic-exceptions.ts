/**
 * The one list of Specmatic test failures that are expected when its generative run replays the
 * yaml's examples against a stateful API (contracts/README.md, "What the generative run must
 * show"). Every other failure fails `npm run test:contract` (./specmatic-verdict.ts).
 *
 * A failure is documented when an entry names its operation, example and expected status, the
 * status actually answered is one the entry allows, and the generated variant (the test name's
 * "where … AND the key K is set to …") changes, or keeps, the entry's keys as it says.
 */
export interface DocumentedFailure {
  /** Specmatic's `METHOD /path` of the operation. */
  operation: string;
  /** The yaml's examples whose tests this covers. */
  examples: readonly string[];
  /** The status the test expects (the example's); omitted: any. */
  expected?: string;
  /** The statuses the API may answer instead. */
  answers: readonly number[];
  /** The request keys the variant sets to a generated value (`changed: true`), or leaves as the example has them. */
  keys?: { names: readonly string[]; changed: boolean };
  /** Exactly one of these tests passes (the first to use the example's data); the others answer `answers`. */
  once?: boolean;
  /** Why, in one line, as contracts/README.md explains it. */
  why: string;
}

export const DOCUMENTED_FAILURES: readonly DocumentedFailure[] = [
  {
    operation: 'POST /resetPassword',
    examples: ['passwordChanged'],
    expected: '200',
    answers: [410],
    keys: { names: ['fpcode'], changed: false },
    once: true,
    why: "the example's reset code is used once, then 410 Code already used",
  },
  {
    operation: 'POST /resetClientPassword',
    examples: ['passwordChanged'],
    expected: '200',
    answers: [410],
    keys: { names: ['fpcode'], changed: false },
    once: true,
    why: "the example's invitation code is used once, then 410 Code already used",
  },
  {
    operation: 'POST /resetPassword',
    examples: ['passwordChanged'],
    expected: '200',
    answers: [404],
    keys: { names: ['fpcode'], changed: true },
    why: 'a generated reset code is one nobody was sent: 404 Invalid reset code',
  },
  {
    operation: 'POST /resetClientPassword',
    examples: ['passwordChanged'],
    expected: '200',
    answers: [404],
    keys: { names: ['fpcode'], changed: true },
    why: 'a generated invitation code is one nobody was sent: 404 Invalid reset code',
  },
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
    keys: { names: ['password'], changed: true },
    why: 'a generated password is a wrong one (401); Specmatic then at times generates the e-mail too (404 Not registered)',
  },
  {
    operation: 'POST /admin/login',
    examples: ['signedIn', 'twoFactorRequired', 'invalidPassword', 'notRegistered', 'invalidCaptcha'],
    answers: [429],
    why: "the throttle: after 5 failed sign-ins the caller's address gets 429 for 5 minutes (docs/decisions/030-throttling-like-keycloak.md)",
  },
];
