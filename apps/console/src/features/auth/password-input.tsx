import { useState } from 'react';
import type { ComponentPropsWithRef } from 'react';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** A password field with its Show/Hide toggle; the toggle never submits the form. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={shown ? 'text' : 'password'} className={className} />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={props.id}
        aria-label={shown ? 'Hide password' : 'Show password'}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
