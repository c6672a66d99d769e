/**
 * Whether the sign-in page owes the user "your session has ended" (docs/requirements.md,
 * "Sessions and the guard"). It lives in this tab's memory only: a reload forgets it, and the
 * sign-in page takes it once.
 */
export const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again.';

let owed = false;

export function noteSessionEnded(): void {
  owed = true;
}

export function forgetSessionEndedNotice(): void {
  owed = false;
}

/** Whether the notice is owed; taking it settles the debt. */
export function takeSessionEndedNotice(): boolean {
  const wasOwed = owed;
  owed = false;
  return wasOwed;
}
