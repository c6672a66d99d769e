import { useEffect, useId, useRef } from 'react';
import { useIdleTimeout } from './use-idle-timeout';

/** The words of the warning (docs/decisions/130-idle-sessions-end-in-the-console.md). */
export const IDLE_WARNING_TITLE = 'Are you still there?';
export const idleWarningText = (seconds: number): string =>
  `For your security, you will be signed out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/**
 * What a screen reader hears of the countdown: a line at 30 and at 10 seconds, not one a second.
 * The dialog's description is read as it opens.
 */
const milestoneOf = (seconds: number): string =>
  seconds <= 10 ? 'Less than 10 seconds left.' : seconds <= 30 ? 'Less than 30 seconds left.' : '';

/** The admin area's idle limit and its warning, in every tab (use-idle-timeout.ts). */
export function IdleWatch() {
  const { secondsLeft, staySignedIn, logOut } = useIdleTimeout();
  return secondsLeft === null ? null : (
    <IdleWarning secondsLeft={secondsLeft} onStay={staySignedIn} onLogOut={logOut} />
  );
}

interface IdleWarningProps {
  secondsLeft: number;
  onStay(): void;
  onLogOut(): void;
}

/**
 * A modal `<dialog>` (the page behind it inert), role `alertdialog`: it takes the focus on "Stay
 * signed in" as it opens. Escape is a person's answer too: it stays signed in.
 */
function IdleWarning({ secondsLeft, onStay, onLogOut }: IdleWarningProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    stay.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="idle-warning"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 className="idle-warning__title" id={`${id}-title`}>
        {IDLE_WARNING_TITLE}
      </h2>
      <p id={`${id}-text`} role="timer">
        {idleWarningText(secondsLeft)}
      </p>
      <p className="visually-hidden" role="status">
        {milestoneOf(secondsLeft)}
      </p>
      <div className="idle-warning__actions">
        <button type="button" className="button" ref={stay} onClick={onStay}>
          Stay signed in
        </button>
        <button type="button" className="button button--secondary" onClick={onLogOut}>
          Log out
        </button>
      </div>
    </dialog>
  );
}
