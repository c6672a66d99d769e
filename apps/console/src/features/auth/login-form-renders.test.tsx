import { act, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as TextFieldModule from '@/components/text-field';
import { settle, useFakeClock } from '@/testing/clock';
import { mockApi, seenRequests } from '@/testing/mock-api';

/** How often each field of the sign-in form (by its label) has been committed to the page. */
const commits = new Map<string, number>();

/** The app with the sign-in form's fields counted: loaded afresh, since the test files share their modules. */
async function renderCountedApp() {
  vi.resetModules();
  vi.doMock('@/components/text-field', async (importOriginal) => {
    const { TextField } = await importOriginal<typeof TextFieldModule>();
    return {
      TextField(props: Parameters<typeof TextField>[0]) {
        // Once per commit, strict mode or not: what the person's phone lays out and paints.
        useLayoutEffect(() => void commits.set(props.label, (commits.get(props.label) ?? 0) + 1));
        return <TextField {...props} />;
      },
    };
  });
  const { fillLogin, renderApp } = await import('@/testing/render');
  const app = renderApp('/');
  vi.doUnmock('@/components/text-field');
  return { ...app, fillLogin };
}

// src/lib/use-field-error.ts: a field follows its own message, as text. react-hook-form reports "no
// message" to every follower as a valid submit's validation ends, just before the call leaves:
// that report must not render the form a second time inside the click.
describe('a valid submit of the sign-in form', () => {
  it('renders each field once inside the click: its busy state', async () => {
    useFakeClock();
    mockApi.useScenario('slow');
    const { user, fillLogin } = await renderCountedApp();
    await fillLogin(user, { email: 'admin@crm.test', password: 'Admin@12345' });
    const before = new Map(commits);

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await settle(() => seenRequests.includes('POST /api/admin/login'));
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));

    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    for (const label of ['Email', 'Password'])
      expect((commits.get(label) ?? 0) - (before.get(label) ?? 0), label).toBe(1);
  });
});
