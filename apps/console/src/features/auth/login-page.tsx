import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveSession, takeRedirectTarget } from '@/session';
import type { SessionData } from '@/session';
import { Greeting } from './greeting';
import { LoginForm } from './login-form';
import type { LoginFormProps } from './login-form';
import { secondStepOf, withSecondStep } from './second-step-history';
import { TwoFactorForm } from './two-factor-form';

/** docs/requirements.md (Delays and constants): a login without a second step moves on after 1 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

interface Challenge {
  /** Marks the history entry of this second step (second-step-history.ts). */
  entry: string;
  /** Whether the router has reached that entry yet (its update may come after this state's). */
  reached: boolean;
  userId: number;
  authCode?: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [signedIn, setSignedIn] = useState(false);
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

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => navigate(takeRedirectTarget(), { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  // A refusal shown in the banner takes the focus, so that it is read out and focus never falls
  // to the page while the Login button is disabled.
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  const here = () => ({ pathname: location.pathname, search: location.search, hash: location.hash });

  function signIn(session: SessionData) {
    saveSession(session);
    setSignedIn(true);
  }

  /** The challenge is void: the first step again, with a message; this entry no longer holds a second step. */
  function restart(text: string) {
    setChallenge(null);
    setBanner(text);
    void navigate(here(), { replace: true, state: withSecondStep(location.state, null) });
  }

  return (
    <div className="auth__panel">
      {banner && (
        <div ref={bannerRef} role="alert" tabIndex={-1} className="banner">
          {banner}
        </div>
      )}
      {challenge ? (
        <TwoFactorForm
          userId={challenge.userId}
          authCode={challenge.authCode}
          onSession={(session) => {
            saveSession(session);
            navigate(takeRedirectTarget(), { replace: true });
          }}
          onRestart={restart}
          onBack={() => navigate(-1)}
          onBanner={setBanner}
        />
      ) : (
        <>
          <Greeting />
          <h1 className="auth__title">Log in to your account</h1>
          <LoginForm
            initialValues={typed}
            locked={signedIn}
            onSession={signIn}
            onChallenge={(next, values) => {
              // Unique within the tab's history; crypto.randomUUID() would need a secure context.
              const entry = `${Date.now().toString(36)}-${(challenges.current += 1)}`;
              setTyped({ email: values.email, password: values.password, remember: values.remember });
              setChallenge({ entry, reached: false, userId: next.user_id, authCode: next.auth_code });
              void navigate(here(), { state: withSecondStep(location.state, entry) });
            }}
            onBanner={setBanner}
          />
        </>
      )}
    </div>
  );
}
