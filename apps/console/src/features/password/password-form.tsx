import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { refuseOverlongPaste } from '@/lib/field-limits';
import { CONFIRM_HINT_DELAY_MS } from '@/lib/password-rules';
import { routes } from '@/lib/routes';
import { useSubmitGuard } from '@/lib/submit-guard';
import { useRedirectAfter } from '@/lib/use-redirect-after';
import { useEarlySubmit } from '@/lib/use-early-submit';
import { useApi } from '@/session';
import { PasswordField } from './password-field';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_FIELD_MAX_LENGTH,
  PASSWORD_FORM_MESSAGES,
  passwordFormSchema,
  type PasswordFormValues,
} from './password-form-schema';
import { passwordStrength } from './password-strength';
import { StrengthMeter } from './strength-meter';
import { submitPassword, type PasswordMode } from './submit-password';
import { useDebouncedValue } from './use-debounced-value';
import { useTypedBeforeTakeover } from './use-typed-before-takeover';

/** docs/requirements.md (Delays and constants): after a successful change the user goes to `/` after this long. */
export const SUCCESS_REDIRECT_DELAY_MS = 500;

export const PASSWORDS_MATCH_HINT = 'Passwords match';

const toSignIn = () => routes.login.path;

/** One element for every render: React skips it when the form re-renders at each keystroke. */
const BACK_TO_LOGIN = (
  <Link className="link" to={routes.login.path}>
    Back to login
  </Link>
);

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
 */
