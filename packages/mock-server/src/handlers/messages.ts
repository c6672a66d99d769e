/** The server messages, exactly as the yaml's `components/examples` spell them. */
export const MESSAGES = {
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

export function invalidRequest(problem: string): string {
  return `Invalid request: ${problem}`;
}
