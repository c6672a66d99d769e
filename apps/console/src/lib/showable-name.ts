/*
 * When a name from outside may be shown on a page: the invitation's (src/lib/client-welcome.ts) and
 * the remembered first name of the greeting (src/session/remembered-name.ts). Without React, for
 * the scripts of the pages built ahead of time too.
 */

/** The longest name a page shows, in characters (Unicode code points). */
export const NAME_MAX_LENGTH = 64;

/**
 * A name as people write theirs: letters of any script with their combining marks (so a decomposed
 * "José" counts), spaces, `'`, `-` and `.`, at least one letter, at most {@link NAME_MAX_LENGTH}
 * characters. Nothing else: no digit, no other punctuation, no bidi or control character, so that
 * a forged link or cookie cannot make the CRM's page say a sentence of its sender's choosing
 * (docs/decisions/018-invitation-name-shown-only-when-a-name.md,
 * docs/decisions/132-remembered-name-shown-only-when-a-name.md).
 */
const NAME = new RegExp(`^(?=.*\\p{L})[\\p{L}\\p{M} '.-]{1,${NAME_MAX_LENGTH}}$`, 'u');

/** Whether a page may show `name`. */
export function isShowableName(name: string): boolean {
  return NAME.test(name);
}
