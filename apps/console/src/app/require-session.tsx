import { startTransition, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { paths } from '@/lib/paths';
import { clearSession, endSession, hasStoredSession, readLiveToken, takeRedirectTarget } from '@/lib/session';
import { readItem } from '@/lib/storage';
import { PageLoading } from './route-error';

/**
 * Whether the server confirms the stored session (docs/requirements.md, "Admin guard"). Without a
 * token, or with a JWT whose `exp` has passed, there is nothing to ask. A refusal, or any failed
 * call (the only failure handling the product asks for), counts as no session.
 */
async function sessionIsConfirmed(): Promise<boolean> {
  if (!readLiveToken()) return false;
  const result = await api.checkIsLoggedIn();
  return result.ok && result.data.payload.isLogedIn;
}

/**
 * The guard of every /admin/* route: shows its children once the server confirms the session;
 * otherwise remembers the requested path and query and goes to the sign-in page.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  // One check per visit: StrictMode runs effects twice, and the server must be asked once.
  const decision = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    let current = true;
    decision.current ??= sessionIsConfirmed().then(
      (ok) => {
        if (!ok) endSession(`${pathname}${search}`);
        return ok;
      },
      () => {
        endSession(`${pathname}${search}`);
        return false;
      },
    );
    void decision.current.then((ok) => {
      if (!current) return;
      // A transition keeps "Loading…" on screen while the admin area's code arrives, instead of
      // swapping in the Suspense fallback.
      if (ok) startTransition(() => setConfirmed(true));
      else navigate(paths.login(), { replace: true });
    });
    return () => {
      current = false;
    };
    // The requested address is the one this visit started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return confirmed ? children : <PageLoading />;
}

/**
 * The sign-in routes (`/`, `/admin`): with a stored session the user goes straight to the stored
 * redirect target; a session that can no longer be alive (an expired JWT) is forgotten.
 */
export function SignInEntry({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [storedSession] = useState(hasStoredSession);
  // The redirect target is consumed when read: StrictMode's second effect run must not read it again.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (storedSession) navigate(takeRedirectTarget(), { replace: true });
    else if (readItem('token') || readItem('isLoggedin')) clearSession();
  }, [storedSession, navigate]);

  return storedSession ? <PageLoading /> : children;
}
