/**
 * THE catalogue of Pact provider states: the consumer tests (contracts/) name them from here, and
 * the HTTP server's `POST /__mock/provider-states` resets the data and applies each of them; the
 * scenario slugs are accepted as states too. contracts/README.md says what a real provider must
 * arrange for each.
 */
export const PROVIDER_STATES = {
  adminExists: 'an administrator admin@crm.test with password Admin@12345 exists',
  twoFactorAdminExists: 'an administrator 2fa@crm.test with two-factor authentication exists',
  nobodyRegistered: 'no account is registered for nobody@crm.test',
  captchaRejected: 'every captcha token is rejected',
  ipBlocked: "the caller's IP is blocked",
  accountLockedOut: 'admin@crm.test is locked out after 5 wrong passwords',
  challengePending: 'a two-factor challenge with code 123456 is pending for user 2',
  challengeExpired: 'the two-factor challenge of user 2 has expired',
  challengeLocked: 'the two-factor challenge of user 2 has had too many wrong codes',
  deviceTrusted: "2fa@crm.test trusted the caller's device by a second step with device_access: true",
  resetCodeValid: 'the reset code reset-code-123 is valid',
  resetCodeExpired: 'the reset code expired-code has expired',
  resetCodeUsed: 'the reset code used-code has already been used',
  invitationValid: 'the client invitation invite-code-123 for Jane is valid',
  sessionLive: 'the session token pact-session-token is live',
  noSession: 'no session is live',
  sessionLoggedOut: 'the session token pact-session-token was live and has been logged out',
  sessionIdledOut: 'the session token pact-session-token was live and no call has used it for the idle timeout',
  quoteEveryDay: 'a quote exists for every day',
  yamlExamples: "the data of openapi/admin-api.yaml's examples exists",
} as const;

export type ProviderState = (typeof PROVIDER_STATES)[keyof typeof PROVIDER_STATES];

export const PROVIDER_STATE_NAMES = Object.values(PROVIDER_STATES) as ProviderState[];

export function isProviderState(value: unknown): value is ProviderState {
  return PROVIDER_STATE_NAMES.includes(value as ProviderState);
}
