import { useEffect } from 'react';
import type { RefObject } from 'react';
import { FORM_TAKEN_OVER_ATTRIBUTE, SUBMITTED_EARLY_ATTRIBUTE } from './first-paint-markers';
import { useHydrated } from './use-hydrated';

/**
 * Takes over the form of a page built ahead of time: once the app has hydrated it, its submits
 * are the app's (the page's script, src/first-paint/early-submit.ts, stops noting them), and a submit
 * that script noted before is submitted now, with what was typed meanwhile.
 */
export function useEarlySubmit(formRef: RefObject<HTMLFormElement | null>): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const root = document.documentElement;
    root.setAttribute(FORM_TAKEN_OVER_ATTRIBUTE, '');
    if (!root.hasAttribute(SUBMITTED_EARLY_ATTRIBUTE)) return;
    root.removeAttribute(SUBMITTED_EARLY_ATTRIBUTE);
    formRef.current?.requestSubmit();
  }, [hydrated, formRef]);
}
