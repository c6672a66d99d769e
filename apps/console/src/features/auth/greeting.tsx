import { useHydrated } from '@/lib/use-hydrated';
import { readRememberedName } from '@/lib/session-name';
import { GREETING_ATTRIBUTE, GREETING_PLACEHOLDER, greetingText } from './greeting-text';

export { greetingFor } from './greeting-text';

export function Greeting() {
  // The clock and the cookie are the browser's: the page built ahead of time cannot know them, and
  // the hydration pass renders what that page holds. The page's own script has already written
  // the same text before the first paint (src/first-paint/greeting.ts), so nothing changes on screen.
  const hydrated = useHydrated();
  const text = hydrated ? greetingText(new Date(), readRememberedName()) : GREETING_PLACEHOLDER;
  return (
    <p className="auth__greeting" {...{ [GREETING_ATTRIBUTE]: '' }}>
      {text}
    </p>
  );
}
