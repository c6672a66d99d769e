/** The fixture accounts and codes: a contract with the README (the mock API table) and the tests. */
export const ADMIN = {
  id: 1,
  email: 'admin@crm.test',
  password: 'Admin@12345',
  first_name: 'Ada',
  last_name: 'Lovelace',
} as const;

export const TWO_FACTOR_ADMIN = {
  id: 2,
  email: '2fa@crm.test',
  password: 'Admin@12345',
  first_name: 'Grace',
  last_name: 'Hopper',
} as const;

/** Exists only in the provider state of the yaml's examples, for its wrong-code example. */
export const SECOND_TWO_FACTOR_ADMIN = {
  id: 4,
  email: '2fa-second@crm.test',
  password: 'Admin@12345',
  first_name: 'Katherine',
  last_name: 'Johnson',
} as const;

/** The client invited through `/client-create-password/Jane/invite-code-123`; no password yet. */
export const INVITED_CLIENT = {
  id: 3,
  email: 'jane@crm.test',
  first_name: 'Jane',
  last_name: 'Doe',
} as const;

export const CODES = {
  twoFactor: '123456',
  reset: 'reset-code-123',
  invite: 'invite-code-123',
  expired: 'expired-code',
  /** Exists only in the provider state that says it was used. */
  used: 'used-code',
  /** A second valid reset code and invitation: only in the provider state of the yaml's examples. */
  spareReset: 'reset-code-456',
  spareInvite: 'invite-code-456',
  invalidCaptcha: 'invalid-captcha',
  pactSessionToken: 'pact-session-token',
} as const;

export const TWO_FACTOR_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const RESET_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const TRUSTED_DEVICE_COOKIE = 'crm_mock_trusted_device';
/** The caller's IP when the runtime cannot tell (node tests, the browser). */
export const DEFAULT_IP = '127.0.0.1';
