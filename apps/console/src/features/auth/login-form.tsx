import { useId, useRef, useState } from 'react';
import type { LoginChallenge, LoginSession } from '@crm/api-client';
import { EmailField } from '@/components/email-field';
import { useApi } from '@/session';
import { TextField } from '@/components/text-field';
import { EMAIL_MESSAGES } from '@/lib/email';
import { refuseOverlongPaste } from '@/lib/field-limits';
import { isTicked, textOf, usePlainForm } from '@/lib/plain-form';
import { useEarlySubmit } from '@/lib/use-early-submit';
import type { CaptchaHandle } from './captcha/captcha';
import { CaptchaField } from './captcha/captcha-field';
import { ForgotPasswordLink } from './forgot-password-link';
import { logIn } from './login-call';
import { LOGIN_MESSAGES, PASSWORD_MAX_LENGTH, loginRules } from './login-schema';
import type { LoginInput } from './login-schema';
import { useRememberedPrefill } from './use-remembered-prefill';

export interface LoginFormProps {
  /** What the form starts with when coming back from the second step (the password then takes the focus). */
  initialValues?: Pick<LoginInput, 'email' | 'password' | 'remember'>;
  /** While true (a successful login waits for its redirect) nothing can be submitted. */
  locked?: boolean;
  onSession(session: LoginSession): void;
  onChallenge(challenge: LoginChallenge, values: LoginInput): void;
  /** A message for the banner above the form; null clears it. */
  onBanner(text: string | null): void;
}

export function LoginForm({ initialValues, locked = false, onSession, onChallenge, onBanner }: LoginFormProps) {
  const id = useId();
  const api = useApi();
  const captchaRef = useRef<CaptchaHandle>(null);
  const captchaToken = useRef('');
  const form = usePlainForm<LoginInput>({
    rules: loginRules,
    checkFrom: 'touched',
    read: (element) => ({
      email: textOf(element, 'email').trim(),
      password: textOf(element, 'password'),
      remember: isTicked(element, 'remember'),
      captchaToken: captchaToken.current,
    }),
  });
  const [captchaRefusals, setCaptchaRefusals] = useState(0);
  useRememberedPrefill(form.formRef, !initialValues);
  useEarlySubmit(form.formRef);
  // The button is disabled while the call runs, so Enter cannot submit again: one login per submit.
  const handleSubmit = form.handleSubmit(async (values) => {
    onBanner(null);
    const outcome = await logIn(api, values);
    if (outcome.kind === 'session') onSession(outcome.session);
    if (outcome.kind === 'challenge') onChallenge(outcome.challenge, values);
    if (outcome.kind !== 'refused') return;
    // Captcha tokens are single use: every failed login needs a fresh one.
    captchaRef.current?.reset();
    captchaToken.current = '';
    const { text, target } = outcome;
    if (target === 'email' || target === 'password') form.setError(target, text, { focus: true });
    else if (target !== 'captcha') onBanner(text);
    else {
      form.setError('captchaToken', text);
      setCaptchaRefusals((count) => count + 1);
    }
  });

  const busy = form.submitting || locked;

  return (
    <form ref={form.formRef} className="form" method="post" noValidate onSubmit={handleSubmit} aria-busy={busy}>
      {/* The e-mail is focused on arrival, the password back from the second step (docs/requirements.md,
          Sign-in: credentials): written into the page built ahead, before any script; hydration never refocuses. */}
      <EmailField
        id={`${id}-email`}
        error={form.errorOf('email')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus on arrival, see above.
        autoFocus={!initialValues}
        registration={{ ...form.field('email'), defaultValue: initialValues?.email }}
        onTooLong={() => form.setError('email', EMAIL_MESSAGES.tooLong)}
      />

      <TextField
        id={`${id}-password`}
        label="Password"
        revealName="password"
        error={form.errorOf('password')}
        autoComplete="current-password"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus on arrival, see the e-mail above.
        autoFocus={Boolean(initialValues)}
        maxLength={PASSWORD_MAX_LENGTH}
        defaultValue={initialValues?.password}
        onPaste={refuseOverlongPaste(PASSWORD_MAX_LENGTH, () =>
          form.setError('password', LOGIN_MESSAGES.passwordTooLong),
        )}
        {...form.field('password')}
      />

      <div className="form__row">
        <label className="checkbox">
          <input type="checkbox" name="remember" defaultChecked={initialValues?.remember} />
          <span>Remember me</span>
        </label>
        <ForgotPasswordLink formRef={form.formRef} />
      </div>

      <CaptchaField
        id={id}
        captchaRef={captchaRef}
        error={form.errorOf('captchaToken')}
        refusals={captchaRefusals}
        onToken={(token) => {
          captchaToken.current = token ?? '';
          form.changed('captchaToken');
        }}
      />

      <button type="submit" className="button" disabled={busy}>
        {busy && <span className="button__spinner" aria-hidden="true" />}
        Login
      </button>
    </form>
  );
}
