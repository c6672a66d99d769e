import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countCommits } from '@/testing/count-commits';
import type { PasswordField } from './password-field';

const FIELD = '@/features/password/password-field';
/** How often each password field (by its label) has been committed. */
let commits = new Map<string, number>();

/** The form on its own, with its fields counted. */
async function renderCountedForm() {
  commits = countCommits<Parameters<typeof PasswordField>[0]>(FIELD, 'PasswordField', (props) => props.label);
  const [{ PasswordForm }, { SessionProvider }, { MemoryRouter }] = await Promise.all([
    import('./password-form'),
    import('@/session'),
    import('react-router'),
  ]);
  render(
    <MemoryRouter>
      <SessionProvider>
        <PasswordForm mode="change" code="reset-code-123" />
      </SessionProvider>
    </MemoryRouter>,
  );
  vi.doUnmock(FIELD);
}

/** What typing `text` into the field labelled `typedInto` commits of each field. */
async function rendersWhileTyping(typedInto: string, text: string) {
  const before = new Map(commits);
  await userEvent.type(screen.getByLabelText(typedInto), text);
  return (label: string) => (commits.get(label) ?? 0) - (before.get(label) ?? 0);
}

// docs/decisions/111-a-keystroke-renders-what-it-changes.md: each piece follows its own part of
// the form's state, so a keystroke costs what it changes on the phone in the person's hand.
describe('a keystroke on the password screens', () => {
  it('renders the field typed into, not the other one', async () => {
    await renderCountedForm();

    const afterNew = await rendersWhileTyping('New Password', 'Abc1');
    expect(afterNew('New Password')).toBeGreaterThan(0);
    expect(afterNew('Confirm Password')).toBe(0);

    const afterConfirm = await rendersWhileTyping('Confirm Password', 'Ab');
    expect(afterConfirm('Confirm Password')).toBeGreaterThan(0);
    expect(afterConfirm('New Password')).toBe(0);
  });
});
