import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetTheBuiltPage, hydrateBuiltPage } from '@/testing/built-page';
import { FORM_TAKEN_OVER_ATTRIBUTE, SUBMITTED_EARLY_ATTRIBUTE } from './first-paint-markers';
import { useEarlySubmit } from './use-early-submit';

function Form({ onSubmit }: { onSubmit(email: string): void }) {
  const formRef = useRef<HTMLFormElement>(null);
  useEarlySubmit(formRef);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget).get('email') as string);
      }}
    >
      <input name="email" aria-label="Email" />
      <button type="submit">Send</button>
    </form>
  );
}

const html = document.documentElement;
// The forms of other test files in this worker take the page over too.
beforeEach(forgetTheBuiltPage);
afterEach(forgetTheBuiltPage);

/** The page built ahead of time, typed into (and maybe submitted) before the app hydrates it. */
async function hydrateTyped({ submittedEarly }: { submittedEarly: boolean }) {
  const onSubmit = vi.fn();
  await hydrateBuiltPage(<Form onSubmit={onSubmit} />, (field) => {
    field('email').value = 'typed@crm.test';
    if (submittedEarly) html.setAttribute(SUBMITTED_EARLY_ATTRIBUTE, '');
    expect(html.hasAttribute(FORM_TAKEN_OVER_ATTRIBUTE)).toBe(false);
  });
  return onSubmit;
}

describe('useEarlySubmit', () => {
  it('submits once, with what was typed, a submit noted before the app took the form over', async () => {
    const onSubmit = await hydrateTyped({ submittedEarly: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('typed@crm.test');
    expect(html.hasAttribute(SUBMITTED_EARLY_ATTRIBUTE), 'the note is used up').toBe(false);
    expect(html.hasAttribute(FORM_TAKEN_OVER_ATTRIBUTE)).toBe(true);
  });

  it('submits nothing when nothing was submitted, and takes the form over', async () => {
    const onSubmit = await hydrateTyped({ submittedEarly: false });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(html.hasAttribute(FORM_TAKEN_OVER_ATTRIBUTE)).toBe(true);
  });
});
