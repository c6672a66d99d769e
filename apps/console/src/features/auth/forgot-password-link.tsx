import type { MouseEvent, RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { isValidEmail } from '@/lib/email';
import { forgotPasswordState } from '@/lib/navigation-state';
import { routes } from '@/lib/routes';

/** The way to forgot-password, handing over the e-mail of `formRef` in the history state (never the URL), as typed at the click. */
export function ForgotPasswordLink({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const navigate = useNavigate();
  function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const input = formRef.current?.elements.namedItem('email');
    const email = input instanceof HTMLInputElement ? input.value.trim() : '';
    void navigate(routes.forgotPassword.path, { state: forgotPasswordState(isValidEmail(email) ? email : '') });
  }
  return (
    <Link className="link" to={routes.forgotPassword.path} onClick={open}>
      Forgotten password
    </Link>
  );
}
