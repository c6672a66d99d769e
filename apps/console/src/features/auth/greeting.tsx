import { useHydrated } from '@/lib/use-hydrated';
import { readRememberedName } from '@/lib/session';

/** Good Morning before noon (AM), Good Afternoon from noon on (PM), local time (docs/requirements.md). */
export function greetingFor(date: Date): 'Good Morning' | 'Good Afternoon' {
  return date.getHours() < 12 ? 'Good Morning' : 'Good Afternoon';
}

/** "Good Morning, Ada", or the greeting alone when no first name is remembered. */
export function greetingText(date: Date, name: string | undefined): string {
  const greeting = greetingFor(date);
  return name ? `${greeting}, ${name}` : greeting;
}

/** What the build-time page holds until the page's own script (src/first-paint/) writes the greeting. */
export const GREETING_PLACEHOLDER = '\u00a0';

/** Marks the greeting for the script that writes it before the first paint. */
export const GREETING_ATTRIBUTE = 'data-greeting';

export function Greeting() {
  // The clock and the cookie are the browser's: the page built ahead of time cannot know them, and
  // the hydration pass must render what it holds (the script has already written the same text).
  const hydrated = useHydrated();
  const text = hydrated ? greetingText(new Date(), readRememberedName()) : GREETING_PLACEHOLDER;
  return (
    <p className="auth__greeting" {...{ [GREETING_ATTRIBUTE]: '' }} suppressHydrationWarning>
      {text}
    </p>
  );
}
