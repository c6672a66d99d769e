import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORM_TAKEN_OVER_ATTRIBUTE, SUBMITTED_EARLY_ATTRIBUTE } from '@/lib/first-paint-markers';
import { SessionProvider } from '@/session';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { LoginPage } from './login-page';

const ADMIN = { email: 'admin@crm.test', password: 'Admin@12345' };
const html = document.documentElement;
const loginCalls = () => seenRequests.filter((request) => request === 'POST /api/admin/login');

let root: Root | undefined;
const forgetTheMarks = () => {
  html.removeAttribute(SUBMITTED_EARLY_ATTRIBUTE);
  html.removeAttribute(FORM_TAKEN_OVER_ATTRIBUTE);
};
beforeEach(forgetTheMarks);
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  forgetTheMarks();
});

/** The bodies of the login calls made while `run` runs. */
async function loginBodiesDuring(run: () => Promise<void>): Promise<unknown[]> {
  const reads: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/admin/login')) reads.push(request.clone().json());
  };
  mockApi.server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    mockApi.server.events.removeListener('request:start', listener);
  }
  return Promise.all(reads);
}

/**
 * The sign-in page built ahead of time (src/app/prerender.tsx renders it around this login page),
 * typed into, and maybe submitted (src/first-paint/early-submit.ts notes it), before the app
 * hydrates it (src/main.tsx).
 */
async function typeBeforeTheApp({ submittedEarly }: { submittedEarly: boolean }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <SessionProvider>
          <LoginPage />
        </SessionProvider>
      </StaticRouter>
    </StrictMode>,
  );
  document.body.append(container);
  const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  // Typing into the page as it stands: no app hears it.
  input('email').value = ADMIN.email;
  input('password').value = ADMIN.password;
  input('remember').checked = true;
  if (submittedEarly) html.setAttribute(SUBMITTED_EARLY_ATTRIBUTE, '');
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <MemoryRouter>
          <SessionProvider>
            <LoginPage />
          </SessionProvider>
        </MemoryRouter>
      </StrictMode>,
    );
  });
}

describe('the sign-in form taking over the page built ahead', () => {
  it('checks and sends what was typed before it took over', async () => {
    await typeBeforeTheApp({ submittedEarly: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    const bodies = await loginBodiesDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(loginCalls()).toHaveLength(1));
    });
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
