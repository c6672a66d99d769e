import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { endSession, onUnauthorized } from '@/lib/session';

/**
 * A 401 from a later call (not the guard's own check) ends the session as the guard would: the
 * current address becomes the redirect target and the user goes to the sign-in page.
 */
export function SessionEndListener() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);

  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(
    () =>
      onUnauthorized(() => {
        const { pathname, search } = current.current;
        endSession(`${pathname}${search}`);
        void navigate(paths.login(), { replace: true });
      }),
    [navigate],
  );

  return null;
}
