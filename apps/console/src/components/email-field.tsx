import type { ComponentPropsWithRef } from 'react';
import { EMAIL_MAX_LENGTH } from '@/lib/email';
import { refuseOverlongPaste } from '@/lib/field-limits';
import { TextField } from './text-field';

interface EmailFieldProps {
  /** The input's id; the error's id is derived from it. */
  id: string;
  error?: string;
  autoFocus?: boolean;
  /** The input's name, handlers and ref: a plain form's `field()` or react-hook-form's `register()`. */
  registration: Pick<ComponentPropsWithRef<'input'>, 'name' | 'onChange' | 'onBlur' | 'ref' | 'defaultValue'>;
  /** A paste would make the address longer than the API accepts; it was refused. */
  onTooLong(): void;
}

/**
 * The e-mail field of the sign-in screens: labelled, tied to its error, marked as the username so
 * that password managers fill it, and no longer than the API accepts (lib/field-limits.ts).
 */
export function EmailField({ id, error, autoFocus, registration, onTooLong }: EmailFieldProps) {
  return (
    <TextField
      id={id}
      label="Email"
      error={error}
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only where a caller asks for it: the sign-in page.
      autoFocus={autoFocus}
      maxLength={EMAIL_MAX_LENGTH}
      onPaste={refuseOverlongPaste(EMAIL_MAX_LENGTH, onTooLong)}
      {...registration}
    />
  );
}
