/**
 * The provider states the console's pact relies on. Each is a plain sentence, the same one the
 * mock-server answers at `POST /__mock/provider-states` (DESIGN.md §3), and `setUp` says what a
 * real provider must arrange before the interaction runs (README.md lists them for the backend).
 */
export const PROVIDER_STATES = {
  administratorExists: 'an administrator admin@crm.test with password Admin@12345 exists',
  twoFactorAdministratorExists: 'an administrator 2fa@crm.test with two-factor authentication exists',
  notRegistered: 'no account is registered for nobody@crm.test',
  captchaRejected: 'every captcha token is rejected',
  ipBlocked: "the caller's IP is blocked",
  challengePending: 'a two-factor challenge with code 123456 is pending for user 2',
  challengeExpired: 'the two-factor challenge of user 2 has expired',
  challengeLocked: 'the two-factor challenge of user 2 has had too many wrong codes',
  resetCodeValid: 'the reset code reset-code-123 is valid',
  resetCodeExpired: 'the reset code expired-code has expired',
  resetCodeUsed: 'the reset code used-code has already been used',
  clientInvitationValid: 'the client invitation invite-code-123 for Jane is valid',
  quoteEveryDay: 'a quote exists for every day',
  sessionLive: 'the session token pact-session-token is live',
  noSession: 'no session is live',
} as const;

export type ProviderState = (typeof PROVIDER_STATES)[keyof typeof PROVIDER_STATES];
