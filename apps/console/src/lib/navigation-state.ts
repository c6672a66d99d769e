/**
 * The e-mail the login screen hands to the forgotten-password screen. It travels in the router's
 * history state, never in the URL, so it stays out of logs, referrers and browser history.
 */
export interface ForgotPasswordState {
  email: string;
}

export function forgotPasswordState(email: string): ForgotPasswordState {
  return { email };
}

/** The handed-over e-mail, or '' when none (a direct visit, a reload in another tab). */
export function readHandedOverEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const email = (state as Partial<ForgotPasswordState>).email;
  return typeof email === 'string' ? email : '';
}
