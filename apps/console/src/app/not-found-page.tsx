import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  return (
    <main className="status-page" id="main">
      <h1 className="status-page__title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button" to={paths.login()}>
        Back to login
      </Link>
    </main>
  );
}
