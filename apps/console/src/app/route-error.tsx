import { Component } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GENERIC_ERROR_TEXT } from '@/lib/error-messages';
import { NewVersionNotice } from './new-version-notice';
import { routes } from '@/lib/routes';
import { SCREEN_TITLES, usePageTitle } from '@/lib/page-title';
import { staleDeploy } from '@/lib/stale-deploy';

/** What a route shows when its code could not load or it failed unexpectedly. */
export function RouteError() {
  usePageTitle(SCREEN_TITLES.error);
  return (
    <main className="status-page" id="main">
      <h1 className="status-page__title">Something went wrong</h1>
      <p role="alert">{GENERIC_ERROR_TEXT}</p>
      <Link className="button" to={routes.login.path} reloadDocument>
        Back to login
      </Link>
    </main>
  );
}

interface RouteErrorBoundaryState {
  /** `stale`: a screen's code could not load; the page reloads or asks for a reload (lib/stale-deploy.ts). */
  failed: false | 'stale' | 'error';
}

/** Catches what a screen throws while rendering (a failed lazy import too) and shows {@link RouteError}. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { failed: staleDeploy.isLoadFailure(error) ? 'stale' : 'error' };
  }

  override render() {
    if (this.state.failed === 'stale') return <NewVersionNotice />;
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
