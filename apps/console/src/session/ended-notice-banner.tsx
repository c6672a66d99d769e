/** docs/requirements.md, "Sessions and the guard". */
export const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again.';

/**
 * Tells the user that their session has ended (the guard, a 401, an expired token, or the same in
 * another tab). The live region is always there and filled after mount, so that screen readers
 * announce the text and the first render matches the prerendered page.
 */
export function SessionEndedNotice({ shown }: { shown: boolean }) {
  return <div role="status">{shown && <p className="banner session-notice">{SESSION_ENDED_TEXT}</p>}</div>;
}
