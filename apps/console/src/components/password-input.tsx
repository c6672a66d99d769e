import { useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { clearRememberedPassword } from './remembered-password';

export interface PasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** What the toggle reveals, in its accessible name: "Show password", "Hide New Password". */
  revealName: string;
}

/**
 * The one password input of the console, with its own Show/Hide toggle: visibility is per field
 * (docs/requirements.md, Password screens). The toggle never submits the form, and its name says
 * what a press does, so it carries no aria-pressed: a changing name and a pressed state together
 * would announce the state twice. A password Remember me filled in is never shown: Show empties the
 * field first, and the person types theirs in the open
 * (docs/decisions/131-a-remembered-password-is-never-shown.md).
 */
export function PasswordInput({ revealName, ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input autoCapitalize="none" spellCheck={false} {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={props.id}
        aria-label={`${shown ? 'Hide' : 'Show'} ${revealName}`}
        onClick={(event) => {
          const input = event.currentTarget.parentElement?.querySelector('input');
          if (input && clearRememberedPassword(input)) input.focus();
          setShown((value) => !value);
        }}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
