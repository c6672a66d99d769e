import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useForm, useFormState, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { afterNextPaint } from '@/lib/after-paint';
import { refuseOverlongPaste } from '@/lib/field-limits';
import { SUCCESS_REDIRECT_DELAY_MS } from '@/lib/delays';
import { CONFIRM_HINT_DELAY_MS, MIN_PASSWORD_LENGTH } from '@/lib/password-rules';
import { routes } from '@/lib/routes';
import { useRedirectAfter } from '@/lib/use-redirect-after';
import { useEarlySubmit } from '@/lib/use-early-submit';
import { useRulesAhead } from '@/lib/use-rules-ahead';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useApi } from '@/session';
import { useFieldError } from '@/lib/use-field-error';
import { PasswordField } from './password-field';
import { passwordFormRules } from './password-form-rules';
import { PASSWORD_FIELD_MAX_LENGTH, PASSWORD_FORM_MESSAGES, type PasswordFormValues } from './password-fields';
import { passwordStrength } from './password-strength';
import { StrengthMeter } from './strength-meter';
import { submitPassword, type PasswordMode } from './submit-password';
import { useDebouncedValue } from './use-debounced-value';
import { useTypedBeforeTakeover } from './use-typed-before-takeover';

export const PASSWORDS_MATCH_HINT = 'Passwords match';

const toSignIn = () => routes.login.path;

/** The rules, stated under the new password's label before anything is typed. */
export const PASSWORD_RULES = `At least ${MIN_PASSWORD_LENGTH} characters, no spaces.`;

/** Where a dead link (unknown, expired, used, incomplete) sends the user for a new one. */
export const NEW_LINK_PATH = routes.forgotPassword.path;
export const NEW_LINK_TEXT = 'Ask for a new link';

export const SUCCESS_TEXT: Record<PasswordMode, string> = {
  change: 'Your password has been changed.',
  create: 'Your password has been set.',
};

const SUBMIT_LABEL: Record<PasswordMode, string> = { change: 'Change Password', create: 'Continue' };

/** The fields in the order a submit with a problem looks for the first one in error. */
const FOCUS_ORDER = ['new_password', 'confirm_password', 'termAndCondition'] as const;

interface PasswordFormProps {
  mode: PasswordMode;
  /** The reset or invitation code from the route; sent as `fpcode`. */
  code: string;
  /** Sent with a change-mode reset when the link named the account. */
  userEmail?: string;
}

/**
 * The one form of both password screens (docs/requirements.md, Password screens): change mode (an administrator's reset link)
 * and create mode (a client's invitation, with the terms box). A failure keeps what was typed.
 *
 * Each piece that changes as a person types (a field's message, the strength meter, the button)
 * subscribes to its own part of react-hook-form's state, and the form itself to none: a keystroke
 * renders the pieces it changes, not the whole form
 * (docs/decisions/111-a-keystroke-renders-what-it-changes.md).
 */
export function PasswordForm({ mode, code, userEmail }: PasswordFormProps) {
  const id = useId();
  const api = useApi();
  const rules = passwordFormRules[mode];
  useRulesAhead(rules);
  const form = useForm<PasswordFormValues>({
    resolver: rules.resolver,
    // Validation runs from the first keystroke, so the new password's rules show as soon as it is
    // edited or left.
    mode: 'all',
    // The messages are rendered before the focus moves (useFormSubmit).
    shouldFocusError: false,
    // A field typed into before the app took the page over keeps its text (react-hook-form reads an
    // edited field rather than write its default into it).
    defaultValues: { new_password: '', confirm_password: '', fpcode: code, termAndCondition: true },
  });
  const { register, control } = form;
  const [failure, setFailure] = useState<string | null>(null);
  // Once the code is refused for good, a new try cannot succeed: the button stays disabled.
  const [linkDead, setLinkDead] = useState(false);
  // When the password was set: the redirect's delay runs from the answer, not from the render after it.
  const [succeededAt, setSucceededAt] = useState<number | null>(null);
  const succeeded = succeededAt !== null;

  // The button is disabled in the page built ahead of time, so nothing is submitted before the
  // app takes over; from then on the form's submits are the app's.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlySubmit(formRef);

  useRedirectAfter(succeededAt, SUCCESS_REDIRECT_DELAY_MS, toSignIn);

  // A second Enter while the call runs must not send the code twice.
  const { onSubmit, submitting: pending } = useFormSubmit(form, FOCUS_ORDER, async (values) => {
    setFailure(null);
    const outcome = await submitPassword(api, mode, values, userEmail);
    if (outcome.ok) setSucceededAt(Date.now());
    else {
      setFailure(outcome.text);
      setLinkDead(outcome.linkDead);
    }
  });

  return (
    <form ref={formRef} className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={pending || succeeded}>
      <input type="hidden" {...register('fpcode')} />
      <NewPasswordField id={`${id}-new`} form={form} />
      <ConfirmPasswordField id={`${id}-confirm`} form={form} />
      {mode === 'create' ? <TermsField id={`${id}-terms`} form={form} /> : null}
      <SubmitButton control={control} pending={pending} disabled={succeeded || linkDead}>
        {SUBMIT_LABEL[mode]}
      </SubmitButton>
      {/* What the answer brings comes late, so it takes places kept for it and moves nothing
          (docs/decisions/145-a-late-message-takes-a-reserved-place.md): the way to a new link the
          line of "Back to login", its message and the success line the answer's place below. */}
      <div className="form__row">
        <Link className="link" to={routes.login.path}>
          Back to login
        </Link>
        {linkDead ? (
          <Link className="link" to={NEW_LINK_PATH}>
            {NEW_LINK_TEXT}
          </Link>
        ) : null}
      </div>
      <div className="auth__answer">
        <div role="alert">{failure ? <p className="banner">{failure}</p> : null}</div>
        <p role="status" aria-live="polite" aria-atomic="true" className="password-page__success">
          {succeeded ? SUCCESS_TEXT[mode] : null}
        </p>
      </div>
    </form>
  );
}

