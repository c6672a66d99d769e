import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { advance, advanceUntil, settle, useFakeClock } from '@/testing/clock';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { fillLogin, renderApp } from '@/testing/render';
import { NO_STORED_SESSION, sessionStoredFor, storedSession } from '@/testing/session';

const ADMIN = { email: 'admin@crm.test', password: 'Admin@12345' };
const checks = () => seenRequests.filter((request) => request === 'GET /api/admin/check-is-log-in');
const loginButton = () => screen.getByRole('button', { name: 'Login' });
const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');

/** The error text tied to a field through aria-describedby. */
function describedBy(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby');
  if (!ids) return '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the login screen', () => {
  it('shows the heading, the fields, the captcha, the button and the link', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(loginButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgotten password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/pages.html#privacy');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/legal/pages.html#terms',
    );
  });

  it('is also the page of /admin exactly', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });
});

describe('the greeting', () => {
  it('says Good Morning at 11:59 with the remembered first name', async () => {
    useFakeClock(new Date(2026, 10, 21, 11, 59, 59));
    Cookies.set('userName', 'Ada');
    renderApp('/');
    expect(await screen.findByText('Good Morning, Ada')).toBeInTheDocument();
  });

  it('says Good Afternoon at 12:00', async () => {
    useFakeClock(new Date(2026, 10, 21, 12, 0, 0));
    Cookies.set('userName', 'Ada');
    renderApp('/');
    expect(await screen.findByText('Good Afternoon, Ada')).toBeInTheDocument();
  });

  it('greets without a name when the remembered one is not a name', async () => {
    useFakeClock(new Date(2026, 10, 21, 9, 0, 0));
    Cookies.set('userName', 'Ada. Your account is locked, call 555 0100');
    renderApp('/');
    expect(await screen.findByText('Good Morning')).toBeInTheDocument();
    expect(screen.queryByText(/locked/)).not.toBeInTheDocument();
  });

  it('greets without a name when none is remembered', async () => {
    useFakeClock(new Date(2026, 10, 21, 23, 0, 0));
    renderApp('/');
    expect(await screen.findByText('Good Afternoon')).toBeInTheDocument();
  });
});

describe('validation (docs/requirements.md, Validation)', () => {
  it('shows the required texts only after a submit, and sends nothing', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByLabelText('Email'));
    await user.tab();
    expect(screen.queryByText('Email address is required')).not.toBeInTheDocument();

    await user.click(loginButton());
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please Select Captcha')).toBeInTheDocument();
    expect(describedBy(emailField())).toBe('Email address is required');
    expect(describedBy(passwordField())).toBe('Password is required');
    expect(describedBy(screen.getByRole('checkbox', { name: "I'm not a robot" }))).toBe('Please Select Captcha');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
    expect(seenRequests.filter((request) => request.includes('/admin/login'))).toEqual([]);
  });

  it('moves the focus to the first field in error once its message is there', async () => {
    const { user } = renderApp('/');
    const described: string[] = [];
    (await screen.findByLabelText('Email')).addEventListener('focus', (event) =>
      described.push(describedBy(event.target as HTMLElement)),
    );
    await user.click(loginButton());
    expect(emailField()).toHaveFocus();
    expect(described).toEqual(['Email address is required']);
  });

  it('asks for a valid e-mail as soon as the field is left', async () => {
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('Email'), 'ada@');
    await user.tab();
    expect(await screen.findByText('Please Enter valid Email')).toBeInTheDocument();
    expect(describedBy(emailField())).toBe('Please Enter valid Email');
    await user.type(emailField(), 'crm.test');
    expect(screen.queryByText('Please Enter valid Email')).not.toBeInTheDocument();
  });

  it('asks for at least 6 password characters', async () => {
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('Password'), '12345');
    await user.tab();
    expect(await screen.findByText('Password should be upto 6 characters')).toBeInTheDocument();
    await user.type(passwordField(), '6');
    expect(screen.queryByText('Password should be upto 6 characters')).not.toBeInTheDocument();
  });

  it('clears the captcha message once the captcha is done', async () => {
    const { user } = renderApp('/');
    await fillLogin(user, { ...ADMIN, captcha: false });
    await user.click(loginButton());
    expect(await screen.findByText('Please Select Captcha')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(screen.queryByText('Please Select Captcha')).not.toBeInTheDocument();
  });
});

