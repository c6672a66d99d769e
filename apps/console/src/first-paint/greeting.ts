import { GREETING_ATTRIBUTE, greetingText } from '@/features/auth/greeting-text';
import { readRememberedName } from '@/lib/session';

/*
 * Inlined into index.html right after the sign-in page built ahead of time (vite/first-paint-plugin.ts):
 * writes the greeting of this moment and this browser before the first paint, so that the app
 * taking over later changes nothing on screen.
 */
const greeting = document.querySelector(`[${GREETING_ATTRIBUTE}]`);
if (greeting) greeting.textContent = greetingText(new Date(), readRememberedName());
