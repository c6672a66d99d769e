import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TextField } from '@/components/text-field';
import { advanceUntil, settle, useFakeClock } from '@/testing/clock';
import { countCommits } from '@/testing/count-commits';
import { mockApi, seenRequests } from '@/testing/mock-api';

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
// message" to every follower as a valid submit's validation ends, just before the call leaves:
// that report must not render the form. The busy state renders once the tap is painted
// (docs/decisions/187-the-busy-form-renders-after-the-tap-is-painted.md), each field once.
describe('a valid submit of the sign-in form', () => {
  it('renders nothing inside the click, then each field once after the paint: its busy state', async () => {
    useFakeClock();
    mockApi.useScenario('slow');
    const { user, fillLogin, commits } = await renderCountedApp();
    await fillLogin(user, { email: 'admin@crm.test', password: 'Admin@12345' });
    const before = new Map(commits);

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await settle(() => seenRequests.includes('POST /api/admin/login'));
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    for (const label of ['Email', 'Password']) expect(commits.get(label) ?? 0, label).toBe(before.get(label) ?? 0);

    // The frame is painted (happy-dom's animation frame), then the task queued from it runs.
    await advanceUntil(() => screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled'), 0);
    for (const label of ['Email', 'Password'])
      expect((commits.get(label) ?? 0) - (before.get(label) ?? 0), label).toBe(1);
  });
});
