import { CLIENT_CREATE_PASSWORD } from './routes';
import { isShowableName } from './showable-name';

/*
 * The invitation page's heading, without React: the password page and the script that writes it
 * into the page built ahead of time (src/first-paint/invitation.ts) share it, so that the app taking
 * over finds the very text that script wrote.
 */

/**
 * The heading of a client's invitation (docs/requirements.md, Password screens): with the name of
 * the link when it {@link isShowableName is a name}, and without any name otherwise.
 */
export function clientWelcomeText(name: string): string {
  const greeting = isShowableName(name) ? `Hi ${name}` : 'Hi';
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
