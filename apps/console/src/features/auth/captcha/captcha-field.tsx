import { useEffect, useRef } from 'react';
import type { Ref } from 'react';
import { Captcha } from './captcha';
import type { CaptchaHandle } from './captcha';

interface CaptchaFieldProps {
  id: string;
  captchaRef: Ref<CaptchaHandle>;
  error: string | undefined;
  /** Bumped when the server refuses the captcha: its message then takes the focus. */
  refusals: number;
  onToken(token: string | null): void;
}

/**
 * The captcha and its message. A refused captcha's message takes the focus, as a refused field
 * does, so that focus never falls to the page (the Login button was disabled meanwhile).
 */
export function CaptchaField({ id, captchaRef, error, refusals, onToken }: CaptchaFieldProps) {
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusals > 0) errorRef.current?.focus();
  }, [refusals]);
  const errorId = `${id}-captchaToken-error`;
  return (
    <div className="field">
      <Captcha ref={captchaRef} errorId={error ? errorId : undefined} onToken={onToken} />
      {error && (
        <p ref={errorRef} id={errorId} className="field__error" tabIndex={-1}>
          {error}
        </p>
      )}
    </div>
  );
}
