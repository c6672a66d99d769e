import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isValidEmail } from '@/lib/email';
import { PasswordForm } from './password-form';
import type { PasswordMode } from './submit-password';
import './password.css';

/** Spec §2: create mode applies when the URL contains `client-create-password`. */
export function passwordModeOf(pathname: string): PasswordMode {
  return pathname.includes('client-create-password') ? 'create' : 'change';
}

/**
 * `/create-password/:code` (an administrator's reset link) and
 * `/client-create-password/:name/:code` (a client's invitation). The auth layout around it draws
 * the quote panel and the footer.
 */
export function PasswordPage() {
  const { pathname } = useLocation();
  const { code = '', name = '' } = useParams();
  const [search] = useSearchParams();
  const mode = passwordModeOf(pathname);
  // A reset link may name its account (`?email=`); it is sent as userEmail only when well formed.
  const linkEmail = search.get('email')?.trim() ?? '';
  const userEmail = mode === 'change' && isValidEmail(linkEmail) ? linkEmail : undefined;

  return (
    <div className="auth__panel">
      <h1 className="auth__title password-page__title">
        {/* {name} comes from the URL: React renders it as text, never as markup. */}
        {mode === 'create'
          ? `Hi ${name}, you've been added to the CRM, Please choose the password...`
          : 'Change Password'}
      </h1>
      <PasswordForm key={`${mode}:${code}`} mode={mode} code={code} userEmail={userEmail} />
      <Link className="link" to="/">
        Back to login
      </Link>
    </div>
  );
}

export { PasswordPage as Component };
