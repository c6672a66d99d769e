import { config } from '@/lib/app-config';
import type { SessionEndReason } from './end';

/** docs/requirements.md, "Sessions and the guard". */
export const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again.';

/** docs/decisions/130-idle-sessions-end-in-the-console.md: the limit is the configured one. */
export const idleEndedText = (minutes: number): string =>
  `You were signed out after ${minutes} minutes without activity.`;

/**
 * Tells the user why their session has ended: the idle limit, or the guard, a 401, an expired token
 * (or the same in another tab). The live region is always there and filled after mount, so that
 * screen readers announce the text and the first render matches the prerendered page.
 */
export function SessionEndedNotice({ endedBy }: { endedBy: SessionEndReason | null }) {
  return (
    <div role="status">
      {endedBy && (
        <p className="banner session-notice">
          {endedBy === 'idle' ? idleEndedText(config.idleTimeoutMinutes) : SESSION_ENDED_TEXT}
        </p>
      )}
    </div>
  );
}
