import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientNameOf, clientWelcomeText } from './client-welcome';
import { routes } from './routes';
import { NAME_MAX_LENGTH, isShowableName } from './showable-name';

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

describe('clientWelcomeText', () => {
  const NAMELESS = "Hi, you've been added to the CRM, Please choose the password...";

  it('greets a client by the name of the link, in the words of docs/requirements.md', () => {
    expect(clientWelcomeText('Jane')).toBe("Hi Jane, you've been added to the CRM, Please choose the password...");
  });

  it.each([
    'Jane',
    'José María',
    'Jose\u0301', // "José" decomposed (NFD): a letter and a combining accent
    "O'Brien",
    'Mary-Jane Smith',
    'J. R. R. Tolkien',
    'Zoë',
    '李小龍',
    'Анна',
    'محمد',
    'नमस्ते',
    'a'.repeat(NAME_MAX_LENGTH),
    '𠀀'.repeat(NAME_MAX_LENGTH), // 64 characters outside the BMP: 128 UTF-16 units
  ])('shows the name %j', (name) => {
    expect(isShowableName(name)).toBe(true);
    expect(clientWelcomeText(name)).toBe(`Hi ${name}, you've been added to the CRM, Please choose the password...`);
  });

  it.each([
    ['a sentence', 'Your account is suspended, call +1 555 0100'],
    ['one character too many', 'a'.repeat(NAME_MAX_LENGTH + 1)],
    ['a right-to-left override', 'Jane\u202eevil'],
    ['a bidi isolate', '\u2067Jane\u2069'],
    ['a right-to-left mark', 'Jane\u200f'],
    ['a zero-width joiner', 'Ja\u200dne'],
    ['a tab', 'Jane\tDoe'],
    ['a newline', 'Jane\nDoe'],
    ['a NUL', 'Jane\u0000'],
    ['a no-break space', 'Jane\u00a0Doe'],
    ['markup', '<b>Jane</b>'],
    ['a digit', 'Jane2'],
    ['a slash', 'Jane/Doe'],
    ['a comma', 'Doe, Jane'],
    ['no letter', "-'. "],
    ['nothing', ''],
  ])('shows no name for %s', (_what, name) => {
    expect(isShowableName(name)).toBe(false);
    expect(clientWelcomeText(name)).toBe(NAMELESS);
  });
});
