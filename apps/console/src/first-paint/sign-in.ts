import { GREETING_ATTRIBUTE, greetingText } from '@/lib/greeting-text';
import { readRememberedName } from '@/session/remembered-name';
import { fill, noteEarlySubmits } from './early-submit';

/*
 * Inlined right after the sign-in page's markup (vite/first-paint-plugin.ts): writes the greeting of
 * this moment and this browser before the first paint, so that the app taking over later changes
 * nothing on screen, and notes a submit made before it does.
 */
fill(GREETING_ATTRIBUTE, () => greetingText(new Date(), readRememberedName()));
noteEarlySubmits();
