import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testApi } from '@/testing/api';
import { paintUnderFakeTimers } from '@/testing/clock';
import { bodiesSentDuring, mockApi, seenRequests } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const CHANGE_LINK = '/create-password/reset-code-123';
const INVITE_LINK = '/client-create-password/Jane/invite-code-123';
const NEW_PASSWORD = 'NewPass@2026x';

/** Opens a password link and waits (on real timers) for its lazily loaded screen. */
async function openLink(path: string) {
  const view = renderApp(path);
  await screen.findByLabelText('New Password');
  return view;
}

/**
 * Fake timers from here on. Testing Library drains its wrappers with a zero timeout, which it can
 * only advance through the `jest` global, so one pointing at vitest's clock is provided.
 */
function startFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Lets pending promises (validation, the mock's answer) settle without moving the clock. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/**
 * Presses a submit button: the submit runs once the tap is painted
 * (docs/decisions/189-a-valid-submit-runs-once-the-tap-is-painted.md), then what it started settles.
 */
async function submitWith(user: ReturnType<typeof startFakeClock>, button: HTMLElement) {
  await user.click(button);
  await paintUnderFakeTimers();
  await settle();
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const newPasswordInput = () => screen.getByLabelText<HTMLInputElement>('New Password');
const confirmInput = () => screen.getByLabelText<HTMLInputElement>('Confirm Password');
const changeButton = () => screen.getByRole('button', { name: 'Change Password' });
const alertText = () => screen.getByRole('alert').textContent;

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, password: string, confirmation = password) {
  await user.type(newPasswordInput(), password);
  await user.type(confirmInput(), confirmation);
  await settle();
}

describe('the mode, from the URL', () => {
  it('is change mode on an administrator reset link', async () => {
    await openLink(CHANGE_LINK);
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(changeButton()).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('is create mode when the URL contains client-create-password', async () => {
    await openLink(INVITE_LINK);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "Hi Jane, you've been added to the CRM, Please choose the password...",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the term and conditions' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
  });

  it('shows a name from the URL as text, with its accents decomposed or not', async () => {
    for (const name of ['José María', 'Jose\u0301 Mari\u0301a']) {
      const view = await openLink(`/client-create-password/${encodeURIComponent(name)}/invite-code-123`);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        `Hi ${name}, you've been added to the CRM, Please choose the password...`,
      );
      view.unmount();
    }
  });

  it.each([
    ['a sentence', 'Your account is suspended, call +1 555 0100'],
    ['markup', '<script>alert(1)</script><img src=x onerror=alert(2)>'],
    ['a right-to-left override', 'Jane\u202e'],
    ['65 letters', 'J'.repeat(65)],
  ])('greets without a name when the link holds %s, which is no name', async (_what, name) => {
    const { container } = await openLink(`/client-create-password/${encodeURIComponent(name)}/invite-code-123`);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "Hi, you've been added to the CRM, Please choose the password...",
      }),
    ).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
    // The rest of the screen is the invitation's, as for any other name.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('carries the route code in the hidden reset-code field', async () => {
    const { container } = await openLink(CHANGE_LINK);
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="fpcode"]');
    expect(hidden?.value).toBe('reset-code-123');
  });

  it('links back to the login', async () => {
    const { user, location } = await openLink(CHANGE_LINK);
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(location()).toBe('/');
  });
});

describe('a link cut short', () => {
  it.each(['/create-password', '/create-password/', '/client-create-password', '/client-create-password/Jane'])(
    '%s says the link is incomplete and leads to a new one',
    async (path) => {
      const { user, location } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeInTheDocument();
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
      // The forgotten-password screen loads on demand: the address changes once it has.
      await vi.waitFor(() => expect(location()).toBe('/forgot-password'));
    },
  );
});

describe('the rules', () => {
  it('are stated under the new password before anything is typed, and tied to it', async () => {
    await openLink(CHANGE_LINK);
    expect(newPasswordInput()).toHaveValue('');
    expect(newPasswordInput()).toHaveAccessibleDescription(/^At least 6 characters, no spaces\./);
  });
});

