/*
 * The invitation page's heading, without React: the password page and the script that writes it
 * into the page built ahead of time (src/first-paint/invitation.ts) share it, so that the app taking
 * over finds the very text that script wrote.
 */

import { CLIENT_CREATE_PASSWORD } from './routes';

/** The longest name the heading shows, in characters (Unicode code points). */
export const CLIENT_NAME_MAX_LENGTH = 64;

/**
 * A name as people write theirs: letters of any script with their combining marks (so a decomposed
 * "José" counts), spaces, `'`, `-` and `.`, at least one letter, at most
 * {@link CLIENT_NAME_MAX_LENGTH} characters. Nothing else: no digit, no other punctuation, no bidi
 * or control character, so that a forged link cannot make the CRM's heading say a sentence of its
 * sender's choosing (docs/decisions/018-invitation-name-shown-only-when-a-name.md).
 */
const CLIENT_NAME = new RegExp(`^(?=.*\\p{L})[\\p{L}\\p{M} '.-]{1,${CLIENT_NAME_MAX_LENGTH}}$`, 'u');

/** Whether the heading may show `name`. */
export function isShowableClientName(name: string): boolean {
  return CLIENT_NAME.test(name);
}

/**
 * The heading of a client's invitation (docs/requirements.md, Password screens): with the name of
 * the link when it {@link isShowableClientName is a name}, and without any name otherwise.
 */
export function clientWelcomeText(name: string): string {
  const greeting = isShowableClientName(name) ? `Hi ${name}` : 'Hi';
  return `${greeting}, you've been added to the CRM, Please choose the password...`;
}

/** Marks that heading for the page's script. */
export const CLIENT_WELCOME_ATTRIBUTE = 'data-client-welcome';

/**
 * The client's name in an invitation's address (`/client-create-password/:name/:code`), as the
 * router reads it ('' when there is none): the path decoded segment by segment, or not at all
 * when a segment does not decode.
 */
export function clientNameOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // Malformed: the router keeps the path as it is, and so does this.
  }
  const [, marker = '', name = ''] = decoded.split('/');
  // A parameter's encoded slashes are slashes again, as the router gives them.
  return marker.toLowerCase() === CLIENT_CREATE_PASSWORD ? name.replace(/%2F/g, '/') : '';
}
