import { CLIENT_WELCOME_ATTRIBUTE, clientNameOf, clientWelcomeText } from '@/lib/client-welcome';
import { FORM_TAKEN_OVER_ATTRIBUTE, SUBMITTED_EARLY_ATTRIBUTE } from '@/lib/first-paint-markers';
import { GREETING_ATTRIBUTE, greetingText } from '@/lib/greeting-text';
import { readRememberedName } from '@/lib/session-name';

/*
 * Inlined into every page built ahead of time, right after its markup (vite/first-paint-plugin.ts).
 * - Writes, as text, what depends on this moment, this browser or this address before the first
 *   paint: the sign-in greeting, the client's name in an invitation. The app taking over later
 *   renders the same text, so nothing changes on screen.
 * - Never lets the page's form submit natively (that would put a password into the URL): a submit
 *   before the app has taken the form over is noted, and the form submits it once it can
 *   (src/lib/use-early-submit.ts). From then on, the form's submits are the app's alone.
 */
const fill = (attribute: string, text: () => string) => {
  const element = document.querySelector(`[${attribute}]`);
  if (element) element.textContent = text();
};
fill(GREETING_ATTRIBUTE, () => greetingText(new Date(), readRememberedName()));
fill(CLIENT_WELCOME_ATTRIBUTE, () => clientWelcomeText(clientNameOf(window.location.pathname)));

document.querySelector('#root form')?.addEventListener('submit', (event) => {
  const root = document.documentElement;
  if (root.hasAttribute(FORM_TAKEN_OVER_ATTRIBUTE)) return;
  event.preventDefault();
  root.setAttribute(SUBMITTED_EARLY_ATTRIBUTE, '');
});
