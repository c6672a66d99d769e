import { useEffect } from 'react';

/** Asks for a form's rules (lazy-rules.ts) once the form that checks with them is rendered: after the takeover. */
export function useRulesAhead(rules: { ahead(): void }): void {
  useEffect(() => rules.ahead(), [rules]);
}
