import { Link } from 'react-router';
import { routes } from '@/lib/routes';
import { hasStoredSession } from '@/session';

/**
 * The way back depends on who is looking: a signed-in administrator (a live session is stored)
 * goes back to the admin area, anyone else to the login. The guard still checks the session
 * with the server when the admin area loads.
 */
export function NotFoundPage() {
  const signedIn = hasStoredSession();
  return (
    <main className="status-page" id="main">
      <h1 className="status-page__title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      {signedIn ? (
        <Link className="button" to={routes.adminUsers.path}>
          Back to the admin area
        </Link>
      ) : (
        <Link className="button" to={routes.login.path}>
          Back to login
        </Link>
      )}
    </main>
  );
}
