import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordField } from './password-field';
import { PASSWORD_FORM_MESSAGES, passwordFormSchema, type PasswordFormValues } from './password-form-schema';
import { passwordStrength } from './password-strength';
import { StrengthMeter } from './strength-meter';
import { submitPassword, type PasswordMode } from './submit-password';
import { useDebouncedValue } from './use-debounced-value';

/** Spec §9: the confirm field's hint waits until typing pauses this long. */
export const CONFIRM_HINT_DELAY_MS = 1000;
/** Spec §9: after a successful change the user goes to `/` after this long. */
export const SUCCESS_REDIRECT_DELAY_MS = 500;

export const PASSWORDS_MATCH_HINT = 'Passwords match';

const SUCCESS_TEXT: Record<PasswordMode, string> = {
  change: 'Your password has been changed.',
  create: 'Your password has been set.',
};

const SUBMIT_LABEL: Record<PasswordMode, string> = { change: 'Change Password', create: 'Continue' };

interface PasswordFormProps {
  mode: PasswordMode;
  /** The reset or invitation code from the route; sent as `fpcode`. */
  code: string;
  /** Sent with a change-mode reset when the link named the account. */
  userEmail?: string;
}

/**
 * The one form of both password screens (spec §2): change mode (an administrator's reset link)
 * and create mode (a client's invitation, with the terms box).
 */
export function PasswordForm({ mode, code, userEmail }: PasswordFormProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => passwordFormSchema({ requireTerms: mode === 'create' }), [mode]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty, isValid, isSubmitting, touchedFields, dirtyFields },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { new_password: '', confirm_password: '', fpcode: code, termAndCondition: true },
  });
  const [pasteRejected, setPasteRejected] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const inFlight = useRef(false);

  const newPassword = useWatch({ control, name: 'new_password' });
  const confirmPassword = useWatch({ control, name: 'confirm_password' });
  const settledConfirm = useDebouncedValue(confirmPassword, CONFIRM_HINT_DELAY_MS);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    const outcome = await submitPassword(mode, values, userEmail);
    inFlight.current = false;
    if (outcome.ok) setSucceeded(true);
    else setFailure(outcome.text);
  });

  const newPasswordShown = touchedFields.new_password || dirtyFields.new_password;
  const newPasswordError = pasteRejected
    ? PASSWORD_FORM_MESSAGES.noSpaces
    : newPasswordShown
      ? (errors.new_password?.message ?? null)
      : null;

  // The confirm field's message waits until typing there pauses for 1000 ms (spec §5), so that
  // "Password Not matching" does not flash at every keystroke. Once settled it says either what is
  // wrong (required, not matching) or that the two passwords match; the strength meter belongs to
  // the new password only, since the confirmation must simply equal it.
  const confirmShown = touchedFields.confirm_password || dirtyFields.confirm_password;
  const confirmSettled = settledConfirm === confirmPassword;
  const confirmError = confirmShown && confirmSettled ? (errors.confirm_password?.message ?? null) : null;
  const confirmHint = confirmShown && confirmSettled && confirmPassword !== '' && !confirmError ? PASSWORDS_MATCH_HINT : null;

  const busy = isSubmitting || succeeded;
  const canSubmit = isDirty && isValid && !busy;

  return (
    <form className="password-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <input type="hidden" {...register('fpcode')} />
      <PasswordField
        id="new-password"
        label="New Password"
        autoComplete="new-password"
        registration={register('new_password', {
          deps: ['confirm_password'],
          onChange: () => setPasteRejected(false),
        })}
        error={newPasswordError}
        describedBy="new-password-strength"
        onKeyDown={blockSpaceKey}
        onPaste={(event) => setPasteRejected(rejectSpacedPaste(event))}
      >
        <StrengthMeter id="new-password-strength" strength={passwordStrength(newPassword)} />
      </PasswordField>
      <PasswordField
        id="confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        registration={register('confirm_password')}
        error={confirmError}
        hint={confirmHint}
      />
      {mode === 'create' ? <TermsCheckbox register={register} error={errors.termAndCondition?.message} /> : null}
      <div className="password-form__status" role="status">
        {succeeded ? SUCCESS_TEXT[mode] : null}
      </div>
      <div className="password-form__alert" role="alert">
        {failure}
      </div>
      <button type="submit" className="password-form__submit" disabled={!canSubmit}>
        {isSubmitting ? 'Please wait…' : SUBMIT_LABEL[mode]}
      </button>
    </form>
  );
}

interface TermsCheckboxProps {
  register: UseFormRegister<PasswordFormValues>;
  error: string | undefined;
}

function TermsCheckbox({ register, error }: TermsCheckboxProps) {
  return (
    <div className="password-form__terms">
      <input
        id="terms"
        type="checkbox"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'terms-error' : undefined}
        {...register('termAndCondition')}
      />
      <label htmlFor="terms">I agree to the term and conditions</label>
      {error ? (
        <p id="terms-error" className="password-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Spec §5: the space key does nothing in the new password. */
function blockSpaceKey(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === ' ') event.preventDefault();
}

/** A paste that would bring whitespace in is refused whole; returns whether it was. */
function rejectSpacedPaste(event: ClipboardEvent<HTMLInputElement>): boolean {
  if (!/\s/.test(event.clipboardData.getData('text'))) return false;
  event.preventDefault();
  return true;
}
