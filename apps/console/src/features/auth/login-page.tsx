import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterNextPaint } from '@/lib/after-paint';
import { LOGIN_REDIRECT_DELAY_MS } from '@/lib/delays';
import { loadOnce } from '@/lib/load-once';
import { useRedirectAfter } from '@/lib/use-redirect-after';
import { redirectTarget, saveSession, takeRedirectTarget, useCheckAhead } from '@/session';
import type { SessionData } from '@/session';
import { Greeting } from './greeting';
import { LoginForm } from './login-form';
import type { LoginFormProps } from './login-form';
import { secondStepOf, withSecondStep } from './second-step-history';

/**
 * The second step is not needed before the first interaction: its code is fetched when the
 * credentials are submitted, once the tap is painted (so that the click's own task stays short,
 * its INP), and is there when a challenge comes back.
 */
const loadTwoFactorForm = loadOnce(() => import('./two-factor-form'));
const TwoFactorForm = lazy(() => loadTwoFactorForm().then((module) => ({ default: module.TwoFactorForm })));
const preloadTwoFactorForm = () =>
  void afterNextPaint()
    .then(loadTwoFactorForm)
    .catch(() => undefined);

interface Challenge {
  /** Marks the history entry of this second step (second-step-history.ts). */
  entry: string;
  /** Whether the router has reached that entry yet (its update may come after this state's). */
  reached: boolean;
  userId: number;
  authCode?: string;
}

export interface LoginPageProps {
  /**
   * Readies the admin area ahead: its code when the second step shows and when a session is
   * stored; with the address the sign-in's delay will end at, the area itself
   * (docs/decisions/160-the-admin-area-rendered-hidden-during-the-sign-in-delay.md).
   */
  onAdminAreaAhead?(target?: string): void;
}

export function LoginPage({ onAdminAreaAhead }: LoginPageProps) {
  const navigate = useNavigate();
  const checkAhead = useCheckAhead();
  const location = useLocation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  // When the session was stored: the redirect's delay runs from the answer, not from the render after it.
  const [signedInAt, setSignedInAt] = useState<number | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [typed, setTyped] = useState<LoginFormProps['initialValues']>();
  // Challenges opened by this page, so that each second-step entry gets a marker of its own.
  const challenges = useRef(0);

  // The second step is a history entry of its own. Leaving it by history (Back, or Back to login)
  // returns to the credentials with the e-mail kept and the password cleared; Forward onto it
  // later finds no challenge and stays on the credentials. The step is left before the browser
  // paints (a layout effect), so the first step never shows the old password for a frame; it
  // mounts afresh, with a fresh captcha.
  const entryOfLocation = secondStepOf(location.state);
  const onItsEntry = challenge !== null && challenge.entry === entryOfLocation;
  const left = challenge?.reached === true && !onItsEntry;
  useEffect(() => {
    if (onItsEntry) setChallenge((current) => current && { ...current, reached: true });
  }, [onItsEntry]);
  useLayoutEffect(() => {
    if (!left) return;
    setChallenge(null);
    setBanner(null);
    setTyped((values) => values && { ...values, password: '' });
  }, [left]);

  useRedirectAfter(signedInAt, LOGIN_REDIRECT_DELAY_MS, takeRedirectTarget);

  // A refusal shown in the banner takes the focus, so that it is read out and focus never falls
  // to the page while the Login button is disabled.
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  const here = () => ({ pathname: location.pathname, search: location.search, hash: location.hash });

  /**
   * Stores the session, then readies the admin area while the delay (if any) runs: its code, and
   * the guard's question to the server (docs/decisions/062-the-guard-asks-during-the-sign-in-delay.md).
   */
  function storeSession(session: SessionData, delayEndsAt?: string) {
    saveSession(session);
    checkAhead();
    onAdminAreaAhead?.(delayEndsAt);
  }

  function signIn(session: SessionData) {
    // The delay runs from the answer: its time is taken before anything else is done with it.
    const answeredAt = Date.now();
    storeSession(session, redirectTarget());
    setSignedInAt(answeredAt);
  }

  /** The challenge is void: the first step again, with a message; this entry no longer holds a second step. */
  function restart(text: string) {
    setChallenge(null);
    setBanner(text);
    void navigate(here(), { replace: true, state: withSecondStep(location.state, null) });
  }

  return (
    <div className="auth__panel" onSubmitCapture={preloadTwoFactorForm}>
      {challenge ? (
        <Suspense fallback={null}>
          <TwoFactorForm
            userId={challenge.userId}
            authCode={challenge.authCode}
            onSession={(session) => {
              storeSession(session);
              navigate(takeRedirectTarget(), { replace: true });
            }}
            onRestart={restart}
            onBack={() => navigate(-1)}
            onBanner={setBanner}
          />
        </Suspense>
      ) : (
        <>
          <Greeting />
          <h1 className="auth__title">Log in to your account</h1>
          <LoginForm
            initialValues={typed}
            locked={signedInAt !== null}
            onSession={signIn}
            onChallenge={(next, values) => {
              // Unique within the tab's history; crypto.randomUUID() would need a secure context.
              const entry = `${Date.now().toString(36)}-${(challenges.current += 1)}`;
              setTyped({ email: values.email, password: values.password, remember: values.remember });
              setChallenge({ entry, reached: false, userId: next.user_id, authCode: next.auth_code });
              onAdminAreaAhead?.();
              void navigate(here(), { state: withSecondStep(location.state, entry) });
            }}
            onBanner={setBanner}
          />
        </>
      )}
      {/* Under the form, in a place kept for it: an answer that comes late moves nothing
          (docs/decisions/145-a-late-message-takes-a-reserved-place.md). */}
      <div className="auth__answer">
        {banner && (
          <div ref={bannerRef} role="alert" tabIndex={-1} className="banner">
            {banner}
          </div>
        )}
      </div>
    </div>
  );
}
