import type { MouseEvent, RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { isValidEmail } from '@/lib/email';
import { forgotPasswordState } from '@/lib/navigation-state';
import { routes } from '@/lib/routes';
import { textOf } from '@/lib/plain-form';

/** The way to forgot-password, handing over the e-mail of `formRef` in the history state (never the URL), as typed at the click. */
export function ForgotPasswordLink({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const navigate = useNavigate();
  function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const email = formRef.current ? textOf(formRef.current, 'email').trim() : '';
    void navigate(routes.forgotPassword.path, { state: forgotPasswordState(isValidEmail(email) ? email : '') });
  }
  return (
    <Link className="link" to={routes.forgotPassword.path} onClick={open}>
      Forgotten password
    </Link>
  );
}
