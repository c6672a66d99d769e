import { useState, type ClipboardEventHandler, type KeyboardEventHandler, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface PasswordFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'new-password' | 'current-password';
  /** A rule the value breaks; shown in the field's alert colour and tied to the input. */
  error?: string | null;
  /** Neutral help under the field (e.g. the match hint), tied to the input. */
  hint?: string | null;
  disabled?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  onPaste?: ClipboardEventHandler<HTMLInputElement>;
  /** Rendered between the input and the messages, e.g. the strength meter. */
  children?: ReactNode;
  /** Extra ids for aria-describedby, e.g. the strength meter's. */
  describedBy?: string;
}

/**
 * A password input with its own Show/Hide toggle (spec §2, §4: visibility is per field). The
 * toggle's name says what a press does ("Show New Password" / "Hide New Password"), so it carries
 * no aria-pressed: a changing name and a pressed state together would announce the state twice.
 */
export function PasswordField({
  id,
  label,
  registration,
  autoComplete,
  error,
  hint,
  disabled,
  onKeyDown,
  onPaste,
  children,
  describedBy,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const descriptions = [error ? errorId : null, hint && !error ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className="password-field">
      <label className="password-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="password-field__control">
        <input
          {...registration}
          id={id}
          className="password-field__input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={descriptions || undefined}
          disabled={disabled}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
      {children}
      <div className="password-field__messages" aria-live="polite">
        {error ? (
          <p id={errorId} className="password-field__error">
            {error}
          </p>
        ) : null}
        {hint && !error ? (
          <p id={hintId} className="password-field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
