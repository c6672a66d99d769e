import type { Ref } from 'react';

/** What the login form can do with whichever captcha is configured. */
export interface CaptchaHandle {
  /** Shows a fresh challenge; tokens are single use, so this follows every failed login. */
  reset(): void;
}

export interface CaptchaProps {
  ref?: Ref<CaptchaHandle>;
  /** A new token, or null when the token expired or the check was undone. */
  onToken(token: string | null): void;
  /** The id of the element describing the captcha's error, when there is one. */
  errorId?: string;
}
