import type { AdminApiClient, LoginChallenge, LoginSession } from '@crm/api-client';
import { resolveApiFailure } from '@/lib/error-messages';
import type { UserMessage } from '@/lib/error-messages';
import type { LoginInput } from './login-fields';
import { forgetCredentials, rememberCredentials } from './remember-me';

/** What a login came to: a session, a second step, a refusal with where it belongs, or nothing (a stale deploy). */
export type LoginOutcome =
  | { kind: 'session'; session: LoginSession }
  | { kind: 'challenge'; challenge: LoginChallenge }
  | ({ kind: 'refused' } & UserMessage)
  | { kind: 'stopped' };

/** Logs in, the credentials remembered before the call or forgotten once it has left, as the box says. */
export async function logIn(api: AdminApiClient, values: LoginInput): Promise<LoginOutcome> {
  if (values.remember) {
    // The cipher failing to load is a stale deploy: the page is reloading or asking for a reload
    // (lib/stale-deploy.ts), so this login stops here.
    const remembered = await rememberCredentials(values).then(
      () => true,
      () => false,
    );
    if (!remembered) return { kind: 'stopped' };
  }
  const call = api.login({ email: values.email, password: values.password, captchaToken: values.captchaToken });
  if (!values.remember) forgetCredentials();
  const result = await call;
  if (!result.ok) return { kind: 'refused', ...resolveApiFailure(result.error, 'login') };
  return result.data.is_auth_required
    ? { kind: 'challenge', challenge: result.data }
    : { kind: 'session', session: result.data };
}
