import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { LoginChallenge, LoginSession } from '@crm/api-client';
import { EmailField } from '@/components/email-field';
import { api } from '@/lib/api';
import { resolveApiFailure } from '@/lib/error-messages';
import { isValidEmail } from '@/lib/email';
import { forgotPasswordState } from '@/lib/navigation-state';
import { paths } from '@/lib/paths';
import { Captcha } from './captcha/captcha';
import type { CaptchaHandle } from './captcha/captcha';
import { SHOWN_AFTER_SUBMIT, loginInputSchema } from './login-schema';
import type { LoginInput } from './login-schema';
import { PasswordInput } from './password-input';
import { forgetCredentials, readRememberedEmail, readRememberedPassword, rememberCredentials } from './remember-me';

export interface LoginFormProps {
  /** What the form starts with when coming back from the second step. */
  initialValues?: Pick<LoginInput, 'email' | 'password' | 'remember'>;
  /** While true (a successful login waits for its redirect) nothing can be submitted. */
  locked?: boolean;
  onSession(session: LoginSession): void;
  onChallenge(challenge: LoginChallenge, values: LoginInput): void;
  /** A message for the banner above the form; null clears it. */
  onBanner(text: string | null): void;
}

function startValues(initialValues: LoginFormProps['initialValues']): LoginInput {
  if (initialValues) return { ...initialValues, captchaToken: '' };
  const rememberedEmail = readRememberedEmail();
  return rememberedEmail
    ? { email: rememberedEmail, password: '', captchaToken: '', remember: true }
    : { email: '', password: '', captchaToken: '', remember: false };
}

export function LoginForm({ initialValues, locked = false, onSession, onChallenge, onBanner }: LoginFormProps) {
  const id = useId();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [defaultValues] = useState(() => startValues(initialValues));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema), mode: 'onTouched', defaultValues });
  const email = useWatch({ control, name: 'email' });
  const prefill = !initialValues && defaultValues.remember;

  // The remembered password needs the cipher, which is loaded only when there is one to read.
  useEffect(() => {
    if (!prefill) return;
    let cancelled = false;
    void readRememberedPassword().then((password) => {
      if (!cancelled && password && getValues('password') === '') setValue('password', password);
    });
    return () => {
      cancelled = true;
    };
  }, [prefill, getValues, setValue]);

  const errorOf = (name: FieldPath<LoginInput>) => {
    const message = errors[name]?.message;
    if (!message || (!isSubmitted && SHOWN_AFTER_SUBMIT.has(message))) return undefined;
    return message;
  };
  const describe = (name: FieldPath<LoginInput>) => (errorOf(name) ? `${id}-${name}-error` : undefined);

  // While the call runs the button is disabled, which also stops Enter from submitting again
  // (implicit submission needs an enabled default button): one login per submit.
  const submit = handleSubmit(async (values) => {
    onBanner(null);
    if (values.remember) await rememberCredentials(values);
    else forgetCredentials();

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
    setValue('captchaToken', '');
    const { text, target } = resolveApiFailure(result.error, 'login');
    if (target === 'email' || target === 'password')
      setError(target, { type: 'server', message: text }, { shouldFocus: true });
    else if (target === 'captcha') setError('captchaToken', { type: 'server', message: text });
    else onBanner(text);
  });

  const busy = isSubmitting || locked;

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField id={`${id}-email`} error={errorOf('email')} registration={register('email')} />

      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          Password
        </label>
        <PasswordInput
          id={`${id}-password`}
          className="field__input"
          autoComplete="current-password"
          aria-invalid={errorOf('password') ? true : undefined}
          aria-describedby={describe('password')}
          {...register('password')}
        />
        {errorOf('password') && (
          <p id={`${id}-password-error`} className="field__error">
            {errorOf('password')}
          </p>
        )}
      </div>

      <div className="form__row">
        <label className="checkbox">
          <input type="checkbox" {...register('remember')} />
          <span>Remember me</span>
        </label>
        <Link
          className="link"
          to={paths.forgotPassword()}
          state={forgotPasswordState(isValidEmail(email) ? email : '')}
        >
          Forgotten password
        </Link>
      </div>

      <div className="field">
        <Captcha
          ref={captchaRef}
          errorId={describe('captchaToken')}
          onToken={(token) => setValue('captchaToken', token ?? '', { shouldValidate: isSubmitted })}
        />
        {errorOf('captchaToken') && (
          <p id={`${id}-captchaToken-error`} className="field__error">
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
