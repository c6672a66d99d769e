import { Suspense, lazy } from 'react';
import type { Ref } from 'react';
import { config } from '@/lib/app-config';

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

/*
 * The provider is chosen once, from the configuration. The mock branch sits behind the
 * build-time __MOCK_CAPTCHA__ literal, so a production build never even emits the mock's chunk.
 */
const CaptchaProvider = lazy(() =>
  __MOCK_CAPTCHA__ && config.captcha.provider === 'mock'
    ? import('./mock-captcha').then((module) => ({ default: module.MockCaptcha }))
    : import('./recaptcha-captcha').then((module) => ({ default: module.RecaptchaCaptcha })),
);

export function Captcha(props: CaptchaProps) {
  return (
    <Suspense fallback={<div className="captcha captcha--loading" aria-hidden="true" />}>
      <CaptchaProvider {...props} />
    </Suspense>
  );
}
