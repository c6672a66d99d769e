import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TextField } from '@/components/text-field';
import { advanceUntil, settle, useFakeClock } from '@/testing/clock';
import { countCommits } from '@/testing/count-commits';
import { mockApi } from '@/testing/mock-api';

const FIELD = '@/components/text-field';

/** The app with the sign-in form's fields counted (by their labels). */
async function renderCountedApp() {
  const commits = countCommits<Parameters<typeof TextField>[0]>(FIELD, 'TextField', (props) => props.label);
  const { fillLogin, renderApp } = await import('@/testing/render');
  const app = renderApp('/');
  vi.doUnmock(FIELD);
  return { ...app, fillLogin, commits };
}

// src/lib/use-field-error.ts: a field follows its own message, as text. react-hook-form reports "no
// message" to every follower as a valid submit's validation ends: that report must not render the
// form. The click's task validates only; the login leaves once the tap is painted, and the busy
// form renders after it, each field once
// (docs/decisions/189-a-valid-submit-runs-once-the-tap-is-painted.md).
describe('a valid submit of the sign-in form', () => {
  it('sends and renders nothing inside the click; once the tap is painted, the login leaves, then each field renders once: its busy state', async () => {
    useFakeClock();
    mockApi.useScenario('slow');
    const { user, fillLogin, commits } = await renderCountedApp();
    await fillLogin(user, { email: 'admin@crm.test', password: 'Admin@12345' });
    const before = new Map(commits);
    // lib/after-paint.ts asks for a frame twice: as the submit starts, for the second step's chunk
    // (login-page.tsx), then once the submit's validation has ended.
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const sent = vi.spyOn(globalThis, 'fetch');
    const loginsSent = () =>
      sent.mock.calls.filter(([input]) => input instanceof Request && input.url.endsWith('/admin/login')).length;

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await settle(() => frames.mock.calls.length === 2);
    // Whatever the validation queued has run.
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    expect(loginsSent()).toBe(0);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    for (const label of ['Email', 'Password']) expect(commits.get(label) ?? 0, label).toBe(before.get(label) ?? 0);

    // The frame is painted (happy-dom's animation frame), then the task queued from it runs.
    await advanceUntil(() => screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled'), 0);
    expect(loginsSent()).toBe(1);
    for (const label of ['Email', 'Password'])
      expect((commits.get(label) ?? 0) - (before.get(label) ?? 0), label).toBe(1);
  });
});
