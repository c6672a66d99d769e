import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { forgotPasswordState } from '@/lib/navigation-state';
import { paintUnderFakeTimers } from '@/testing/clock';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const NEUTRAL_ANSWER = 'If this address is registered, a link to reset the password has been sent.';

async function openForgotPassword(state?: unknown) {
  const view = renderApp('/forgot-password', { state });
  await screen.findByRole('heading', { level: 1, name: 'Forgotten password' });
  return view;
}

const emailInput = () => screen.getByLabelText<HTMLInputElement>('Email');
const sendButton = () => screen.getByRole('button', { name: 'Send reset link' });
const forgetPasswordCalls = () => seenRequests.filter((request) => request === 'POST /api/forgetPassword');

describe('the e-mail handed over by the login', () => {
  it('prefills a valid address', async () => {
    await openForgotPassword(forgotPasswordState('admin@crm.test'));
    expect(emailInput()).toHaveValue('admin@crm.test');
  });

  it('drops an invalid one', async () => {
    await openForgotPassword(forgotPasswordState('admin@crm'));
    expect(emailInput()).toHaveValue('');
  });

  it('starts empty on a direct visit', async () => {
    await openForgotPassword();
    expect(emailInput()).toHaveValue('');
  });

  it('arrives from the login screen when it is valid', async () => {
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('Email'), 'admin@crm.test');
    await user.click(screen.getByRole('link', { name: 'Forgotten password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgotten password' })).toBeInTheDocument();
    expect(emailInput()).toHaveValue('admin@crm.test');
  });

  it('arrives empty from the login screen when the typed address is not valid', async () => {
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('Email'), 'admin@crm');
    await user.click(screen.getByRole('link', { name: 'Forgotten password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgotten password' })).toBeInTheDocument();
    expect(emailInput()).toHaveValue('');
  });
});

describe('asking for a link', () => {
  it('gives the same neutral answer for a registered address', async () => {
    const { user } = await openForgotPassword(forgotPasswordState('admin@crm.test'));
    await user.click(sendButton());
    expect(await screen.findByText(NEUTRAL_ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NEUTRAL_ANSWER);
    expect(forgetPasswordCalls()).toHaveLength(1);
  });

  it('and for an unknown one', async () => {
    const { user } = await openForgotPassword();
    await user.type(emailInput(), 'nobody@example.com');
    await user.click(sendButton());
    expect(await screen.findByText(NEUTRAL_ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says "Email address is required" after submitting nothing, and sends nothing', async () => {
    const { user } = await openForgotPassword();
    expect(screen.queryByText('Email address is required')).not.toBeInTheDocument();
    await user.click(sendButton());
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(emailInput()).toHaveAccessibleDescription('Email address is required');
    expect(forgetPasswordCalls()).toHaveLength(0);
  });

  it('says "Please Enter valid Email" for a malformed address, and sends nothing', async () => {
    const { user } = await openForgotPassword();
    await user.type(emailInput(), 'admin@crm');
    await user.click(sendButton());
    expect(await screen.findByText('Please Enter valid Email')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(forgetPasswordCalls()).toHaveLength(0);
  });

  it('says something went wrong when the network fails, and keeps the address', async () => {
    mockApi.useScenario('network-error');
    const { user } = await openForgotPassword(forgotPasswordState('admin@crm.test'));
    await user.click(sendButton());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByText(NEUTRAL_ANSWER)).not.toBeInTheDocument();
    expect(emailInput()).toHaveValue('admin@crm.test');
  });

  it('is busy, and sends once, while the answer is on its way', async () => {
    const { container } = await openForgotPassword(forgotPasswordState('admin@crm.test'));
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    mockApi.useScenario('slow');
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    await user.click(sendButton());
    fireEvent.submit(form);
    fireEvent.submit(form);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await paintUnderFakeTimers();
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(sendButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('status')).toHaveTextContent(NEUTRAL_ANSWER);
    expect(sendButton()).toBeEnabled();
    expect(forgetPasswordCalls()).toHaveLength(1);
  });

  it('links back to the login', async () => {
    const { user, location } = await openForgotPassword();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(location()).toBe('/');
  });
});

describe("the API's limits and throttling", () => {
  it('keeps an over-long e-mail from the server, with a field message', async () => {
    const { user } = await openForgotPassword();
    expect(emailInput()).toHaveAttribute('maxlength', '254');
    fireEvent.change(emailInput(), { target: { value: `${'a'.repeat(250)}@crm.test` } });
    await user.click(sendButton());
    expect(await screen.findByText('Email can be at most 254 characters.')).toBeInTheDocument();
    expect(forgetPasswordCalls()).toHaveLength(0);
  });

  it('refuses a pasted address past the limit', async () => {
    const { user } = await openForgotPassword();
    await user.click(emailInput());
    await user.paste(`${'a'.repeat(250)}@crm.test`);
    expect(emailInput()).toHaveValue('');
    expect(await screen.findByText('Email can be at most 254 characters.')).toBeInTheDocument();
  });

  it('says how long to wait when throttled, keeps the address and takes the focus to the message', async () => {
    mockApi.useScenario('rate-limited');
    const { user } = await openForgotPassword();
    await user.type(emailInput(), 'admin@crm.test');
    await user.click(sendButton());
    const message = await screen.findByText('Too many attempts. Try again in 5 minutes.');
    await vi.waitFor(() => expect(message).toHaveFocus());
    expect(emailInput()).toHaveValue('admin@crm.test');
  });
});
