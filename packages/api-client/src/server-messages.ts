/**
 * THE server messages: every `message` an operation of the admin API answers, exactly as the
 * examples of openapi/admin-api.yaml spell them (`server-messages.test.ts` holds them against the
 * yaml). The error catalogue (error-catalogue.ts) maps the failures among them to what the user
 * reads; the mock-server answers them.
 */
export const SERVER_MESSAGES = {
  loginSuccessful: 'Login successful',
  checkYourPhone: 'Please check your phone',
  notRegistered: 'Not registered',
  invalidPassword: 'Invalid password',
  invalidCaptcha: 'Invalid Captcha',
  invalidIp: 'Invalid IP',
  invalidAuthCode: 'Invalid Auth Code',
  authCodeExpired: 'Auth code expired',
  tooManyAttempts: 'Too many attempts',
  tooManyRequests: 'Too many requests',
  resetLinkSent: 'If this address is registered, a link to reset the password has been sent.',
  passwordChanged: 'Password changed',
  invalidResetCode: 'Invalid reset code',
  resetCodeExpired: 'Reset code expired',
  resetCodeUsed: 'Reset code already used',
  passwordTooShort: 'Password too short',
  passwordsDoNotMatch: 'Passwords do not match',
  termsNotAccepted: 'Terms and conditions must be accepted',
  invalidDayKey: 'Invalid day key',
  loggedOut: 'Logged out',
  serverError: 'Internal server error',
} as const;
