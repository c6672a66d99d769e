import { Suspense, lazy } from 'react';
import { config } from '@/lib/config';
import type { CaptchaProps } from './captcha-types';

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

export function Captcha(props: CaptchaProps) {
  return (
    <Suspense fallback={<div className="captcha captcha--loading" aria-hidden="true" />}>
      <CaptchaProvider {...props} />
    </Suspense>
  );
}
