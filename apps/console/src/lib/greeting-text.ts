/*
 * The greeting's text, without React: the sign-in component and the script that writes the
 * greeting into the page built ahead of time (src/first-paint/sign-in.ts) share it.
 */

/** Good Morning before noon (AM), Good Afternoon from noon on (PM), local time (docs/requirements.md). */
export function greetingFor(date: Date): 'Good Morning' | 'Good Afternoon' {
  return date.getHours() < 12 ? 'Good Morning' : 'Good Afternoon';
}

/** "Good Morning, Ada", or the greeting alone when no first name is remembered. */
export function greetingText(date: Date, name: string | undefined): string {
  const greeting = greetingFor(date);
  return name ? `${greeting}, ${name}` : greeting;
}

/** What the page built ahead of time holds in the greeting until its script writes it. */
export const GREETING_PLACEHOLDER = '\u00a0';

/** Marks the greeting for that script. */
export const GREETING_ATTRIBUTE = 'data-greeting';
