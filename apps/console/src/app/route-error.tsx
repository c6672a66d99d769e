import { Link } from 'react-router';
import { GENERIC_ERROR_TEXT } from '@/lib/error-messages';

/** What a route shows when its code could not load or it failed unexpectedly. */
export function RouteError() {
  return (
    <main className="status-page" id="main">
      <h1 className="status-page__title">Something went wrong</h1>
      <p role="alert">{GENERIC_ERROR_TEXT}</p>
      <Link className="button" to="/" reloadDocument>
        Back to login
      </Link>
    </main>
  );
}

/** Shown while the first route's loader runs (the guard asking the server). */
export function PageLoading() {
  return (
    <p role="status" className="page-loading">
      Loading…
    </p>
  );
}
