/*
 * The history entry of the sign-in's second step: the same address, with a marker in the
 * router's history state naming the challenge it belongs to. Only the marker travels in history;
 * the challenge itself (user id, code) stays in memory, so a Forward after leaving the step, or a
 * reload, finds nothing to resume.
 */

const SECOND_STEP_KEY = 'secondStep';

/** The marker of the entry's second step, or undefined when the entry holds none. */
export function secondStepOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const marker = (state as Record<string, unknown>)[SECOND_STEP_KEY];
  return typeof marker === 'string' ? marker : undefined;
}

/** `state` with the marker set (or removed, with null), keeping whatever else it holds. */
export function withSecondStep(state: unknown, marker: string | null): Record<string, unknown> {
  const { [SECOND_STEP_KEY]: _previous, ...rest } =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return marker === null ? rest : { ...rest, [SECOND_STEP_KEY]: marker };
}
