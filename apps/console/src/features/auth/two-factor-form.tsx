import { useEffect, useId } from 'react';
import type { ClipboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SessionResponse } from '@crm/api-client';
import { TextField } from '@/components/text-field';
import { FieldError } from '@/lib/use-field-error';
import { useApi } from '@/session';
import { resolveApiFailure, serverMessageOf } from '@/lib/error-messages';
import { tooLongText } from '@/lib/field-limits';
import { useRulesAhead } from '@/lib/use-rules-ahead';
import { useFormSubmit } from '@/lib/use-form-submit';
import { AUTH_CODE_LENGTH, AUTH_CODE_PATTERN } from './login-fields';
import type { TwoFactorInput } from './login-fields';
import { twoFactorRules } from './login-rules';

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

/** The field message for a paste with more digits than a code has. */
export const AUTH_CODE_TOO_LONG_TEXT = tooLongText('The code', AUTH_CODE_LENGTH, 'digits');

/** Keeps the digits only, so a pasted "123 456" or "123-456" works. */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export function TwoFactorForm({ userId, authCode, onSession, onRestart, onBack, onBanner }: TwoFactorFormProps) {
  const id = useId();
  const api = useApi();
  const form = useForm<TwoFactorInput>({
    resolver: twoFactorRules.resolver,
    // The code is checked when it is left, then at every change; after a submit, at every change.
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { auth_code: '', device_access: false },
  });
  const { register, setError, setFocus, control } = form;
  const codeField = register('auth_code');
  const complete = AUTH_CODE_PATTERN.test(useWatch({ control, name: 'auth_code' }));

  useEffect(() => setFocus('auth_code'), [setFocus]);
  useRulesAhead(twoFactorRules);

  /** The input holds digits only: react-hook-form hears of it as of any edit. */
  function codeChanged(input: HTMLInputElement) {
    input.value = digitsOf(input.value).slice(0, AUTH_CODE_LENGTH);
    void codeField.onChange({ target: input, type: 'change' });
  }

  // The input's maxLength would cut a pasted "123 456" to "123 45" before its digits are kept, so
  // a paste is taken here: its digits replace the selection, and more digits than a code has are
  // refused whole with a message, rather than cut.
  function pasteCode(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const next = digitsOf(input.value.slice(0, start) + event.clipboardData.getData('text') + input.value.slice(end));
    if (next.length > AUTH_CODE_LENGTH) {
      setError('auth_code', { message: AUTH_CODE_TOO_LONG_TEXT });
      return;
    }
    input.value = next;
    codeChanged(input);
  }

  // The button is disabled while incomplete or busy, which also blocks Enter (implicit submission).
  const { onSubmit, submitting } = useFormSubmit(form, ['auth_code'], async ({ auth_code, device_access }) => {
    if (!AUTH_CODE_PATTERN.test(auth_code)) return;
    onBanner(null);
    const result = await api.verifyAuthentication({ auth_code, device_access, user_id: userId });
    if (result.ok) {
      onSession(result.data);
      return;
    }
    const message = serverMessageOf(result.error, 'verify');
    const { text, target } = resolveApiFailure(result.error, 'verify');
    if (message === 'Auth code expired' || message === 'Too many attempts') onRestart(text);
    else if (target === 'auth_code') setError('auth_code', { message: text }, { shouldFocus: true });
    else onBanner(text);
  });

  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <h1 className="auth__title">Please check your phone</h1>
      <p className="auth__text">We have sent a text message with a 6-digit code to your phone number ending in 99.</p>
      {authCode && <p className="auth__code">Auth Code : {authCode}</p>}

      <FieldError form={form} name="auth_code">
        {(message) => (
          <TextField
            id={`${id}-code`}
            label="Enter 6-digit code"
            error={message}
            className="field__input--code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={AUTH_CODE_LENGTH}
            {...codeField}
            onPaste={pasteCode}
            onChange={(event) => codeChanged(event.currentTarget)}
          />
        )}
      </FieldError>

      <label className="checkbox">
        <input type="checkbox" {...register('device_access')} />
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
