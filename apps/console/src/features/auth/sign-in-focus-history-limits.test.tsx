import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { TWO_FACTOR_ACCOUNT, fillLogin, reachSecondStep, renderApp } from '@/testing/render';

const ADMIN = { email: 'admin@crm.test', password: 'Admin@12345' };
const GRACE = TWO_FACTOR_ACCOUNT;
const WAIT_TEXT = /^Too many attempts\. Try again in \d+ minutes?\.$/;
const loginButton = () => screen.getByRole('button', { name: 'Login' });
const emailField = () => screen.getByLabelText<HTMLInputElement>('Email');
const passwordField = () => screen.getByLabelText<HTMLInputElement>('Password');
const codeField = () => screen.getByLabelText<HTMLInputElement>('Enter 6-digit code');
const loginCalls = () => seenRequests.filter((request) => request === 'POST /api/admin/login');

describe('focus on the sign-in page', () => {
  it('is on the e-mail field on arrival', async () => {
    renderApp('/');
    await waitFor(() => expect(emailField()).toHaveFocus());
  });

  it.each([
    ['the IP is refused', 'invalid-ip', 'This IP can not access Admin'],
    ['the server fails', 'server-error', 'Something went wrong. Please try again.'],
    ['the network fails', 'network-error', 'Something went wrong. Please try again.'],
    ['the account is locked', 'rate-limited', WAIT_TEXT],
  ] as const)('moves to the banner when %s', async (_case, scenario, text) => {
    mockApi.useScenario(scenario);
    const { user } = renderApp('/');
    await fillLogin(user, ADMIN);
    await user.click(loginButton());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(text);
    expect(banner).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(banner).toHaveFocus());
  });

  it.each([
    ['an unknown account', { email: 'nobody@crm.test', password: 'Admin@12345' }, emailField],
    ['a wrong password', { email: ADMIN.email, password: 'Wrong@12345' }, passwordField],
  ])('moves to the field concerned for %s', async (_case, account, field) => {
    const { user } = renderApp('/');
    await fillLogin(user, account);
    await user.click(loginButton());
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    expect(field()).toHaveFocus();
  });

  it('is on the code field when the second step appears', async () => {
    await reachSecondStep();
    await waitFor(() => expect(codeField()).toHaveFocus());
  });
});

describe('throttling', () => {
  it('says to wait after five wrong passwords, keeping what was typed', async () => {
    const { user } = renderApp('/');
    await fillLogin(user, { email: ADMIN.email, password: 'Wrong@12345' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await user.click(loginButton());
      await waitFor(() => expect(loginCalls()).toHaveLength(attempt));
      await screen.findByText('Invalid Password');
      await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    }
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
    expect(emailField()).toHaveValue(ADMIN.email);
    expect(passwordField()).toHaveValue('Wrong@12345');
  });
});

describe('throttling of the second step', () => {
  it('says to wait, keeps the code and stays on the step', async () => {
    const { user } = await reachSecondStep();
    mockApi.useScenario('rate-limited');
    await user.type(codeField(), '123456');
    await user.click(loginButton());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(WAIT_TEXT);
    await waitFor(() => expect(banner).toHaveFocus());
    expect(codeField()).toHaveValue('123456');
  });
});

describe('the second step in history', () => {
  it('is left by Back, with the e-mail kept and the password cleared; Forward stays on the credentials', async () => {
    const app = await reachSecondStep();
    app.back();
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(emailField()).toHaveValue(GRACE.email);
    expect(passwordField()).toHaveValue('');
    await waitFor(() => expect(passwordField()).toHaveFocus());

    app.forward();
    await waitFor(() => expect(app.locationState()).toHaveProperty('secondStep'));
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Enter 6-digit code')).not.toBeInTheDocument();
    expect(emailField()).toHaveValue(GRACE.email);
  });

  it('is a history entry of its own: Back to login goes back in history', async () => {
    const app = await reachSecondStep();
    await waitFor(() => expect(app.locationState()).toHaveProperty('secondStep'));
    await app.user.click(screen.getByRole('button', { name: 'Back to login' }));
    await screen.findByRole('heading', { name: 'Log in to your account' });
    await waitFor(() => expect(app.locationState() ?? {}).not.toHaveProperty('secondStep'));
    expect(emailField()).toHaveValue(GRACE.email);
  });
});

describe("the API's limits", () => {
  it('keeps an over-long e-mail from the server, with a field message', async () => {
    const { user } = renderApp('/');
    await fillLogin(user, ADMIN);
    expect(emailField()).toHaveAttribute('maxlength', '254');
    // What the maxlength cannot stop: a value set by a script or an autofill.
    fireEvent.change(emailField(), { target: { value: `${'a'.repeat(250)}@crm.test` } });
    await user.click(loginButton());
    expect(await screen.findByText('Email can be at most 254 characters.')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(loginCalls()).toHaveLength(0);
  });

  it('refuses a pasted password past the limit, with a field message', async () => {
    const { user } = renderApp('/');
    await fillLogin(user, { email: ADMIN.email });
    expect(passwordField()).toHaveAttribute('maxlength', '128');
    await user.click(passwordField());
    await user.paste('x'.repeat(129));
    expect(passwordField()).toHaveValue('');
    expect(await screen.findByText('Password can be at most 128 characters.')).toBeInTheDocument();
    await user.click(loginButton());
    expect(loginCalls()).toHaveLength(0);
  });

  it('refuses a pasted code with more than six digits, and sends nothing', async () => {
    const { user } = await reachSecondStep();
    expect(codeField()).toHaveAttribute('maxlength', '6');
    await user.click(codeField());
    await user.paste('1234567');
    expect(codeField()).toHaveValue('');
    expect(await screen.findByText('The code can be at most 6 digits.')).toBeInTheDocument();
    expect(loginButton()).toBeDisabled();
    expect(seenRequests).not.toContain('POST /api/admin/verify_authentication');
  });
});
