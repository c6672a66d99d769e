import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAdminAreaPath, isSignInPath, routes } from '@/lib/routes';
import { endSession } from './end';
import { onUnauthorized } from './end-on-401';
import { forgetSessionEndedNotice, noteSessionEnded } from './ended-notice';
import { watchOtherTabs } from './other-tabs';
import { hasStoredSession } from './token';

/**
 * Ends or follows the session wherever it changes outside the guard's own check:
 * - a 401 from a later call ends it as the guard would: the current address becomes the redirect
 *   target and the user goes to the sign-in page;
 * - another tab ending it takes this tab out of the admin area within the `storage` event, with
 *   the session-ended notice unless it was the user's own log out;
 * - another tab signing in moves this tab from the sign-in page on to the admin area
 *   (docs/decisions/081-session-end-explained-in-every-tab.md).
 */
export function SessionSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);

  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(() => {
    const stopUnauthorized = onUnauthorized(() => {
      const { pathname, search } = current.current;
      endSession('unauthorized', `${pathname}${search}`);
      void navigate(routes.login.path, { replace: true });
    });
    const stopTabs = watchOtherTabs({
      onEnded(reason) {
        if (!isAdminAreaPath(current.current.pathname)) return;
        if (reason !== 'logout') noteSessionEnded();
        void navigate(routes.login.path, { replace: true });
      },
      onStarted() {
        if (!isSignInPath(current.current.pathname) || !hasStoredSession()) return;
        forgetSessionEndedNotice();
        void navigate(routes.adminUsers.path, { replace: true });
      },
    });
    return () => {
      stopUnauthorized();
      stopTabs();
    };
  }, [navigate]);

  return null;
}
