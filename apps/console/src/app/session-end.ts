import type { DataRouter } from 'react-router';
import { endSession, onUnauthorized } from '@/lib/session';

/**
 * A 401 from a later call (not the guard's own check) ends the session as the guard would: the
 * current address becomes the redirect target and the user goes to the login page.
 */
export function connectSessionEnd(router: DataRouter): () => void {
  return onUnauthorized(() => {
    const { pathname, search } = router.state.location;
    endSession(`${pathname}${search}`);
    void router.navigate('/', { replace: true });
  });
}