describe('a successful login without a second step', () => {
  it('stores the session and the first name, asks the server during the 1 s, then goes to /admin/users, not before', async () => {
    useFakeClock();
    const { user, location } = renderApp('/');
    await fillLogin(user, ADMIN);
    await user.click(loginButton());
    await advanceUntil(() => storedSession().isLoggedin === 'true', 0);

    expect(storedSession()).toEqual(sessionStoredFor(ADMIN.email));
    expect(Cookies.get('userName')).toBe('Ada');
    expect(loginButton()).toBeDisabled();
    // The guard's question goes out while the delay runs (docs/decisions/062-…).
    await settle(() => checks().length === 1);

    await advance(999);
    expect(location()).toBe('/');

    await advance(1);
    await settle(() => location() === '/admin/users');
    // The 1 s delay is proven; the admin area's lazy code runs on real time.
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    // The guard opened the area on the answer asked during the delay.
    expect(checks()).toHaveLength(1);
  });

  it('renders the admin area hidden while the 1 s runs, then reveals that same area', async () => {
    useFakeClock();
    const { user, location } = renderApp('/');
    await fillLogin(user, ADMIN);
    await user.click(loginButton());
    const hiddenUsers = () => screen.queryByRole('heading', { name: 'Users', hidden: true });
    // Rendered, out of sight and out of the accessibility tree, while the sign-in page shows.
    await advanceUntil(() => hiddenUsers() !== null && checks().length === 1, 0);
    const rendered = hiddenUsers();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    expect(location()).toBe('/');

    await advance(1000);
    await settle(() => location() === '/admin/users');
    // The same element: revealed, not rendered anew.
    expect(screen.getByRole('heading', { name: 'Users' })).toBe(rendered);
    expect(screen.queryByRole('heading', { name: 'Log in to your account' })).not.toBeInTheDocument();
    expect(checks()).toHaveLength(1);
  });

  it('runs the 1 s from the answer, not from when the session has been stored', async () => {
    useFakeClock();
    // Storing the session takes 30 ms of the delay (a slow phone): here, remembering the first name.
    const set = Cookies.set.bind(Cookies);
    vi.spyOn(Cookies, 'set').mockImplementation((...args: Parameters<typeof Cookies.set>) => {
      vi.setSystemTime(Date.now() + 30);
      return set(...args);
    });
    const { user, location } = renderApp('/');
    await fillLogin(user, ADMIN);
    await user.click(loginButton());
    await advanceUntil(() => checks().length === 1, 0);

    await advance(969);
    expect(location()).toBe('/');
    await advance(1);
    await settle(() => location() === '/admin/users');
  });

  it('still refuses a dead session: the answer asked during the 1 s sends the user back after it', async () => {
    useFakeClock();
    mockApi.useScenario('session-expired');
    const { user, location } = renderApp('/');
    await fillLogin(user, ADMIN);
    await user.click(loginButton());
    await advanceUntil(() => checks().length === 1, 0);
    await advance(999);
    expect(location()).toBe('/');
    expect(storedSession().token).toMatch(/^mock-session-/);

    await advance(1);
    await settle(() => storedSession().token === null && location() === '/');
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    expect(checks()).toHaveLength(1);
  });

  it('is busy while the call runs and sends a single login however often it is submitted', async () => {
    useFakeClock();
    mockApi.useScenario('slow');
    const { user } = renderApp('/');
    await fillLogin(user, ADMIN);
    await user.click(loginButton());
    await advanceUntil(() => loginButton().hasAttribute('disabled'), 0);
    expect(screen.getByRole('button', { name: 'Login' }).closest('form')).toHaveAttribute('aria-busy', 'true');

    await user.type(passwordField(), '{Enter}');
    await user.type(emailField(), '{Enter}');
    await advanceUntil(() => storedSession().isLoggedin === 'true');
    expect(seenRequests.filter((request) => request === 'POST /api/admin/login')).toHaveLength(1);
  });
});

