import { useState, type ClipboardEventHandler, type KeyboardEventHandler, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface PasswordFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** A rule the value breaks; tied to the input with aria-describedby. */
  error?: string | null;
  /** The rules the value must follow, shown under the label before any typing; tied to the input. */
  rules?: string;
  /** Neutral help under the field (the match hint); tied to the input too. */
  hint?: string | null;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  onPaste?: ClipboardEventHandler<HTMLInputElement>;
  /** Rendered between the input and its messages: the strength meter. */
  children?: ReactNode;
  /** Extra ids for aria-describedby, e.g. the strength meter's. */
  describedBy?: string;
}

/**
 * A new-password input with its own Show/Hide toggle (spec §2, §4: visibility is per field). The
 * toggle's name says what a press does ("Show New Password" / "Hide New Password"), so it carries
 * no aria-pressed: a changing name and a pressed state together would announce the state twice.
 * Its messages sit in a polite live region because the confirm field's arrive after a pause.
 */
export function PasswordField({
  id,
  label,
  registration,
  error,
  rules,
  hint,
  onKeyDown,
  onPaste,
  children,
  describedBy,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const rulesId = `${id}-rules`;
  const shownHint = error ? null : hint;
  const descriptions = [error && errorId, rules && rulesId, shownHint && hintId, describedBy].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {rules ? (
        <p id={rulesId} className="field__rules">
          {rules}
        </p>
      ) : null}
      <div className="password-input">
        <input
          {...registration}
          id={id}
          className="field__input"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={descriptions || undefined}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
          aria-controls={id}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {children}
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : null}
        {shownHint ? (
          <p id={hintId} className="field__hint">
            {shownHint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
