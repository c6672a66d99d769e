/** Set on <html> before the first paint when the sign-in page built into index.html must not show. */
export const SIGN_IN_HIDDEN_ATTRIBUTE = 'data-sign-in-hidden';

/** The CSS that hides it (written into index.html with the page's inline style). */
export const SIGN_IN_HIDDEN_CSS = `html[${SIGN_IN_HIDDEN_ATTRIBUTE}] #root>*{display:none!important}`;

/** Set on <html> when the sign-in form was submitted before the app took over; the app submits it then. */
export const SIGN_IN_SUBMITTED_ATTRIBUTE = 'data-sign-in-submitted';