describe('the fields', () => {
  it('shows and hides each password on its own', async () => {
    const { user } = await openLink(CHANGE_LINK);
    expect(newPasswordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show New Password' }));
    expect(newPasswordInput()).toHaveAttribute('type', 'text');
    expect(confirmInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Confirm Password' }));
    expect(confirmInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide New Password' }));
    expect(newPasswordInput()).toHaveAttribute('type', 'password');
    expect(confirmInput()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Confirm Password' })).toHaveAttribute('type', 'button');
  });

  it('ignores the space key in the new password', async () => {
    const { user } = await openLink(CHANGE_LINK);
    await user.type(newPasswordInput(), 'ab cd  ef');
    expect(newPasswordInput()).toHaveValue('abcdef');
  });

  it('refuses a pasted password with spaces, with a message, and accepts one without', async () => {
    const { user } = await openLink(CHANGE_LINK);
    await user.click(newPasswordInput());
    await user.paste('Admin 2026x');
    expect(newPasswordInput()).toHaveValue('');
    expect(screen.getByText('Spaces are not allowed in a password.')).toBeInTheDocument();
    expect(newPasswordInput()).toHaveAccessibleDescription(
      expect.stringContaining('Spaces are not allowed in a password.'),
    );
    await user.paste('Admin@2026x');
    expect(newPasswordInput()).toHaveValue('Admin@2026x');
    expect(screen.queryByText('Spaces are not allowed in a password.')).not.toBeInTheDocument();
  });

  it('refuses a password with spaces that arrives another way (autofill, drop)', async () => {
    const { user } = await openLink(CHANGE_LINK);
    fireEvent.input(newPasswordInput(), { target: { value: 'Admin 2026x' } });
    await user.type(confirmInput(), 'Admin 2026x');
    expect(await screen.findByText('Spaces are not allowed in a password.')).toBeInTheDocument();
    expect(changeButton()).toBeDisabled();
  });

  it("refuses a pasted password past the API's limit in either field, with a field message", async () => {
    const { user } = await openLink(CHANGE_LINK);
    expect(newPasswordInput()).toHaveAttribute('maxlength', '128');
    expect(confirmInput()).toHaveAttribute('maxlength', '128');
    await user.click(newPasswordInput());
    await user.paste('x'.repeat(129));
    expect(newPasswordInput()).toHaveValue('');
    expect(newPasswordInput()).toHaveAccessibleDescription(
      expect.stringContaining('New Password can be at most 128 characters.'),
    );
    await user.click(confirmInput());
    await user.paste('x'.repeat(129));
    expect(confirmInput()).toHaveValue('');
    expect(screen.getByText('Confirm Password can be at most 128 characters.')).toBeInTheDocument();
  });

  it('never sends an over-long password that arrives another way (autofill, drop)', async () => {
    const { user } = await openLink(CHANGE_LINK);
    const long = `Ab1@${'x'.repeat(125)}`;
    fireEvent.input(newPasswordInput(), { target: { value: long } });
    fireEvent.input(confirmInput(), { target: { value: long } });
    expect(await screen.findByText('New Password can be at most 128 characters.')).toBeInTheDocument();
    expect(changeButton()).toBeDisabled();
    await user.click(changeButton());
    expect(seenRequests.filter((request) => request.startsWith('POST'))).toHaveLength(0);
  });

  it('rates the new password on a three-bar meter: Weak, Medium, Secure', async () => {
    const { user, container } = await openLink(CHANGE_LINK);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    const litBars = () => container.querySelectorAll('[data-lit="true"]').length;
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(litBars()).toBe(0);

    await user.type(newPasswordInput(), 'abcdefghi');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(screen.getByText('Weak')).toBeInTheDocument();
    expect(litBars()).toBe(1);

    await user.type(newPasswordInput(), '1');
    expect(meter).toHaveAttribute('aria-valuetext', 'Medium');
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(litBars()).toBe(2);

    await user.type(newPasswordInput(), '!');
    expect(meter).toHaveAttribute('aria-valuetext', 'Secure');
    expect(screen.getByText('Secure')).toBeInTheDocument();
    expect(litBars()).toBe(3);
    expect(newPasswordInput()).toHaveAccessibleDescription(expect.stringContaining('Secure'));
  });
});

describe('the messages of docs/requirements.md (Password screens)', () => {
  it('says "New Password required" when the new password is emptied', async () => {
    const { user } = await openLink(CHANGE_LINK);
    await user.type(newPasswordInput(), 'a');
    await user.clear(newPasswordInput());
    expect(await screen.findByText('New Password required')).toBeInTheDocument();
    expect(newPasswordInput()).toHaveAccessibleDescription(expect.stringContaining('New Password required'));
    expect(newPasswordInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "New Password required" when the field is left empty', async () => {
    const { user } = await openLink(CHANGE_LINK);
    await user.click(newPasswordInput());
    await user.tab();
    expect(await screen.findByText('New Password required')).toBeInTheDocument();
  });

  it('says "Must have at least 6 characters" under six characters, and nothing at six', async () => {
    const { user } = await openLink(CHANGE_LINK);
    await user.type(newPasswordInput(), 'Ab1@x');
    expect(await screen.findByText('Must have at least 6 characters')).toBeInTheDocument();
    await user.type(newPasswordInput(), 'y');
    await vi.waitFor(() => expect(screen.queryByText('Must have at least 6 characters')).not.toBeInTheDocument());
  });

  it('says "Confirm Password is required" when the confirmation is left empty', async () => {
    const { user } = await openLink(CHANGE_LINK);
    await user.type(newPasswordInput(), NEW_PASSWORD);
    await user.click(confirmInput());
    await user.tab();
    expect(await screen.findByText('Confirm Password is required')).toBeInTheDocument();
    expect(confirmInput()).toHaveAccessibleDescription('Confirm Password is required');
  });

  it('says "Confirm Password is required" when the confirmation is emptied, after the pause', async () => {
    await openLink(CHANGE_LINK);
    const user = startFakeClock();
    await fillPasswords(user, NEW_PASSWORD, 'N');
    await user.clear(confirmInput());
    await advance(999);
    expect(screen.queryByText('Confirm Password is required')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
  });

  it('says nothing about the confirmation before it is edited or left', async () => {
    await openLink(CHANGE_LINK);
    const user = startFakeClock();
    await user.type(newPasswordInput(), NEW_PASSWORD);
    await advance(5000);
    expect(screen.queryByText('Confirm Password is required')).not.toBeInTheDocument();
    expect(confirmInput()).not.toHaveAccessibleDescription();
  });

  it('says "Please accept the terms and conditions." when the terms box is unticked', async () => {
    const { user } = await openLink(INVITE_LINK);
    await user.type(newPasswordInput(), NEW_PASSWORD);
    await user.type(confirmInput(), NEW_PASSWORD);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await vi.waitFor(() => expect(continueButton).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the term and conditions' }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(continueButton).toBeDisabled();
  });
});

describe('the confirm hint, debounced by 1000 ms', () => {
  it('says "Password Not matching" only once typing pauses for 1000 ms', async () => {
    await openLink(CHANGE_LINK);
    const user = startFakeClock();
    await fillPasswords(user, NEW_PASSWORD, 'NewPass@2026');
    await advance(999);
    expect(screen.queryByText('Password Not matching')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Password Not matching')).toBeInTheDocument();
    expect(confirmInput()).toHaveAccessibleDescription('Password Not matching');
  });

  it('restarts the wait at every keystroke', async () => {
    await openLink(CHANGE_LINK);
    const user = startFakeClock();
    await fillPasswords(user, NEW_PASSWORD, 'New');
    await advance(600);
    await user.type(confirmInput(), 'P');
    await advance(999);
    expect(screen.queryByText('Password Not matching')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Password Not matching')).toBeInTheDocument();
  });

  it('says "Passwords match" once the confirmation equals the new password', async () => {
    await openLink(CHANGE_LINK);
    const user = startFakeClock();
    await fillPasswords(user, NEW_PASSWORD);
    await advance(999);
    expect(screen.queryByText('Passwords match')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    expect(screen.queryByText('Password Not matching')).not.toBeInTheDocument();
  });

  it('settles once the leaving of the confirmation is painted, and waits again once it is edited', async () => {
    await openLink(CHANGE_LINK);
    const user = startFakeClock();
    await fillPasswords(user, NEW_PASSWORD);
    await user.tab();
    await settle();
    // Not in the task that leaves the field: that one paints the tap or the Tab first.
    expect(screen.queryByText('Passwords match')).not.toBeInTheDocument();
    await paintUnderFakeTimers();
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    await user.type(confirmInput(), 'x');
    await settle();
    expect(screen.queryByText('Passwords match')).not.toBeInTheDocument();
    expect(screen.queryByText('Password Not matching')).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('Password Not matching')).toBeInTheDocument();
  });

  it('follows a later change of the new password without waiting', async () => {
    await openLink(CHANGE_LINK);
    const user = startFakeClock();
    await fillPasswords(user, NEW_PASSWORD);
    await advance(1000);
    await user.type(newPasswordInput(), 'z');
    await settle();
    expect(screen.getByText('Password Not matching')).toBeInTheDocument();
  });
});

describe('the submit button', () => {
  it('stays disabled until the form is edited and valid', async () => {
    await openLink(CHANGE_LINK);
    const user = startFakeClock();
    expect(changeButton()).toBeDisabled();
    await user.type(newPasswordInput(), NEW_PASSWORD);
    await settle();
    expect(changeButton()).toBeDisabled();
    await user.type(confirmInput(), 'NewPass@2026');
    await settle();
    expect(changeButton()).toBeDisabled();
    await user.type(confirmInput(), 'x');
    await settle();
    expect(changeButton()).toBeEnabled();
  });

  it('is disabled in create mode too, although the terms box starts ticked', async () => {
    await openLink(INVITE_LINK);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('sends one request while busy, whatever is pressed meanwhile', async () => {
    const { container } = await openLink(CHANGE_LINK);
    const user = startFakeClock();
    mockApi.useScenario('slow');
    await fillPasswords(user, NEW_PASSWORD);
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    await user.click(changeButton());
    fireEvent.submit(form);
    fireEvent.submit(form);
    await settle();
    await paintUnderFakeTimers();
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(changeButton()).toBeDisabled();
    await advance(3000);
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(seenRequests.filter((request) => request === 'POST /api/resetPassword')).toHaveLength(1);
  });
});

describe('a successful change', () => {
  it('changes the administrator password, says so and goes to / after 0.5 s', async () => {
    const { location } = await openLink(`${CHANGE_LINK}?email=admin@crm.test`);
    const user = startFakeClock();
    await fillPasswords(user, NEW_PASSWORD);
    const [body] = await bodiesSentDuring(() => submitWith(user, changeButton()));
    expect(body).toEqual({
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      fpcode: 'reset-code-123',
      userEmail: 'admin@crm.test',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    await advance(499);
    expect(location()).toBe(`${CHANGE_LINK}?email=admin@crm.test`);
    await advance(1);
    expect(location()).toBe('/');

    vi.useRealTimers();
    const withNew = await testApi.login({
      email: 'admin@crm.test',
      password: NEW_PASSWORD,
      captchaToken: 'captcha-token',
    });
    expect(withNew.ok).toBe(true);
    const withOld = await testApi.login({
      email: 'admin@crm.test',
      password: 'Admin@12345',
      captchaToken: 'captcha-token',
    });
    expect(withOld).toMatchObject({ ok: false, error: { kind: 'http', message: 'Invalid password' } });
  });

  it('sends no userEmail when the link names no account', async () => {
    await openLink(CHANGE_LINK);
    const user = startFakeClock();
    await fillPasswords(user, NEW_PASSWORD);
    const [body] = await bodiesSentDuring(() => submitWith(user, changeButton()));
    expect(body).toEqual({ new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, fpcode: 'reset-code-123' });
  });

  it("sets the invited client's password with the accepted terms and goes to / after 0.5 s", async () => {
    const { location } = await openLink(INVITE_LINK);
    const user = startFakeClock();
    await fillPasswords(user, 'Client@2026x');
    const [body] = await bodiesSentDuring(() => submitWith(user, screen.getByRole('button', { name: 'Continue' })));
    expect(body).toEqual({
      new_password: 'Client@2026x',
      confirm_password: 'Client@2026x',
      fpcode: 'invite-code-123',
      termAndCondition: true,
    });
    expect(mockApi.findUserByEmail('jane@crm.test')?.password).toBe('Client@2026x');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been set.');
    await advance(499);
    expect(location()).toBe(INVITE_LINK);
    await advance(1);
    expect(location()).toBe('/');
  });
});

describe('a failed change', () => {
  async function submitOn(path: string, buttonName = 'Change Password') {
    await openLink(path);
    const user = startFakeClock();
    await fillPasswords(user, NEW_PASSWORD);
    await submitWith(user, screen.getByRole('button', { name: buttonName }));
  }

  function expectPasswordsKept() {
    expect(newPasswordInput()).toHaveValue(NEW_PASSWORD);
    expect(confirmInput()).toHaveValue(NEW_PASSWORD);
  }

  it('says the link has expired and keeps the passwords', async () => {
    await submitOn('/create-password/expired-code');
    expect(alertText()).toBe('This link has expired. Please ask for a new one.');
    expectPasswordsKept();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['expired', '/create-password/expired-code'],
    ['unknown', '/create-password/no-such-code'],
  ])('offers a new link and keeps the button disabled when the code is %s', async (_, path) => {
    await submitOn(path);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(changeButton()).toBeDisabled();
  });

  it('says the link was already used, for an administrator', async () => {
    const first = await testApi.resetPassword({
      new_password: 'Other@2026x',
      confirm_password: 'Other@2026x',
      fpcode: 'reset-code-123',
    });
    expect(first.ok).toBe(true);
    await submitOn(CHANGE_LINK);
    expect(alertText()).toBe('This link has already been used. Please ask for a new one.');
    expectPasswordsKept();
  });

  it('says the link was already used when an invitation is opened again', async () => {
    const first = await openLink(INVITE_LINK);
    await first.user.type(newPasswordInput(), 'Client@2026x');
    await first.user.type(confirmInput(), 'Client@2026x');
    await first.user.click(await vi.waitFor(() => enabledButton('Continue')));
    expect(await screen.findByText('Your password has been set.')).toBeInTheDocument();
    first.unmount();

    const again = await openLink(INVITE_LINK);
    await again.user.type(newPasswordInput(), NEW_PASSWORD);
    await again.user.type(confirmInput(), NEW_PASSWORD);
    await again.user.click(await vi.waitFor(() => enabledButton('Continue')));
    expect(await screen.findByText('This link has already been used. Please ask for a new one.')).toBeInTheDocument();
    expectPasswordsKept();
    expect(mockApi.findUserByEmail('jane@crm.test')?.password).toBe('Client@2026x');
  });

  it('says the link is not valid for an unknown code', async () => {
    await submitOn('/create-password/no-such-code');
    expect(alertText()).toBe('This link is not valid. Please ask for a new one.');
    expectPasswordsKept();
  });

  it('says something went wrong when the network fails, and keeps the passwords', async () => {
    mockApi.useScenario('network-error');
    await submitOn(CHANGE_LINK);
    expect(alertText()).toBe('Something went wrong. Please try again.');
    expectPasswordsKept();
    expect(changeButton(), 'a failed call may be tried again').toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
  });

  it('says something went wrong on a server error', async () => {
    mockApi.useScenario('server-error');
    await submitOn(INVITE_LINK, 'Continue');
    expect(alertText()).toBe('Something went wrong. Please try again.');
    expectPasswordsKept();
  });
});

function enabledButton(name: string) {
  const button = screen.getByRole('button', { name });
  expect(button).toBeEnabled();
  return button;
}
