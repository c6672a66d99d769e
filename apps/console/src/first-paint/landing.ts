import { noteEarlySubmits } from './early-submit';

/*
 * Inlined right after the markup of the landing pages with nothing to write before the first paint
 * (vite/first-paint-plugin.ts, src/app/landing-pages.ts): a submit made before the app takes the
 * form over is only noted.
 */
noteEarlySubmits();
