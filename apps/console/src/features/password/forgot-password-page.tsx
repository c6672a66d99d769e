import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { EmailField } from '@/components/email-field';
import { api } from '@/lib/api';
import { resolveApiFailure } from '@/lib/error-messages';
import { readHandedOverEmail } from '@/lib/navigation-state';
import { paths } from '@/lib/paths';
import { emailSchema, isValidEmail } from '@/lib/email';
import './password.css';

/**
 * Shown after every accepted request, whatever the server knows about the address, so that the
 * screen cannot be used to find out which addresses have an account.
 */
export const RESET_LINK_SENT_TEXT = 'If this address is registered, a link to reset the password has been sent.';

const forgotPasswordSchema = z.object({ email: emailSchema });

type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** `/forgot-password`: asks for a reset link. The auth layout draws the quote panel and footer. */
export function ForgotPasswordPage() {
  const id = useId();
  const { state } = useLocation();
  const [handedOver] = useState(() => readHandedOverEmail(state).trim());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: isValidEmail(handedOver) ? handedOver : '' },
  });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Not formState.isSubmitting: a second submit that the guard below drops ends RHF's own flag
  // while the first call still runs.
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const onSubmit = handleSubmit(async ({ email }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      setSent(false);
      setFailure(null);
      const result = await api.forgotPassword({ email });
      if (result.ok) setSent(true);
      else setFailure(resolveApiFailure(result.error).text);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  });

  const emailError = errors.email?.message;
  return (
    <div className="auth__panel">
      <h1 className="auth__title password-page__title">Forgotten password</h1>
      <p className="auth__text">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <EmailField id={`${id}-email`} error={emailError} registration={register('email')} />
        <div role="alert" className="password-page__live">
          {failure ? <p className="banner">{failure}</p> : null}
        </div>
        <p role="status" className="password-page__live password-page__success">
          {sent ? RESET_LINK_SENT_TEXT : null}
        </p>
        <button type="submit" className="button" disabled={pending}>
          {pending ? <span className="button__spinner" aria-hidden="true" /> : null}
          Send reset link
        </button>
      </form>
      <Link className="link" to={paths.login()}>
        Back to login
      </Link>
    </div>
  );
}

export { ForgotPasswordPage as Component };
