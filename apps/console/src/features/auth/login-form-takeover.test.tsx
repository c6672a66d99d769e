import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUBMITTED_EARLY_ATTRIBUTE } from '@/lib/first-paint-markers';
import { forgetTheBuiltPage, hydrateBuiltPage } from '@/testing/built-page';
import { bodiesSentDuring, seenRequests } from '@/testing/mock-api';
import { LoginPage } from './login-page';
const ADMIN = { email: 'admin@crm.test', password: 'Admin@12345' };
const html = document.documentElement;
const loginCalls = () => seenRequests.filter((request) => request === 'POST /api/admin/login');

beforeEach(forgetTheBuiltPage);
afterEach(forgetTheBuiltPage);

/**
 * The sign-in page built ahead of time, typed into, and maybe submitted (src/first-paint/early-submit.ts
 * notes it), before the app hydrates it.
 */
function typeBeforeTheApp({ submittedEarly }: { submittedEarly: boolean }) {
  return hydrateBuiltPage(
    <LoginPage />,
    (field) => {
      // Typing into the page as it stands: no app hears it.
      field('email').value = ADMIN.email;
      field('password').value = ADMIN.password;
      field('remember').checked = true;
      if (submittedEarly) html.setAttribute(SUBMITTED_EARLY_ATTRIBUTE, '');
    },
    { routed: true },
  );
}

describe('the sign-in form taking over the page built ahead', () => {
  it('checks and sends what was typed before it took over', async () => {
    await typeBeforeTheApp({ submittedEarly: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    const bodies = await bodiesSentDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(loginCalls()).toHaveLength(1));
    }, '/admin/login');
    expect(screen.getByLabelText('Email')).toHaveValue(ADMIN.email);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(bodies).toEqual([expect.objectContaining({ email: ADMIN.email, password: ADMIN.password })]);
  });

  it('submits a Login pressed before it took over, once, with what was typed', async () => {
    await typeBeforeTheApp({ submittedEarly: true });
    // The captcha was not done: that is the one problem found, and nothing is sent.
    expect(await screen.findByText('Please Select Captcha')).toBeInTheDocument();
    expect(screen.queryByText('Email address is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(html.hasAttribute(SUBMITTED_EARLY_ATTRIBUTE), 'the note is used up').toBe(false);
    expect(loginCalls()).toEqual([]);
  });
});
