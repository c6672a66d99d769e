import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api';
import { pathAndQuery } from '@/lib/safe-redirect';
import { clearSession, endSession, hasStoredSession, readLiveToken, takeRedirectTarget } from '@/lib/session';
import { readItem } from '@/lib/storage';

/**
 * The guard of every /admin/* route (spec §4, DESIGN §4): the server must confirm the session.
 * Without a token, or with a JWT whose `exp` has passed, there is nothing to ask. A refusal, or
 * any failed call (the spec's only failure handling), remembers the requested address and goes
 * to the login page.
 */
export async function adminGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const deny = () => {
    endSession(pathAndQuery(request.url));
    return redirect('/');
  };
  if (!readLiveToken()) throw deny();
  const result = await api.checkIsLoggedIn();
  if (!result.ok || !result.data.payload.isLogedIn) throw deny();
  return null;
}

/** The login page: with a stored session the user goes straight to the stored redirect (spec §2). */
export function loginLoader(): null {
  if (hasStoredSession()) throw redirect(takeRedirectTarget());
  // A session that can no longer be alive (an expired JWT) is no session: forget it.
  if (readItem('token') || readItem('isLoggedin')) clearSession();
  return null;
}
