import { GREETING_ATTRIBUTE, greetingText } from '@/features/auth/greeting-text';
import { readRememberedName } from '@/session/remembered-name';
import { SIGN_IN_SUBMITTED_ATTRIBUTE } from './markers';

/*
 * Inlined into index.html right after the sign-in page built ahead of time (vite/first-paint-plugin.ts).
 * - Writes the greeting of this moment and this browser before the first paint, so that the app
 *   taking over later changes nothing on screen.
 * - Never lets the form submit natively (that would put the password into the URL): a submit
 *   before the app has taken over is noted, and the sign-in form submits it once it can
 *   (src/features/auth/login-form.tsx). The app's own handler clears the note.
 */
const greeting = document.querySelector(`[${GREETING_ATTRIBUTE}]`);
if (greeting) greeting.textContent = greetingText(new Date(), readRememberedName());

document.querySelector('#root form')?.addEventListener('submit', (event) => {
  event.preventDefault();
  document.documentElement.setAttribute(SIGN_IN_SUBMITTED_ATTRIBUTE, '');
});
