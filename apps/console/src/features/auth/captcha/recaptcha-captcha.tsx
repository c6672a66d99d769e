import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { config } from '@/lib/app-config';
import { setScriptSrc } from '@/lib/trusted-types';
import type { CaptchaProps } from './captcha-types';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

// trustedtypes=true: Google's loader then passes its own script URLs through Trusted Types policies
// (docs/decisions/042-trusted-types-enforced-with-named-policies.md).
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit&trustedtypes=true';

let loading: Promise<Grecaptcha> | undefined;

/** Loads the third-party script once per page. */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    setScriptSrc(script, SCRIPT_URL);
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** One line inside the widget's reserved box (./captcha.css). */
export const RECAPTCHA_FAILED_TEXT = 'Captcha unavailable. Please reload the page.';

/** Google reCAPTCHA v2 (checkbox), rendered explicitly with the configured site key. */
export function RecaptchaCaptcha({ ref, onToken, errorId }: CaptchaProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<number | null>(null);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);
  const siteKey = config.captcha.provider === 'recaptcha' ? config.captcha.siteKey : '';

  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    // A fresh element per mount: reCAPTCHA refuses to render twice into the same one.
    const target = document.createElement('div');
    containerRef.current?.append(target);
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled) return;
        widgetRef.current = grecaptcha.render(target, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      widgetRef.current = null;
      target.remove();
    };
  }, [siteKey]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        if (widgetRef.current !== null) window.grecaptcha?.reset(widgetRef.current);
      },
    }),
    [],
  );

  return (
    <div className="captcha captcha--reserved" aria-describedby={errorId}>
      <div ref={containerRef} />
      {failed && <p className="field__error captcha__failure">{RECAPTCHA_FAILED_TEXT}</p>}
    </div>
  );
}
