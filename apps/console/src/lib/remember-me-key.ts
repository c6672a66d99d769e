/*
 * The remember-me key fence (docs/decisions/043-remember-me-key-fenced-at-build.md). The key ships
 * in the bundle, so it cannot be secret; but the default one is in this public repository, and a
 * cookie enciphered under it opens with one openssl command. A build that is deployed must bring
 * its own key, or say in so many words that it accepts the default. Plain TypeScript without
 * imports: vite.config.ts runs it in node, through parseConfig (./config.ts), before any bundling.
 */

export const DEFAULT_REMEMBER_ME_KEY = 'crm-console-remember-me';

/** The explicit opt-out: `VITE_ALLOW_DEFAULT_REMEMBER_ME_KEY=true` (tests, demos, never a deployment). */
export const ALLOW_DEFAULT_REMEMBER_ME_KEY = 'VITE_ALLOW_DEFAULT_REMEMBER_ME_KEY';

/** Why this build must not go on, or null. Empty values count as unset, as in config.ts. */
export function defaultRememberMeKeyProblem(env: Readonly<Record<string, unknown>>): string | null {
  const set = env.VITE_REMEMBER_ME_KEY;
  const key = (typeof set === 'string' && set.trim()) || DEFAULT_REMEMBER_ME_KEY;
  if (key !== DEFAULT_REMEMBER_ME_KEY || env[ALLOW_DEFAULT_REMEMBER_ME_KEY] === 'true') return null;
  return (
    `VITE_REMEMBER_ME_KEY is not set (or is the public default "${DEFAULT_REMEMBER_ME_KEY}"): a production ` +
    `build would encipher remembered passwords under a key anyone can read in the repository. Set ` +
    `VITE_REMEMBER_ME_KEY to a key of this deployment, or ${ALLOW_DEFAULT_REMEMBER_ME_KEY}=true for a ` +
    `build that is never deployed.`
  );
}
