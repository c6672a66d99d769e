import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { saveSession } from '@/lib/session';
import { takeRedirectTarget } from '@/lib/session-redirect';
import type { SessionData } from '@/lib/session';
import { Greeting } from './greeting';
import { LoginForm } from './login-form';
import type { LoginFormProps } from './login-form';
import { TwoFactorForm } from './two-factor-form';

/** Spec §4 and §9: a login without a second step moves on after 1 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

type Step = { kind: 'credentials' } | { kind: 'code'; userId: number; authCode?: string } | { kind: 'signed-in' };

export function LoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [banner, setBanner] = useState<string | null>(null);
  const [typed, setTyped] = useState<LoginFormProps['initialValues']>();
  // Remounts the first step with a fresh captcha whenever the user comes back to it.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (step.kind !== 'signed-in') return;
    const timer = setTimeout(() => navigate(takeRedirectTarget(), { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step.kind, navigate]);

  function signIn(session: SessionData) {
    saveSession(session);
    setStep({ kind: 'signed-in' });
  }

  function backToCredentials(text: string | null) {
    setBanner(text);
    setAttempt((value) => value + 1);
    setStep({ kind: 'credentials' });
  }

  return (
    <div className="auth__panel">
      {banner && (
        <div role="alert" className="banner">
          {banner}
        </div>
      )}
      {step.kind === 'code' ? (
        <TwoFactorForm
          userId={step.userId}
          authCode={step.authCode}
          onSession={(session) => {
            saveSession(session);
            navigate(takeRedirectTarget(), { replace: true });
          }}
          onRestart={backToCredentials}
          onBack={() => backToCredentials(null)}
          onBanner={setBanner}
        />
      ) : (
        <>
          <Greeting />
          <h1 className="auth__title">Log in to your account</h1>
          <LoginForm
            key={attempt}
            initialValues={typed}
            locked={step.kind === 'signed-in'}
            onSession={signIn}
            onChallenge={(challenge, values) => {
              setTyped({ email: values.email, password: values.password, remember: values.remember });
              setStep({ kind: 'code', userId: challenge.user_id, authCode: challenge.auth_code });
            }}
            onBanner={setBanner}
          />
        </>
      )}
    </div>
  );
}
