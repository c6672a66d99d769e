import type { ComponentPropsWithRef } from 'react';

interface EmailFieldProps {
  /** The input's id; the error's id is derived from it. */
  id: string;
  error?: string;
  /** The input's name, handlers and ref: a plain form's `field()` or react-hook-form's `register()`. */
  registration: Pick<ComponentPropsWithRef<'input'>, 'name' | 'onChange' | 'onBlur' | 'ref' | 'defaultValue'>;
}

/**
 * The e-mail field of the sign-in screens: labelled, tied to its error, and marked as the
 * username so that password managers fill it.
 */
export function EmailField({ id, error, registration }: EmailFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Email
      </label>
      <input
        id={id}
        className="field__input"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