describe('failed logins (docs/requirements.md, Error catalogue)', () => {
  it('shows Invalid email address under the e-mail for an unknown account', async () => {
    const { user } = renderApp('/');
    await fillLogin(user, { email: 'nobody@crm.test', password: 'Admin@12345' });
    await user.click(loginButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(describedBy(emailField())).toBe('Invalid email address');
    expect(emailField()).toHaveFocus();
  });

  it('shows Invalid Password under the password for a wrong password', async () => {
    const { user } = renderApp('/');
    await fillLogin(user, { email: ADMIN.email, password: 'Wrong@12345' });
    await user.click(loginButton());
    expect(await screen.findByText('Invalid Password')).toBeInTheDocument();
    expect(describedBy(passwordField())).toBe('Invalid Password');
  });

  it('shows Invalid Captcha and offers a fresh captcha', async () => {
    const { user } = renderApp('/');
    await fillLogin(user, { ...ADMIN, captcha: false });
    await user.click(await screen.findByRole('checkbox', { name: 'Mock: make the next token fail' }));
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(loginButton());
    expect(await screen.findByText('Invalid Captcha')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(describedBy(screen.getByRole('checkbox', { name: "I'm not a robot" }))).toBe('Invalid Captcha');
    // The message takes the focus: the Login button was disabled meanwhile, so it would fall to the page.
    await waitFor(() => expect(screen.getByText('Invalid Captcha')).toHaveFocus());
  });

  it('shows the banner This IP can not access Admin', async () => {
    mockApi.useScenario('invalid-ip');
    const { user } = renderApp('/');
    await fillLogin(user, ADMIN);
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This IP can not access Admin');
  });

  it.each([
    ['the server fails', 'server-error'],
    ['the network fails', 'network-error'],
  ] as const)('says something went wrong and keeps what was typed when %s', async (_case, scenario) => {
    mockApi.useScenario(scenario);
    const { user } = renderApp('/');
    await fillLogin(user, ADMIN);
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(emailField()).toHaveValue(ADMIN.email);
    expect(passwordField()).toHaveValue(ADMIN.password);
    expect(storedSession()).toEqual(NO_STORED_SESSION);
  });

  it('resets the captcha after every failed login, so the next try needs a fresh token', async () => {
    const { user } = renderApp('/');
    await fillLogin(user, { email: ADMIN.email, password: 'Wrong@12345' });
    await user.click(loginButton());
    await screen.findByText('Invalid Password');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();

    await user.clear(passwordField());
    await user.type(passwordField(), ADMIN.password);
    await user.click(loginButton());
    expect(await screen.findByText('Please Select Captcha')).toBeInTheDocument();
    expect(seenRequests.filter((request) => request === 'POST /api/admin/login')).toHaveLength(1);
  });

  it('clears the banner on the next submit', async () => {
    mockApi.useScenario('invalid-ip');
    const { user } = renderApp('/');
    await fillLogin(user, ADMIN);
    await user.click(loginButton());
    await screen.findByRole('alert');
    mockApi.useScenario('default');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(loginButton());
    await screen.findByRole('heading', { name: 'Users' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the Forgotten password link', () => {
  it('hands a valid e-mail over in the history state, not in the URL', async () => {
    const { user, locationState, location } = renderApp('/');
    await user.type(await screen.findByLabelText('Email'), ADMIN.email);
    await user.click(screen.getByRole('link', { name: 'Forgotten password' }));
    await waitFor(() => expect(location()).toBe('/forgot-password'));
    expect(locationState()).toEqual({ email: ADMIN.email });
    expect(location()).not.toContain('crm.test');
  });

  it('hands over an empty value when the e-mail is not valid', async () => {
    const { user, locationState, location } = renderApp('/');
    await user.type(await screen.findByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('link', { name: 'Forgotten password' }));
    await waitFor(() => expect(location()).toBe('/forgot-password'));
    expect(locationState()).toEqual({ email: '' });
  });
});

describe('the quote beside the form', () => {
  it('is shown next to the login', async () => {
    renderApp('/');
    const panel = await screen.findByRole('complementary', { name: 'Quote of the day' });
    expect(await within(panel).findByText(/^“.+”$/)).toBeInTheDocument();
  });
});
