import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginChallenge, LoginSession } from '@crm/api-client';
import { EmailField } from '@/components/email-field';
import { FieldError } from '@/lib/use-field-error';
import { useApi } from '@/session';
import { TextField } from '@/components/text-field';
import { EMAIL_MESSAGES } from '@/lib/email';
import { refuseOverlongPaste } from '@/lib/field-limits';
import { useEarlySubmit } from '@/lib/use-early-submit';
import { useRulesAhead } from '@/lib/use-rules-ahead';
import { useFormSubmit } from '@/lib/use-form-submit';
import type { CaptchaHandle } from './captcha/captcha';
import { CaptchaField } from './captcha/captcha-field';
import { ForgotPasswordLink } from './forgot-password-link';
import { logIn } from './login-call';
import { loginRules } from './login-rules';
import { LOGIN_MESSAGES, PASSWORD_MAX_LENGTH, shownLoginMessage } from './login-fields';
import type { LoginInput } from './login-fields';
import { useRememberedPrefill } from './use-remembered-prefill';

export interface LoginFormProps {
  /** What the form starts with when coming back from the second step (the password then takes the focus). */
  initialValues?: Pick<LoginInput, 'email' | 'password' | 'remember'>;
  /** While true (a successful login waits for its redirect) nothing can be submitted. */
  locked?: boolean;
  onSession(session: LoginSession): void;
  onChallenge(challenge: LoginChallenge, values: LoginInput): void;
  /** A message for the banner under the form; null clears it. */
  onBanner(text: string | null): void;
}

export function LoginForm({ initialValues, locked = false, onSession, onChallenge, onBanner }: LoginFormProps) {
  const id = useId();
  const api = useApi();
  const captchaRef = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LoginInput>({
    resolver: loginRules.resolver,
    // A field is checked when it is left, then at every change; after a submit, at every change.
    mode: 'onTouched',
    // The messages are rendered before the focus moves (useFormSubmit).
    shouldFocusError: false,
    // The e-mail and the password have no default: react-hook-form then reads what the page built
    // ahead holds, typed before the app took it over, instead of writing a default into it.
    defaultValues: { ...initialValues, captchaToken: '', remember: initialValues?.remember ?? false },
  });
  const { register, setError, setValue, getValues } = form;
  const { isSubmitted } = form.formState;
  const [captchaRefusals, setCaptchaRefusals] = useState(0);
  useRememberedPrefill(formRef, !initialValues);
  useEarlySubmit(formRef);
  useRulesAhead(loginRules);
  // The button is disabled while the call runs, so Enter cannot submit again: one login per submit.
  const { onSubmit, submitting } = useFormSubmit(form, ['email', 'password', 'captchaToken'], async (values) => {
    onBanner(null);
    const outcome = await logIn(api, values);
    if (outcome.kind === 'session') onSession(outcome.session);
    if (outcome.kind === 'challenge') onChallenge(outcome.challenge, values);
    if (outcome.kind !== 'refused') return;
    // Captcha tokens are single use: every failed login needs a fresh one.
    captchaRef.current?.reset();
    setValue('captchaToken', '');
    const { text, target } = outcome;
    if (target === 'email' || target === 'password') setError(target, { message: text }, { shouldFocus: true });
    else if (target !== 'captcha') onBanner(text);
    else {
      setError('captchaToken', { message: text });
      setCaptchaRefusals((count) => count + 1);
    }
  });

  /**
   * The remembered prefill (use-remembered-prefill.ts) writes into the inputs without an input
   * event, so react-hook-form has not heard of it: what the inputs hold is what is checked and sent.
   */
  function submit(event: FormEvent<HTMLFormElement>) {
    const { elements } = event.currentTarget;
    for (const name of ['email', 'password', 'remember'] as const) {
      const input = elements.namedItem(name);
      if (!(input instanceof HTMLInputElement)) continue;
      const value = input.type === 'checkbox' ? input.checked : input.value;
      if (value !== getValues(name)) setValue(name, value);
    }
    return onSubmit(event);
  }

  const busy = submitting || locked;

  return (
    <form ref={formRef} className="form" method="post" noValidate onSubmit={submit} aria-busy={busy}>
      {/* The e-mail is focused on arrival, the password back from the second step (docs/requirements.md,
          Sign-in: credentials): written into the page built ahead, before any script; hydration never refocuses. */}
      <FieldError form={form} name="email">
        {(message) => (
          <EmailField
            id={`${id}-email`}
            error={shownLoginMessage(message, isSubmitted)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus on arrival, see above.
            autoFocus={!initialValues}
            registration={register('email')}
            onTooLong={() => setError('email', { message: EMAIL_MESSAGES.tooLong })}
          />
        )}
      </FieldError>

      <FieldError form={form} name="password">
        {(message) => (
          <TextField
            id={`${id}-password`}
            label="Password"
            revealName="password"
            error={shownLoginMessage(message, isSubmitted)}
            autoComplete="current-password"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus on arrival, see the e-mail above.
            autoFocus={Boolean(initialValues)}
            maxLength={PASSWORD_MAX_LENGTH}
            onPaste={refuseOverlongPaste(PASSWORD_MAX_LENGTH, () =>
              setError('password', { message: LOGIN_MESSAGES.passwordTooLong }),
            )}
            {...register('password')}
          />
        )}
      </FieldError>

      <div className="form__row">
        <label className="checkbox">
          <input type="checkbox" {...register('remember')} />
          <span>Remember me</span>
        </label>
        <ForgotPasswordLink formRef={formRef} />
      </div>

      <FieldError form={form} name="captchaToken">
        {(message) => (
          <CaptchaField
            id={id}
            captchaRef={captchaRef}
            error={shownLoginMessage(message, isSubmitted)}
            refusals={captchaRefusals}
            // Checked as its input would be: from the first submit on (the captcha is never left).
            onToken={(token) => setValue('captchaToken', token ?? '', { shouldValidate: isSubmitted })}
          />
        )}
      </FieldError>

      <button type="submit" className="button" disabled={busy}>
        {busy && <span className="button__spinner" aria-hidden="true" />}
        Login
      </button>
    </form>
  );
}
