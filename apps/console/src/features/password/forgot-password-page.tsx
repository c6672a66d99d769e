import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { resolveApiFailure } from '@/lib/error-messages';
import { readHandedOverEmail } from '@/lib/navigation-state';
import { emailAddressSchema, isEmailAddress } from './email-address';
import './password.css';

/**
 * Shown whatever the server says about the address, so that the screen cannot be used to find
 * out which addresses have an account.
 */
export const RESET_LINK_SENT_TEXT = 'If this address is registered, a link to reset the password has been sent.';

const forgotPasswordSchema = z.object({ email: emailAddressSchema });

interface ForgotPasswordValues {
  email: string;
}

/** `/forgot-password`: asks for a reset link. The auth layout draws the quote panel and footer. */
export function ForgotPasswordPage() {
  const { state } = useLocation();
  const handedOver = readHandedOverEmail(state);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: isEmailAddress(handedOver) ? handedOver.trim() : '' },
  });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const onSubmit = handleSubmit(async ({ email }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSent(false);
    setFailure(null);
    const result = await api.forgotPassword({ email });
    inFlight.current = false;
    if (result.ok) setSent(true);
    else setFailure(resolveApiFailure(result.error).text);
  });

  const emailError = errors.email?.message;
  return (
    <section className="password-page" aria-labelledby="forgot-password-heading">
      <h1 id="forgot-password-heading" className="password-page__heading">
        Forgotten password
      </h1>
      <p className="password-page__intro">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <form className="password-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <div className="password-field">
          <label className="password-field__label" htmlFor="forgot-email">
            Email address
          </label>
          <input
            id="forgot-email"
            className="password-field__input"
            type="email"
            autoComplete="username"
            inputMode="email"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'forgot-email-error' : undefined}
            {...register('email')}
          />
          {emailError ? (
            <p id="forgot-email-error" className="password-field__error">
              {emailError}
            </p>
          ) : null}
        </div>
        <div className="password-form__status" role="status">
          {sent ? RESET_LINK_SENT_TEXT : null}
        </div>
        <div className="password-form__alert" role="alert">
          {failure}
        </div>
        <button type="submit" className="password-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Please wait…' : 'Send reset link'}
        </button>
      </form>
      <Link className="password-page__back" to="/">
        Back to login
      </Link>
    </section>
  );
}

export { ForgotPasswordPage as Component };
