import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { SessionResponse } from '@crm/api-client';
import { api } from '@/lib/api';
import { resolveApiFailure, serverMessageOf } from '@/lib/error-messages';
import { AUTH_CODE_LENGTH, AUTH_CODE_PATTERN, LOGIN_MESSAGES } from './login-schema';

export interface TwoFactorFormProps {
  userId: number;
  /** The code itself, sent only by non-production servers; shown only when present. */
  authCode?: string;
  onSession(session: SessionResponse): void;
  /** The challenge is void (expired, too many tries): start again at the first step with this message. */
  onRestart(text: string): void;
  onBack(): void;
  onBanner(text: string | null): void;
}

/** Keeps the digits only, so a pasted "123 456" or "123-456" works. */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '').slice(0, AUTH_CODE_LENGTH);
}

export function TwoFactorForm({ userId, authCode, onSession, onRestart, onBack, onBanner }: TwoFactorFormProps) {
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [deviceAccess, setDeviceAccess] = useState(false);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const complete = AUTH_CODE_PATTERN.test(code);
  const error = serverError ?? (touched && code === '' ? LOGIN_MESSAGES.authCodeRequired : null);
  const errorId = `${id}-code-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button is disabled while incomplete or busy, which also blocks Enter (implicit submission).
    if (!complete) return;
    setSubmitting(true);
    onBanner(null);
    try {
      const result = await api.verifyAuthentication({ auth_code: code, device_access: deviceAccess, user_id: userId });
      if (result.ok) {
        onSession(result.data);
        return;
      }
      const message = serverMessageOf(result.error, 'verify');
      const { text, target } = resolveApiFailure(result.error, 'verify');
      if (message === 'Auth code expired' || message === 'Too many attempts') onRestart(text);
      else if (target === 'auth_code') {
        setServerError(text);
        codeRef.current?.focus();
      } else onBanner(text);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <h1 className="auth__title">Please check your phone</h1>
      <p className="auth__text">We have sent a text message with a 6-digit code to your phone number ending in 99.</p>
      {authCode && <p className="auth__code">Auth Code : {authCode}</p>}

      <div className="field">
        <label className="field__label" htmlFor={`${id}-code`}>
          Enter 6-digit code
        </label>
        <input
          ref={codeRef}
          id={`${id}-code`}
          name="auth_code"
          className="field__input field__input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(digitsOf(event.target.value));
            setServerError(null);
          }}
          onBlur={() => setTouched(true)}
        />
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>

      <label className="checkbox">
        <input type="checkbox" checked={deviceAccess} onChange={(event) => setDeviceAccess(event.target.checked)} />
        <span>Please don&apos;t ask me again on this device</span>
      </label>

      <button type="submit" className="button" disabled={!complete || submitting}>
        {submitting && <span className="button__spinner" aria-hidden="true" />}
        Login
      </button>
      <button type="button" className="button button--secondary" onClick={onBack}>
        Back to login
      </button>
    </form>
  );
}