interface PieceProps {
  id: string;
  form: UseFormReturn<PasswordFormValues>;
}

/** The new password, its rules and its strength meter. */
function NewPasswordField({ id, form }: PieceProps) {
  const { control, register, getValues, trigger } = form;
  // A paste refused whole: with spaces in it, or past the API's limit. Cleared by the next edit.
  const [pasteRefused, setPasteRefused] = useState<string | null>(null);
  const message = useFieldError(form, 'new_password');
  return (
    <PasswordField
      id={id}
      label="New Password"
      registration={register('new_password', {
        onChange: () => {
          setPasteRefused(null);
          // Whether the confirmation matches follows the new password; an empty one can only be
          // missing, whatever the new password is, so it is not checked again (nor rendered).
          if (getValues('confirm_password') !== '') void trigger('confirm_password');
        },
      })}
      error={pasteRefused ?? message}
      rules={PASSWORD_RULES}
      describedBy={`${id}-strength`}
      maxLength={PASSWORD_FIELD_MAX_LENGTH.new_password}
      onKeyDown={blockSpaceKey}
      onPaste={(event) => {
        setPasteRefused(null);
        if (rejectSpacedPaste(event)) setPasteRefused(PASSWORD_FORM_MESSAGES.noSpaces);
        else
          refuseOverlongPaste(PASSWORD_FIELD_MAX_LENGTH.new_password, () =>
            setPasteRefused(PASSWORD_FORM_MESSAGES.newPasswordTooLong),
          )(event);
      }}
    >
      <NewPasswordStrength id={`${id}-strength`} control={control} />
    </PasswordField>
  );
}

/** The meter alone follows every keystroke of the new password. */
function NewPasswordStrength({ id, control }: { id: string; control: Control<PasswordFormValues> }) {
  const password = useWatch({ control, name: 'new_password' });
  return <StrengthMeter id={id} strength={passwordStrength(password)} />;
}

/**
 * The confirmation. docs/requirements.md (Validation) debounces its hint by 1000 ms: its message
 * waits until typing there pauses, so that "Password Not matching" does not flash at every
 * keystroke; leaving the field settles it, once the leaving is painted: a tap on the submit button
 * is painted before the hint renders
 * (docs/decisions/188-the-confirmation-settles-after-its-leaving-is-painted.md). Once settled it
 * says what is wrong (required, not matching) or that both passwords match. Nothing shows before
 * the field itself was edited or left, even though editing the new password re-checks it.
 */
function ConfirmPasswordField({ id, form }: PieceProps) {
  const { control, register } = form;
  const [pasteRefused, setPasteRefused] = useState<string | null>(null);
  // Counted rather than compared by value, so that typing and deleting back to the same text
  // within the pause still waits for it.
  const [edits, setEdits] = useState(0);
  // The edits the field was last left at: left since its last edit, the pause is over.
  const [leftAt, setLeftAt] = useState(-1);
  const settledEdits = useDebouncedValue(edits, CONFIRM_HINT_DELAY_MS);
  const confirmPassword = useWatch({ control, name: 'confirm_password' });
  const message = useFieldError(form, 'confirm_password');
  useTypedBeforeTakeover(form, (name) => name === 'confirm_password' && setEdits((count) => count + 1));

  const shown = leftAt === edits || (edits > 0 && settledEdits === edits);
  return (
    <PasswordField
      id={id}
      label="Confirm Password"
      registration={register('confirm_password', {
        onChange: () => {
          setPasteRefused(null);
          setEdits((count) => count + 1);
        },
        onBlur: () => void afterNextPaint().then(() => setLeftAt(edits)),
      })}
      error={pasteRefused ?? (shown ? message : undefined)}
      hint={shown && confirmPassword !== '' ? PASSWORDS_MATCH_HINT : undefined}
      maxLength={PASSWORD_FIELD_MAX_LENGTH.confirm_password}
      onPaste={refuseOverlongPaste(PASSWORD_FIELD_MAX_LENGTH.confirm_password, () =>
        setPasteRefused(PASSWORD_FORM_MESSAGES.confirmPasswordTooLong),
      )}
    />
  );
}

/** Create mode's terms box, ticked in the page built ahead of time too (the form's default). */
function TermsField({ id, form }: PieceProps) {
  const { register } = form;
  const error = useFieldError(form, 'termAndCondition');
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          required
          defaultChecked
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('termAndCondition')}
        />
        <span>I agree to the term and conditions</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SubmitButtonProps {
  control: Control<PasswordFormValues>;
  pending: boolean;
  /** Besides an untouched or invalid form: after success, or once the link is dead. */
  disabled: boolean;
  children: string;
}

/** Enabled once the form is edited and valid; the only piece that follows those two states. */
function SubmitButton({ control, pending, disabled, children }: SubmitButtonProps) {
  const { isDirty, isValid } = useFormState({ control });
  return (
    <button type="submit" className="button" disabled={!isDirty || !isValid || pending || disabled}>
      {pending ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** docs/requirements.md (Validation): the space key does nothing in the new password. */
function blockSpaceKey(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === ' ') event.preventDefault();
}

/** A paste that would bring whitespace in is refused whole; answers whether it was. */
function rejectSpacedPaste(event: ClipboardEvent<HTMLInputElement>): boolean {
  if (!/\s/.test(event.clipboardData.getData('text'))) return false;
  event.preventDefault();
  return true;
}
