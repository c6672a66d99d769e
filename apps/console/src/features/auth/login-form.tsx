import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LoginChallenge, LoginSession } from '@crm/api-client';
import { EmailField } from '@/components/email-field';
import { TextField } from '@/components/text-field';
import { SIGN_IN_SUBMITTED_ATTRIBUTE } from '@/first-paint/markers';
import { api } from '@/session';
import { resolveApiFailure } from '@/lib/error-messages';
import { EMAIL_MESSAGES, isValidEmail } from '@/lib/email';
import { refuseOverlongPaste } from '@/lib/field-limits';
import { forgotPasswordState } from '@/lib/navigation-state';
import { paths } from '@/lib/routes';
import { isTicked, textOf, usePlainForm } from '@/lib/plain-form';
import { useHydrated } from '@/lib/use-hydrated';
import { Captcha } from './captcha/captcha';
import type { CaptchaHandle } from './captcha/captcha';
import { LOGIN_MESSAGES, PASSWORD_MAX_LENGTH, loginRules } from './login-schema';
import type { LoginInput } from './login-schema';
import { forgetCredentials, readRememberedEmail, readRememberedPassword, rememberCredentials } from './remember-me';

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
  const navigate = useNavigate();
  const hydrated = useHydrated();
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
  const { formRef, field, errorOf } = form;
  // Bumped when the server refuses the captcha: its message then takes the focus, as a refused
  // field does, so that focus never falls to the page (the Login button was disabled meanwhile).
  const captchaErrorRef = useRef<HTMLParagraphElement>(null);
  const [captchaRefusals, setCaptchaRefusals] = useState(0);
  useEffect(() => {
    if (captchaRefusals > 0) captchaErrorRef.current?.focus();
  }, [captchaRefusals]);

  // Remember me fills the form once the app has taken over the server-rendered page (the first
  // render must match that page), and never over what was typed before. An e-mail equal to the
  // remembered one is no typing of another address: it is what the browser's own form restoration
  // puts back on a reload (Firefox does, before any script runs), and the password, which browsers
  // never restore, is still filled. The remembered password needs the cipher, which is loaded
  // only when there is one to read.
  const prefilled = useRef(false);
  useEffect(() => {
    const element = formRef.current;
    if (!hydrated || initialValues || !element || prefilled.current) return;
    prefilled.current = true;
    const email = element.elements.namedItem('email');
    const remember = element.elements.namedItem('remember');
    const password = element.elements.namedItem('password');
    const rememberedEmail = readRememberedEmail();
    if (!rememberedEmail || !(email instanceof HTMLInputElement)) return;
    if (email.value.trim() !== '' && email.value.trim() !== rememberedEmail) return;
    email.value = rememberedEmail;
    if (remember instanceof HTMLInputElement) remember.checked = true;
    readRememberedPassword().then(
      (value) => {
        if (value && password instanceof HTMLInputElement && password.isConnected && password.value === '') {
          password.value = value;
        }
      },
      // A cipher that cannot load is a stale deploy, handled by lib/stale-deploy.ts; the field stays empty.
      () => undefined,
    );
  }, [hydrated, initialValues, formRef]);

  // A Login pressed before the app took over (src/first-paint/greeting.ts noted it) is submitted now.
  useEffect(() => {
    const root = document.documentElement;
    if (!hydrated || !root.hasAttribute(SIGN_IN_SUBMITTED_ATTRIBUTE)) return;
    root.removeAttribute(SIGN_IN_SUBMITTED_ATTRIBUTE);
    formRef.current?.requestSubmit();
  }, [hydrated, formRef]);

  const describe = (name: keyof LoginInput) => (errorOf(name) ? `${id}-${name}-error` : undefined);

  // While the call runs the button is disabled, which also stops Enter from submitting again
  // (implicit submission needs an enabled default button): one login per submit.
  const handleSubmit = form.handleSubmit(async (values) => {
    onBanner(null);
    if (values.remember) {
      // The cipher failing to load is a stale deploy: the page is reloading or asking for a reload
      // (lib/stale-deploy.ts), so this login stops here.
      const remembered = await rememberCredentials(values).then(
        () => true,
        () => false,
      );
      if (!remembered) return;
    } else forgetCredentials();

    const result = await api.login({
      email: values.email,
      password: values.password,
      captchaToken: values.captchaToken,
    });
    if (result.ok) {
      if (result.data.is_auth_required) onChallenge(result.data, values);
      else onSession(result.data);
      return;
    }

    // Captcha tokens are single use: every failed login needs a fresh one.
    captchaRef.current?.reset();
    captchaToken.current = '';
    const { text, target } = resolveApiFailure(result.error, 'login');
    if (target === 'email' || target === 'password') form.setError(target, text, { focus: true });
    else if (target === 'captcha') {
      form.setError('captchaToken', text);
      setCaptchaRefusals((count) => count + 1);
    } else onBanner(text);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // This submit is the app's own: the note of one made before it took over is void.
    document.documentElement.removeAttribute(SIGN_IN_SUBMITTED_ATTRIBUTE);
    return handleSubmit(event);
  };

  // The e-mail is handed over in the history state (never the URL), as typed at the moment of the click.
  function openForgotPassword(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const email = formRef.current ? textOf(formRef.current, 'email').trim() : '';
    void navigate(paths.forgotPassword(), { state: forgotPasswordState(isValidEmail(email) ? email : '') });
  }

  const busy = form.submitting || locked;

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit} aria-busy={busy}>
      {/* The e-mail is focused on arrival, the password on coming back from the second step
          (docs/requirements.md, Sign-in: credentials). autoFocus is written into the page built
          ahead of time, so the browser focuses the field before any script runs; hydration does
          not focus again, so it never takes the focus back from a field the person moved on to. */}
      <EmailField
        id={`${id}-email`}
        error={errorOf('email')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus on arrival, see above.
        autoFocus={!initialValues}
        registration={{ ...field('email'), defaultValue: initialValues?.email }}
        onTooLong={() => form.setError('email', EMAIL_MESSAGES.tooLong)}
      />

      <TextField
        id={`${id}-password`}
        label="Password"
        revealName="password"
        error={errorOf('password')}
        autoComplete="current-password"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus on arrival, see the e-mail above.
        autoFocus={Boolean(initialValues)}
        maxLength={PASSWORD_MAX_LENGTH}
        defaultValue={initialValues?.password}
        onPaste={refuseOverlongPaste(PASSWORD_MAX_LENGTH, () =>
          form.setError('password', LOGIN_MESSAGES.passwordTooLong),
        )}
        {...field('password')}
      />

      <div className="form__row">
        <label className="checkbox">
          <input type="checkbox" name="remember" defaultChecked={initialValues?.remember} />
          <span>Remember me</span>
        </label>
        <Link className="link" to={paths.forgotPassword()} onClick={openForgotPassword}>
          Forgotten password
        </Link>
      </div>

      <div className="field">
        <Captcha
          ref={captchaRef}
          errorId={describe('captchaToken')}
          onToken={(token) => {
            captchaToken.current = token ?? '';
            form.changed('captchaToken');
          }}
        />
        {errorOf('captchaToken') && (
          <p ref={captchaErrorRef} id={`${id}-captchaToken-error`} className="field__error" tabIndex={-1}>
            {errorOf('captchaToken')}
          </p>
        )}
      </div>

      <button type="submit" className="button" disabled={busy}>
        {busy && <span className="button__spinner" aria-hidden="true" />}
        Login
      </button>
    </form>
  );
}
