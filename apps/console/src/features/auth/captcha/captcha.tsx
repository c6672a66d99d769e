import { Suspense, lazy } from 'react';
import { config } from '@/lib/app-config';
import { useHydrated } from '@/lib/use-hydrated';
import type { CaptchaProps } from './captcha-types';
import './captcha.css';

export type { CaptchaHandle, CaptchaProps } from './captcha-types';

/*
 * The provider is chosen once, from the configuration. The mock branch sits behind the
 * build-time __MOCK_CAPTCHA__ literal, so a production build never even emits the mock's chunk.
 */
const CaptchaProvider = lazy(() =>
  __MOCK_CAPTCHA__ && config.captcha.provider === 'mock'
    ? import('./mock-captcha').then((module) => ({ default: module.MockCaptcha }))
    : import('./recaptcha-captcha').then((module) => ({ default: module.RecaptchaCaptcha })),
);

/** The widget's box, reserved from the first paint on (captcha.css), so nothing below it moves. */
const reservedBox = <div className="captcha captcha--reserved" aria-hidden="true" />;

export function Captcha(props: CaptchaProps) {
  // The page built ahead of time holds the reserved box; the widget comes once the app has taken over.
  const hydrated = useHydrated();
  if (!hydrated) return reservedBox;
  return (
    <Suspense fallback={reservedBox}>
      <CaptchaProvider {...props} />
    </Suspense>
  );
}
