import type { AdminApiClient } from '@crm/api-client';
import { resolveApiFailure, serverMessageOf, type ServerMessage } from '@/lib/error-messages';
import type { PasswordFormValues } from './password-fields';

/** `create`: a client's invitation link; `change`: an administrator's reset link (docs/requirements.md, Screens and routes). */
export type PasswordMode = 'create' | 'change';

/**
 * `linkDead`: the code itself was refused (unknown, expired or used), so no retry can succeed and
 * the form offers a new link instead.
 */
export type PasswordOutcome = { ok: true } | { ok: false; text: string; linkDead: boolean };

/** The answers that end a link for good. */
const DEAD_LINK_MESSAGES: ReadonlySet<ServerMessage> = new Set([
  'Invalid reset code',
  'Reset code expired',
  'Reset code already used',
]);

/** Sends the form to the endpoint of its mode; a failure comes back as the text the user sees. */
export async function submitPassword(
  api: AdminApiClient,
  mode: PasswordMode,
  values: PasswordFormValues,
  userEmail: string | undefined,
): Promise<PasswordOutcome> {
  const { new_password, confirm_password, fpcode, termAndCondition } = values;
  const result =
    mode === 'create'
      ? await api.resetClientPassword({ new_password, confirm_password, fpcode, termAndCondition })
      : await api.resetPassword({ new_password, confirm_password, fpcode, ...(userEmail ? { userEmail } : {}) });
  if (result.ok) return { ok: true };
  const message = serverMessageOf(result.error, 'password');
  return {
    ok: false,
    text: resolveApiFailure(result.error, 'password').text,
    linkDead: message !== undefined && DEAD_LINK_MESSAGES.has(message),
  };
}
