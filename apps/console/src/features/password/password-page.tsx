import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { CLIENT_WELCOME_ATTRIBUTE, clientWelcomeText } from '@/lib/client-welcome';
import { isValidEmail } from '@/lib/email';
import { isClientPasswordLink, routes } from '@/lib/routes';
import { NEW_LINK_PATH, NEW_LINK_TEXT, PasswordForm } from './password-form';
import type { PasswordMode } from './submit-password';
import './password.css';

export function passwordModeOf(pathname: string): PasswordMode {
  return isClientPasswordLink(pathname) ? 'create' : 'change';
}

export const INCOMPLETE_LINK_TITLE = 'This link is incomplete';

/**
 * `/create-password/:code` (an administrator's reset link) and
 * `/client-create-password/:name/:code` (a client's invitation). The auth layout around it draws
 * the quote panel and the footer. A link cut short (no code, or an invitation without its name)
 * gets a way to a new link instead of Not Found: mail clients often break long links.
 */
export function PasswordPage() {
  const { pathname } = useLocation();
  const { code = '', name = '' } = useParams();
  const [search] = useSearchParams();
  const mode = passwordModeOf(pathname);
  if (code === '' || (mode === 'create' && name === '')) return <IncompleteLink />;
  // A reset link may name its account (`?email=`); it is sent as userEmail only when well formed.
  const linkEmail = search.get('email')?.trim() ?? '';
  const userEmail = mode === 'change' && isValidEmail(linkEmail) ? linkEmail : undefined;

  return (
    <div className="auth__panel">
      {/* {name} comes from the URL: it is text, never markup, and shown only when it is a name
          (src/lib/client-welcome.ts), here and in the page built ahead of time, whose script writes
          this same text before the first paint (src/first-paint/invitation.ts). */}
      {mode === 'create' ? (
        <h1 className="auth__title password-page__title" {...{ [CLIENT_WELCOME_ATTRIBUTE]: '' }}>
          {clientWelcomeText(name)}
        </h1>
      ) : (
        <h1 className="auth__title password-page__title">Change Password</h1>
      )}
      <PasswordForm key={`${mode}:${code}`} mode={mode} code={code} userEmail={userEmail} />
    </div>
  );
}

function IncompleteLink() {
  return (
    <div className="auth__panel">
      <h1 className="auth__title">{INCOMPLETE_LINK_TITLE}</h1>
      <p className="auth__text">
        Part of the address is missing, so this link cannot set a password. Ask for a new link and open it straight from
        the e-mail.
      </p>
      <Link className="button" to={NEW_LINK_PATH}>
        {NEW_LINK_TEXT}
      </Link>
      <Link className="link" to={routes.login.path}>
        Back to login
      </Link>
    </div>
  );
}

export { PasswordPage as Component };
