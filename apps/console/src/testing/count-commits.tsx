import { useLayoutEffect } from 'react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

/**
 * Replaces the component `name` of the module `specifier` (an `@/` path) with one that counts how
 * often each of its instances is committed to the page, by `key(props)`: once per commit, strict
 * mode or not, which is what a phone lays out and paints. Resets the modules: import what renders
 * the component after this call, and `vi.doUnmock(specifier)` once it is rendered.
 */
export function countCommits<P extends object>(
  specifier: string,
  name: string,
  key: (props: P) => string,
): Map<string, number> {
  const commits = new Map<string, number>();
  vi.resetModules();
  vi.doMock(specifier, async (importOriginal) => {
    const original = await importOriginal<Record<string, ComponentType<P>>>();
    const Counted = original[name]!;
    return {
      ...original,
      [name](props: P) {
        useLayoutEffect(() => void commits.set(key(props), (commits.get(key(props)) ?? 0) + 1));
        return <Counted {...props} />;
      },
    };
  });
  return commits;
}
