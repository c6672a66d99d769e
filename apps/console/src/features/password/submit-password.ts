import { api } from '@/lib/api';
import { resolveApiFailure } from '@/lib/error-messages';
import type { PasswordFormValues } from './password-form-schema';

/** `create`: a client's invitation link; `change`: an administrator's reset link (spec §2). */
export type PasswordMode = 'create' | 'change';

export type PasswordOutcome = { ok: true } | { ok: false; text: string };

/** Sends the form to the endpoint of its mode; a failure comes back as the text the user sees. */
export async function submitPassword(
  mode: PasswordMode,
  values: PasswordFormValues,
  userEmail: string | undefined,
): Promise<PasswordOutcome> {
  const { new_password, confirm_password, fpcode, termAndCondition } = values;
  const result =
    mode === 'create'
      ? await api.resetClientPassword({ new_password, confirm_password, fpcode, termAndCondition })
      : await api.resetPassword({ new_password, confirm_password, fpcode, ...(userEmail ? { userEmail } : {}) });
  return result.ok ? { ok: true } : { ok: false, text: resolveApiFailure(result.error, 'password').text };
}
