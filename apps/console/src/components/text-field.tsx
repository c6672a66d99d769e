import type { ComponentPropsWithRef } from 'react';
import { PasswordInput } from './password-input';

export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  /** The input's id; the error's id is derived from it. */
  id: string;
  label: string;
  error?: string;
  /** Makes it a password input with a Show/Hide toggle naming this ("password" → "Show password"). */
  revealName?: string;
}

/**
 * A labelled input of the sign-in screens, tied to its error: the e-mail, the password and the
 * second step's code. The error's id is `${id}-error`.
 */
export function TextField({ id, label, error, revealName, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const props = {
    ...input,
    id,
    className: className ? `field__input ${className}` : 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {revealName ? <PasswordInput {...props} revealName={revealName} /> : <input type="text" {...props} />}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
