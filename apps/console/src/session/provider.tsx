import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { AdminApiClient } from '@crm/api-client';
import { useLocation, useNavigate } from 'react-router';
import { isAdminAreaPath, isSignInPath, routes } from '@/lib/routes';
import { createConsoleApi } from './api';
import { checkSessionAhead, settledSessionCheck, takeSessionCheck } from './check';
import type { AheadCheck, SessionCheck } from './check';
import { endSession } from './end';
import type { SessionEndReason } from './end';
import { watchOtherTabs } from './other-tabs';
import { hasStoredSession } from './token';

/** What `<SessionProvider>` holds for the app. */
export interface SessionRoom {
  /** The app's one admin API client: a 401 of a call that needs the session ends it. */
  api: AdminApiClient;
  /** Ends the session (end.ts), and owes the sign-in page the notice when end.ts says so. */
  end(reason: SessionEndReason, requestedUrl?: string): void;
  /**
   * Why the session ended, when the sign-in page owes the person a word about it (null when it
   * does not); the sign-in page takes it once.
   */
  noticeOwed: RefObject<SessionEndReason | null>;
  /** Asks the server about the session just stored, for the guard that opens next (check.ts). */
  checkAhead(): void;
  /** The guard's check: the one asked ahead, taken once while it holds, or a fresh one. */
  takeCheck(): Promise<SessionCheck>;
  /** What the check asked ahead has already answered, while it holds; it stays to be taken. */
  settledCheck(): SessionCheck | undefined;
}

// Every reader renders under <SessionProvider>: main.tsx, app/prerender.tsx and the tests put it
// above the app, so the context has no default of its own.
export const SessionContext = createContext<SessionRoom>(null as never);

/** The app's admin API client (`<SessionProvider>` makes it). */
export const useApi = (): AdminApiClient => useContext(SessionContext).api;

/** Asks the server ahead about the session just stored (for the sign-in page's delay). */
export const useCheckAhead = (): (() => void) => useContext(SessionContext).checkAhead;

/**
 * The session's state in the app, under the router, above every route:
 * - the admin API client, made here so that what a 401 does is fixed where the client is made: a
 *   401 of a call that needs the session ends it as the guard would, the current address becoming
 *   the redirect target, and the user goes to the sign-in page
 *   (docs/decisions/015-any-401-ends-the-session.md);
 * - whether the sign-in page owes the session-ended notice, and for what reason: this tab's
 *   memory, so that a reload forgets it, and the sign-in page takes it once;
 * - the other tabs: one ending the session takes this tab out of the admin area within the
 *   `storage` event, with the notice unless it was the user's own log out; one signing in moves
 *   this tab from the sign-in page on to the admin area
 *   (docs/decisions/081-session-end-explained-in-every-tab.md).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The address and the navigate of the latest render, for the answers and events that come later.
  const latest = useRef({ location, navigate });
  const noticeOwed = useRef<SessionEndReason | null>(null);
  const ahead = useRef<AheadCheck | null>(null);

  useEffect(() => {
    latest.current = { location, navigate };
  }, [location, navigate]);

  const [room] = useState((): SessionRoom => {
    const end = (reason: SessionEndReason, requestedUrl?: string) => {
      if (endSession(reason, requestedUrl)) noticeOwed.current = reason;
    };
    const api = createConsoleApi(() => {
      const { location, navigate } = latest.current;
      end('unauthorized', `${location.pathname}${location.search}`);
      void navigate(routes.login.path, { replace: true });
    });
    return {
      api,
      end,
      noticeOwed,
      checkAhead() {
        ahead.current = checkSessionAhead(api);
      },
      takeCheck() {
        const taken = ahead.current;
        ahead.current = null;
        return takeSessionCheck(api, taken);
      },
      settledCheck: () => settledSessionCheck(ahead.current),
    };
  });

  useEffect(
    () =>
      watchOtherTabs({
        onEnded(reason) {
          const { location, navigate } = latest.current;
          if (!isAdminAreaPath(location.pathname)) return;
          // Storage cleared by hand tells no reason: the session has ended all the same.
          if (reason !== 'logout') noticeOwed.current = reason ?? 'refused';
          void navigate(routes.login.path, { replace: true });
        },
        onStarted() {
          const { location, navigate } = latest.current;
          if (!isSignInPath(location.pathname) || !hasStoredSession()) return;
          noticeOwed.current = null;
          void navigate(routes.adminUsers.path, { replace: true });
        },
      }),
    [],
  );

  return <SessionContext value={room}>{children}</SessionContext>;
}