export function PasswordForm({ mode, code, userEmail }: PasswordFormProps) {
  const id = useId();
  const api = useApi();
  const schema = useMemo(() => passwordFormSchema({ requireTerms: mode === 'create' }), [mode]);
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(schema),
    mode: 'all',
    // A field typed into before the app took the page over keeps its text (react-hook-form reads an
    // edited field rather than write its default into it).
    defaultValues: { new_password: '', confirm_password: '', fpcode: code, termAndCondition: true },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty, isValid },
  } = form;
  // A paste refused whole: with spaces in it, or past the API's limit. Cleared by the next edit.
  const [pasteRefused, setPasteRefused] = useState<{ new_password?: string; confirm_password?: string }>({});
  // Counted rather than compared by value, so that typing and deleting back to the same text
  // within the pause still waits for it.
  const [confirmEdits, setConfirmEdits] = useState(0);
  const [confirmLeft, setConfirmLeft] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Once the code is refused for good, a new try cannot succeed: the button stays disabled.
  const [linkDead, setLinkDead] = useState(false);
  // When the password was set: the redirect's delay runs from the answer, not from the render after it.
  const [succeededAt, setSucceededAt] = useState<number | null>(null);
  const succeeded = succeededAt !== null;
  // A second Enter while the call runs must not send the code twice.
  const { pending, run } = useSubmitGuard();

  const newPassword = useWatch({ control, name: 'new_password' });
  const confirmPassword = useWatch({ control, name: 'confirm_password' });
  const settledConfirmEdits = useDebouncedValue(confirmEdits, CONFIRM_HINT_DELAY_MS);
  // The button is disabled in the page built ahead of time, so nothing is submitted before the
  // app takes over; from then on the form's submits are the app's.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlySubmit(formRef);
  useTypedBeforeTakeover(form, (name) => name === 'confirm_password' && setConfirmEdits((edits) => edits + 1));

  useRedirectAfter(succeededAt, SUCCESS_REDIRECT_DELAY_MS, toSignIn);

  const onSubmit = handleSubmit((values) =>
    run(async () => {
      setFailure(null);
      const outcome = await submitPassword(api, mode, values, userEmail);
      if (outcome.ok) setSucceededAt(Date.now());
      else {
        setFailure(outcome.text);
        setLinkDead(outcome.linkDead);
      }
    }),
  );

  // Validation runs from the first keystroke (mode 'all'), so the new password's rules show as
  // soon as it is edited or left.
  const newPasswordError = pasteRefused.new_password ?? errors.new_password?.message;

  // docs/requirements.md (Validation) debounces the confirm field's hint by 1000 ms: its message waits until typing there
  // pauses, so that "Password Not matching" does not flash at every keystroke. Once settled it
  // says what is wrong (required, not matching) or that both passwords match. The strength meter
  // is the new password's alone: the confirmation only has to equal it. Nothing shows before the
  // confirm field itself was edited or left, even though editing the new password re-checks it.
  const confirmShown = (confirmEdits > 0 || confirmLeft) && settledConfirmEdits === confirmEdits;
  const confirmError = pasteRefused.confirm_password ?? (confirmShown ? errors.confirm_password?.message : undefined);
  const confirmHint = confirmShown && confirmPassword !== '' ? PASSWORDS_MATCH_HINT : undefined;

  const busy = pending || succeeded;
  const termsError = errors.termAndCondition?.message;

  return (
    <form ref={formRef} className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <input type="hidden" {...register('fpcode')} />
      <PasswordField
        id={`${id}-new`}
        label="New Password"
        registration={register('new_password', {
          deps: ['confirm_password'],
          onChange: () => setPasteRefused({}),
        })}
        error={newPasswordError}
        rules={PASSWORD_RULES}
        describedBy={`${id}-strength`}
        maxLength={PASSWORD_FIELD_MAX_LENGTH.new_password}
        onKeyDown={blockSpaceKey}
        onPaste={(event) => {
          setPasteRefused({});
          if (rejectSpacedPaste(event)) setPasteRefused({ new_password: PASSWORD_FORM_MESSAGES.noSpaces });
          else
            refuseOverlongPaste(PASSWORD_FIELD_MAX_LENGTH.new_password, () =>
              setPasteRefused({ new_password: PASSWORD_FORM_MESSAGES.newPasswordTooLong }),
            )(event);
        }}
      >
        <StrengthMeter id={`${id}-strength`} strength={passwordStrength(newPassword)} />
      </PasswordField>
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm Password"
        registration={register('confirm_password', {
          onChange: () => {
            setPasteRefused({});
            setConfirmEdits((edits) => edits + 1);
          },
          onBlur: () => setConfirmLeft(true),
        })}
        error={confirmError}
        hint={confirmHint}
        maxLength={PASSWORD_FIELD_MAX_LENGTH.confirm_password}
        onPaste={refuseOverlongPaste(PASSWORD_FIELD_MAX_LENGTH.confirm_password, () =>
          setPasteRefused({ confirm_password: PASSWORD_FORM_MESSAGES.confirmPasswordTooLong }),
        )}
      />
      {mode === 'create' ? (
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              required
              // Ticked in the page built ahead of time too (the form's default).
              defaultChecked
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${id}-terms-error` : undefined}
              {...register('termAndCondition')}
            />
            <span>I agree to the term and conditions</span>
          </label>
          {termsError ? (
            <p id={`${id}-terms-error`} className="field__error">
              {termsError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div role="alert" className="password-page__live">
        {failure ? <p className="banner">{failure}</p> : null}
      </div>
      {linkDead ? (
        <Link className="button button--secondary" to={NEW_LINK_PATH}>
          {NEW_LINK_TEXT}
        </Link>
      ) : null}
      <button type="submit" className="button" disabled={!isDirty || !isValid || busy || linkDead}>
        {pending ? <span className="button__spinner" aria-hidden="true" /> : null}
        {SUBMIT_LABEL[mode]}
      </button>
      {/* The success line takes the place of "Back to login", a line of the same height, where the
          page goes next anyway: on a phone nothing moves under the person's eyes while the
          redirect waits (docs/decisions/109-the-success-line-takes-the-links-place.md). */}
      <p role="status" aria-live="polite" aria-atomic="true" className="password-page__live password-page__success">
        {succeeded ? SUCCESS_TEXT[mode] : null}
      </p>
      {succeeded ? null : BACK_TO_LOGIN}
    </form>
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
