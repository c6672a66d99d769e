import { useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { config } from '@/lib/app-config';
import { routes } from '@/lib/routes';
import { checkSession } from './check';
import { idlePhase, noteActivity, readActivity, recordRenewal } from './idle';
import { logOut } from './log-out';
import { watchOtherTabs } from './other-tabs';
import { SessionContext } from './provider';
import { hasSessionLeftovers, hasStoredSession } from './token';

/** A person's own input: what counts as activity (docs/decisions/130-idle-sessions-end-in-the-console.md). */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface IdleTimeout {
  /** The whole seconds left while the warning shows; null the rest of the time. */
  secondsLeft: number | null;
  /** "Stay signed in": an input and a renewal of the server's session, whatever the last one. */
  staySignedIn(): void;
  /** The person's own log out, from the warning. */
  logOut(): void;
}

/**
 * The idle limit of the admin area (idle.ts holds its arithmetic): the person's input in any tab
 * is recorded under the `activity` key and renews the server's session at most once a minute; a
 * minute before the limit every tab warns, and at the limit the first tab to get there logs out,
 * on the server too, remembering its address for the next sign-in; the other tabs follow the
 * token's removal (provider.tsx) with the same notice.
 */
export function useIdleTimeout(): IdleTimeout {
  const { api, end, noticeOwed } = useContext(SessionContext);
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(`${location.pathname}${location.search}`);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const actions = useRef<Omit<IdleTimeout, 'secondsLeft'>>({ staySignedIn: () => undefined, logOut: () => undefined });

  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location]);

  useEffect(() => {
    const limitMs = config.idleTimeoutMinutes * 60_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const toSignIn = () => void navigate(routes.login.path, { replace: true });
    const phaseAt = (now: number, record = readActivity()) => idlePhase(record?.at ?? now, limitMs, now);

    const tick = () => {
      clearTimeout(timer);
      if (!hasStoredSession()) return;
      const phase = phaseAt(Date.now());
      if (phase.kind === 'over') {
        if (logOut(api, here.current, 'idle')) noticeOwed.current = 'idle';
        toSignIn();
        return;
      }
      setSecondsLeft(phase.kind === 'warning' ? phase.secondsLeft : null);
      timer = setTimeout(tick, phase.kind === 'warning' ? phase.nextSecondIn : phase.warnIn);
    };

    // Any call with the token renews the server's session; the session check is the cheapest, and
    // a refusal (the server's own limit passed while the computer slept) ends it as the guard does.
    const renew = () =>
      void checkSession(api).then((outcome) => {
        if (outcome.kind !== 'refused' || !hasSessionLeftovers()) return;
        end(outcome.reason, here.current);
        toSignIn();
      });

    // While the warning shows, only its buttons answer: a modal dialog holds the input anyway.
    // Every pointer move comes here: the shared record is read once for both questions.
    const onInput = () => {
      const now = Date.now();
      const record = readActivity();
      if (phaseAt(now, record).kind !== 'active') tick();
      else if (noteActivity(now, record)) renew();
    };

    actions.current = {
      staySignedIn() {
        recordRenewal(Date.now());
        renew();
        tick();
      },
      logOut() {
        logOut(api);
        toSignIn();
      },
    };

    if (!readActivity()) recordRenewal(Date.now());
    tick();
    const stopWatching = watchOtherTabs({ onActivity: tick });
    const options = { capture: true, passive: true };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, options);
    // A hidden tab's timers may be held back by the browser: it looks again when it is shown.
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(timer);
      stopWatching();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, options);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [api, end, navigate, noticeOwed]);

  return {
    secondsLeft,
    staySignedIn: () => actions.current.staySignedIn(),
    logOut: () => actions.current.logOut(),
  };
}
