import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { loadOnce } from './load-once';

/** What a check without its rules comes to: the form's own error, on no field. */
const UNCHECKED: FieldErrors = { root: { rules: { type: 'unloaded' } } };

/**
 * A form's rules, in a chunk of their own with zod and its resolver, not in the page's scripts
 * (docs/decisions/180-the-forms-rules-come-after-the-takeover.md): the form asks for them once it
 * is the app's (`useRulesAhead`, use-rules-ahead.ts), and a check made before they have come waits for them.
 *
 * Rules that cannot be loaded (a deploy has replaced the build: lib/stale-deploy.ts reloads the page
 * or asks for a reload) make every check fail with no field in error, so nothing is sent unchecked;
 * the next check asks for them again.
 */
export function lazyRules<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  const rules = loadOnce(load);
  const resolver: Resolver<T> = (values, context, options) =>
    rules().then(
      (resolve) => resolve(values, context, options),
      (): ResolverResult<T> => ({ values: {}, errors: UNCHECKED as FieldErrors<T> }),
    );
  return { resolver, ahead: () => void rules().catch(() => undefined) };
}
