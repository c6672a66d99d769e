import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected line on the console is a failure (Epic Stack's rule): the mock must stay quiet.
const METHODS = ['error', 'warn', 'log', 'info'] as const;
let printed: string[] = [];

/** The lines printed so far in this test, which the test thereby expects; clears them. */
export function takeConsoleOutput(): string[] {
  return printed.splice(0);
}

beforeEach(() => {
  printed = [];
  for (const method of METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (printed.length > 0) throw new Error(`Unexpected console output:\n${printed.join('\n')}`);
});
