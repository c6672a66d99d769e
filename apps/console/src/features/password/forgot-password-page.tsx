import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmailField } from '@/components/email-field';
import { useApi } from '@/session';
import { resolveApiFailure } from '@/lib/error-messages';
import { readHandedOverEmail } from '@/lib/navigation-state';
import { routes } from '@/lib/routes';
import { EMAIL_MESSAGES, emailRule, isValidEmail } from '@/lib/email';
import { textOf, usePlainForm } from '@/lib/plain-form';
import type { FormRules } from '@/lib/plain-form';
import { useEarlySubmit } from '@/lib/use-early-submit';
import './password.css';

/**
 * Shown after every accepted request, whatever the server knows about the address, so that the
 * screen cannot be used to find out which addresses have an account.
 */
export const RESET_LINK_SENT_TEXT = 'If this address is registered, a link to reset the password has been sent.';

interface ForgotPasswordValues {
  email: string;
}

const forgotPasswordRules: FormRules<ForgotPasswordValues> = { email: emailRule({ requiredAfterSubmitOnly: false }) };

/** `/forgot-password`: asks for a reset link. The auth layout draws the quote panel and footer. */
export function ForgotPasswordPage() {
  const id = useId();
  const api = useApi();
  const { state } = useLocation();
  const [handedOver] = useState(() => readHandedOverEmail(state).trim());
  const form = usePlainForm<ForgotPasswordValues>({
    rules: forgotPasswordRules,
    checkFrom: 'submit',
    read: (element) => ({ email: textOf(element, 'email').trim() }),
  });
  useEarlySubmit(form.formRef);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A refusal (throttled, server down) takes the focus, as on the sign-in page.
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setSent(false);
    setFailure(null);
    const result = await api.forgotPassword({ email });
    if (result.ok) setSent(true);
    else setFailure(resolveApiFailure(result.error).text);
  });

  const pending = form.submitting;
  return (
    <div className="auth__panel">
      <h1 className="auth__title password-page__title">Forgotten password</h1>
      <p className="auth__text">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <form ref={form.formRef} className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <EmailField
          id={`${id}-email`}
          error={form.errorOf('email')}
          registration={{ ...form.field('email'), defaultValue: isValidEmail(handedOver) ? handedOver : '' }}
          onTooLong={() => form.setError('email', EMAIL_MESSAGES.tooLong)}
        />
        <div role="alert" className="password-page__live">
          {failure ? (
            <p ref={failureRef} className="banner" tabIndex={-1}>
              {failure}
            </p>
          ) : null}
        </div>
        <p role="status" className="password-page__live password-page__success">
          {sent ? RESET_LINK_SENT_TEXT : null}
        </p>
        <button type="submit" className="button" disabled={pending}>
          {pending ? <span className="button__spinner" aria-hidden="true" /> : null}
          Send reset link
        </button>
      </form>
      <Link className="link" to={routes.login.path}>
        Back to login
      </Link>
    </div>
  );
}

export { ForgotPasswordPage as Component };
