import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { EmailField } from '@/components/email-field';
import { FieldError } from '@/lib/use-field-error';
import { useApi } from '@/session';
import { resolveApiFailure } from '@/lib/error-messages';
import { readHandedOverEmail } from '@/lib/navigation-state';
import { routes } from '@/lib/routes';
import { EMAIL_MESSAGES, isValidEmail } from '@/lib/email';
import { useRulesAhead } from '@/lib/use-rules-ahead';
import { useEarlySubmit } from '@/lib/use-early-submit';
import { useFormSubmit } from '@/lib/use-form-submit';
import { forgotPasswordRules } from './password-form-rules';
import type { ForgotPasswordValues } from './password-fields';
import './password.css';

/**
 * Shown after every accepted request, whatever the server knows about the address, so that the
 * screen cannot be used to find out which addresses have an account.
 */
export const RESET_LINK_SENT_TEXT = 'If this address is registered, a link to reset the password has been sent.';

/** `/forgot-password`: asks for a reset link. The auth layout draws the quote panel and footer. */
export function ForgotPasswordPage() {
  const id = useId();
  const api = useApi();
  const { state } = useLocation();
  const [handedOver] = useState(() => readHandedOverEmail(state).trim());
  const form = useForm<ForgotPasswordValues>({
    resolver: forgotPasswordRules.resolver,
    // Checked from the first submit on, then at every change.
    mode: 'onSubmit',
    shouldFocusError: false,
    // The handed-over address when there is one; otherwise no default, so that react-hook-form reads
    // what was typed into the page built ahead before the app took it over.
    defaultValues: isValidEmail(handedOver) ? { email: handedOver } : {},
  });
  const formRef = useRef<HTMLFormElement>(null);
  useEarlySubmit(formRef);
  useRulesAhead(forgotPasswordRules);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A refusal (throttled, server down) takes the focus, as on the sign-in page.
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const { onSubmit, submitting: pending } = useFormSubmit(form, ['email'], async ({ email }) => {
    setSent(false);
    setFailure(null);
    const result = await api.forgotPassword({ email });
    if (result.ok) setSent(true);
    else setFailure(resolveApiFailure(result.error).text);
  });

  return (
    <div className="auth__panel">
      <h1 className="auth__title password-page__title">Forgotten password</h1>
      <p className="auth__text">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <form ref={formRef} className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <FieldError form={form} name="email">
          {(message) => (
            <EmailField
              id={`${id}-email`}
              error={message}
              registration={form.register('email')}
              onTooLong={() => form.setError('email', { message: EMAIL_MESSAGES.tooLong })}
            />
          )}
        </FieldError>
        <button type="submit" className="button" disabled={pending}>
          {pending ? <span className="button__spinner" aria-hidden="true" /> : null}
          Send reset link
        </button>
      </form>
      <Link className="link" to={routes.login.path}>
        Back to login
      </Link>
      {/* The answer comes late: in the place kept for it, it moves nothing
          (docs/decisions/145-a-late-message-takes-a-reserved-place.md). */}
      <div className="auth__answer">
        <div role="alert">
          {failure ? (
            <p ref={failureRef} className="banner" tabIndex={-1}>
              {failure}
            </p>
          ) : null}
        </div>
        <p role="status" className="password-page__success">
          {sent ? RESET_LINK_SENT_TEXT : null}
        </p>
      </div>
    </div>
  );
}

export { ForgotPasswordPage as Component };
