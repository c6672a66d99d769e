/*
 * What the pages built ahead of time (vite/first-paint-plugin.ts), their inline scripts
 * (src/first-paint/) and the app agree on, as attributes of <html>.
 */

/** Set before the first paint when the page built ahead of time must not show (a session is stored). */
export const PAGE_HIDDEN_ATTRIBUTE = 'data-page-hidden';

/** The CSS that hides it (written into the page with its inline style). */
export const PAGE_HIDDEN_CSS = `html[${PAGE_HIDDEN_ATTRIBUTE}] #root>*{display:none!important}`;

/** Set when the page's form was submitted before the app took it over; the app submits it then. */
export const SUBMITTED_EARLY_ATTRIBUTE = 'data-submitted-early';

/** Set once the app owns the page's form: from then on its submits are the app's alone. */
export const FORM_TAKEN_OVER_ATTRIBUTE = 'data-form-taken-over';

/** A User Timing mark set as the app starts hydrating a landing page: the bench times the takeover from it (docs/bench.md). */
export const HYDRATE_MARK = 'console:hydrate';
