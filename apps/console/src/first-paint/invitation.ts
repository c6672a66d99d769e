import { CLIENT_WELCOME_ATTRIBUTE, clientNameOf, clientWelcomeText } from '@/lib/client-welcome';
import { fill, noteEarlySubmits } from './early-submit';

/*
 * Inlined right after the invitation page's markup (vite/first-paint-plugin.ts): writes the
 * client's name from the address, as text, before the first paint (the app taking over renders the
 * same text from its route), and notes a submit made before it does.
 */
fill(CLIENT_WELCOME_ATTRIBUTE, () => clientWelcomeText(clientNameOf(window.location.pathname)));
noteEarlySubmits();
