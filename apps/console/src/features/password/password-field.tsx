import type { ClipboardEventHandler, KeyboardEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordInput } from '@/components/password-input';

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
  /** The longest value the API accepts. */
  maxLength: number;
}

/**
 * A new-password field: the shared password input (its toggle reads "Show New Password"), the
 * rules stated before typing, and messages in a polite live region because the confirm field's
 * arrive after a pause.
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
  maxLength,
}: PasswordFieldProps) {
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
      <PasswordInput
        {...registration}
        id={id}
        revealName={label}
        className="field__input"
        autoComplete="new-password"
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions || undefined}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
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
