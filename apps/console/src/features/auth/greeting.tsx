import { readRememberedName } from '@/lib/session-name';
import { GREETING_ATTRIBUTE, GREETING_PLACEHOLDER, greetingText } from './greeting-text';

export { greetingFor } from './greeting-text';

export function Greeting() {
  // The clock and the cookie are the browser's: the page built ahead of time holds a placeholder,
  // which the page's own script replaces with this same text before the first paint
  // (src/first-paint/greeting.ts). So the hydration pass already renders it, and nothing changes
  // on screen when the app takes over. Should the hour turn between the two, React keeps the page's
  // text (suppressHydrationWarning) rather than render the whole page afresh.
  const text = typeof document === 'undefined' ? GREETING_PLACEHOLDER : greetingText(new Date(), readRememberedName());
  return (
    <p className="auth__greeting" {...{ [GREETING_ATTRIBUTE]: '' }} suppressHydrationWarning>
      {text}
    </p>
  );
}
