import { Activity, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { routes } from '@/lib/routes';
import type { SessionCheck } from './check';
import type { SessionEndReason } from './end';
import { SessionEndedNotice } from './ended-notice-banner';
import { logOut } from './log-out';
import { SessionContext } from './provider';
import { takeRedirectTarget } from './redirect';
import { ServerUnreachable } from './server-unreachable';
import { hasSessionLeftovers, hasStoredSession } from './token';

type GuardState = 'checking' | 'confirmed' | 'unreachable';

/**
 * The guard of every /admin/* route (docs/requirements.md, "Sessions and the guard"): shows its
 * children once the server confirms the session. A refused session ends, the requested path and
 * query are remembered and the user goes to the sign-in page. A check without a usable answer
 * keeps the session and offers Retry.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { api, end, takeCheck, settledCheck } = useContext(SessionContext);
  const [state, setState] = useState<GuardState>('checking');
  const [attempt, setAttempt] = useState(0);
  // The requested address is the one this visit started with.
  const requested = useRef(`${pathname}${search}`);
  // One check per attempt: StrictMode runs effects twice, and the server must be asked once.
  const pending = useRef<{ attempt: number; check: Promise<SessionCheck> } | null>(null);

  // A check asked ahead that has confirmed already (the sign-in's delay) opens the area at once,
  // before the first paint: as the area mounts, or as it is revealed after being rendered hidden
  // during the delay (app-routes.tsx), where no effect runs before.
  useLayoutEffect(() => {
    if (settledCheck()?.kind === 'confirmed') setState('confirmed');
  }, [settledCheck]);

  useEffect(() => {
    let current = true;
    if (pending.current?.attempt !== attempt) {
      const check = takeCheck().then((outcome) => {
        if (outcome.kind === 'refused') end(outcome.reason, requested.current);
        return outcome;
      });
      pending.current = { attempt, check };
    }
    void pending.current.check.then((outcome) => {
      if (!current) return;
      // A transition keeps the skeleton on screen while the admin area's code arrives, instead of
      // swapping in the Suspense fallback.
      if (outcome.kind === 'confirmed') startTransition(() => setState('confirmed'));
      else if (outcome.kind === 'unreachable') setState('unreachable');
      else void navigate(routes.login.path, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [attempt, navigate, api, end, takeCheck]);

  return (
    <>
      {state === 'checking' && <PageSkeleton />}
      {state === 'unreachable' && (
        <ServerUnreachable
          onRetry={() => {
            setState('checking');
            setAttempt((value) => value + 1);
          }}
          onBackToLogin={() => {
            logOut(api, requested.current);
            void navigate(routes.login.path, { replace: true });
          }}
        />
      )}
      {/* Rendered hidden while the server is asked (no effect runs, nothing shows), so that
          opening the area once it confirms is only a reveal. */}
      <Activity mode={state === 'confirmed' ? 'visible' : 'hidden'}>{children}</Activity>
    </>
  );
}

/**
 * The sign-in routes (`/`, `/admin`): with a stored session the user goes straight to the stored
 * redirect target; a session that can no longer be alive (an expired JWT) ends. Above the form,
 * the notice of a session that has just ended.
 */
export function SignInEntry({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { end, noticeOwed } = useContext(SessionContext);
  const [storedSession] = useState(hasStoredSession);
  const [endedBy, setEndedBy] = useState<SessionEndReason | null>(null);
  // The redirect target and the notice are consumed when read: StrictMode's second effect run
  // must not read them again.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (storedSession) {
      void navigate(takeRedirectTarget(), { replace: true });
      return;
    }
    if (hasSessionLeftovers()) end('expired');
    // Shown once: a reload or a new sign-in starts without it (provider.tsx).
    if (noticeOwed.current) {
      setEndedBy(noticeOwed.current);
      noticeOwed.current = null;
    }
  }, [storedSession, navigate, end, noticeOwed]);

  if (storedSession) return <PageSkeleton />;
  return (
    <>
      <SessionEndedNotice endedBy={endedBy} />
      {children}
    </>
  );
}
