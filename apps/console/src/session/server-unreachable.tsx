import { useEffect, useRef } from 'react';
import { SCREEN_TITLES, usePageTitle } from '@/lib/page-title';

interface ServerUnreachableProps {
  onRetry(): void;
  onBackToLogin(): void;
}

/**
 * What the guard shows when the session check gets no usable answer: the session is kept, the
 * user can try again or go back to sign in (docs/decisions/080-failed-session-check-is-not-a-logout.md).
 */
export function ServerUnreachable({ onRetry, onBackToLogin }: ServerUnreachableProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(SCREEN_TITLES.unreachable);

  // The screen replaced what had the focus: the heading takes it, so that the keyboard starts here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <main className="status-page" id="main">
      <h1 className="status-page__title" ref={heading} tabIndex={-1}>
        Can&apos;t reach the server
      </h1>
      <p role="alert">Your session could not be checked. You are still signed in: try again in a moment.</p>
      <div className="status-page__actions">
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
        <button type="button" className="button button--secondary" onClick={onBackToLogin}>
          Back to login
        </button>
      </div>
    </main>
  );
}
