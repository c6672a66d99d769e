import { readRememberedName } from '@/session';
import { GREETING_ATTRIBUTE, GREETING_PLACEHOLDER, greetingText } from '@/lib/greeting-text';

export { greetingFor } from '@/lib/greeting-text';

export function Greeting() {
  // The clock and the cookie are the browser's: the page built ahead of time holds a placeholder,
  // which the page's own script replaces with this same text before the first paint
  // (src/first-paint/sign-in.ts). So the hydration pass already renders it, and nothing changes
  // on screen when the app takes over. Should the hour turn between the two, React keeps the page's
  // text (suppressHydrationWarning) rather than render the whole page afresh.
  const text = typeof document === 'undefined' ? GREETING_PLACEHOLDER : greetingText(new Date(), readRememberedName());
  return (
    <p className="auth__greeting" {...{ [GREETING_ATTRIBUTE]: '' }} suppressHydrationWarning>
      {text}
    </p>
  );
}
