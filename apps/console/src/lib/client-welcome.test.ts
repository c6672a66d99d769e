import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientNameOf, clientWelcomeText } from './client-welcome';
import { routes } from './routes';

describe('clientNameOf', () => {
  it.each([
    '/client-create-password/Jane/invite-code-123',
    '/CLIENT-create-password/Jane/code',
    '/client-create-password/Jos%C3%A9%20Mar%C3%ADa/code',
    '/client-create-password/a%2Fb/code',
    '/client-create-password/%3Cb%3EJane%3C%2Fb%3E/code',
    '/client-create-password/100%/code',
    '/client-create-password/a%2Fb%/code',
    '/client-create-password/Jane/code/',
  ])('reads %s as the router does', (pathname) => {
    // The router warns of a path that does not decode, then reads it as it is.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The router decodes the path before it matches the route (useParams gives what matchRoutes finds).
    const routed = matchRoutes([{ path: routes.clientCreatePassword.path }], pathname)?.[0]?.params.name;
    expect(routed).toBeDefined();
    expect(clientNameOf(pathname)).toBe(routed);
  });

  it('finds no name elsewhere', () => {
    expect(clientNameOf('/create-password/Jane')).toBe('');
    expect(clientNameOf('/client-create-password')).toBe('');
  });
});

it('writes the name into the heading as it is', () => {
  expect(clientWelcomeText('<b>Jane</b>')).toBe(
    "Hi <b>Jane</b>, you've been added to the CRM, Please choose the password...",
  );
});
