import { useId, useImperativeHandle, useState } from 'react';
import type { CaptchaProps } from './captcha-types';

/** The token the mock API rejects with `Invalid Captcha`. */
export const REJECTED_MOCK_TOKEN = 'invalid-captcha';

function newToken(): string {
  return `mock-captcha-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A local stand-in for the captcha service (mock mode only): no network, no third party. */
export function MockCaptcha({ ref, onToken, errorId }: CaptchaProps) {
  const [checked, setChecked] = useState(false);
  const [rejectNext, setRejectNext] = useState(false);
  const optionId = useId();

  useImperativeHandle(ref, () => ({ reset: () => setChecked(false) }), []);

  return (
    <div className="captcha captcha--mock">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={errorId}
          aria-invalid={errorId ? true : undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            onToken(event.target.checked ? (rejectNext ? REJECTED_MOCK_TOKEN : newToken()) : null);
          }}
        />
        <span>I&apos;m not a robot</span>
      </label>
      <label className="checkbox captcha__option" htmlFor={optionId}>
        <input
          id={optionId}
          type="checkbox"
          checked={rejectNext}
          onChange={(event) => setRejectNext(event.target.checked)}
        />
        <span>Mock: make the next token fail</span>
      </label>
    </div>
  );
}
