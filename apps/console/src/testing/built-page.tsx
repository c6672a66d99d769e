import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { FORM_TAKEN_OVER_ATTRIBUTE, SUBMITTED_EARLY_ATTRIBUTE } from '@/lib/first-paint-markers';
import { SessionProvider } from '@/session';

/*
 * A page built ahead of time (src/app/prerender.tsx), changed as the browser or a person would before
 * the app takes it over, then hydrated as src/main.tsx does. A test file that uses it calls
 * `forgetTheBuiltPage` after each test (and before, where other files' forms may have marked the page).
 */

let root: Root | undefined;

/** The input named `name` of the page. */
export type FieldOf = (name: string) => HTMLInputElement;

/**
 * Renders `page` to HTML as the build does, runs `before` on it (typing, the browser's restored
 * values, an early submit), then hydrates it; the app's effects have run when this resolves.
 */
export async function hydrateBuiltPage(
  page: ReactNode,
  before: (field: FieldOf) => void,
  { routed = false }: { routed?: boolean } = {},
): Promise<void> {
  const around = (inner: ReactNode, router: 'static' | 'memory') =>
    routed ? (
      router === 'static' ? (
        <StaticRouter location="/">
          <SessionProvider>{inner}</SessionProvider>
        </StaticRouter>
      ) : (
        <MemoryRouter>
          <SessionProvider>{inner}</SessionProvider>
        </MemoryRouter>
      )
    ) : (
      inner
    );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StrictMode>{around(page, 'static')}</StrictMode>);
  document.body.append(container);
  before((name) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!);
  await act(async () => {
    root = hydrateRoot(container, <StrictMode>{around(page, 'memory')}</StrictMode>);
  });
}

/** Unmounts the page, empties the document and drops the first-paint marks. */
export function forgetTheBuiltPage(): void {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  document.documentElement.removeAttribute(SUBMITTED_EARLY_ATTRIBUTE);
  document.documentElement.removeAttribute(FORM_TAKEN_OVER_ATTRIBUTE);
}
