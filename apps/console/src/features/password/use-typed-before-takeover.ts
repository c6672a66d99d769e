import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useHydrated } from '@/lib/use-hydrated';
import type { PasswordFormValues } from './password-fields';

const PASSWORDS = ['new_password', 'confirm_password'] as const;
type Password = (typeof PASSWORDS)[number];

/**
 * What was typed into the page built ahead of time before the app took it over counts as typed.
 * react-hook-form keeps a field edited before it was ready (its value, dirty and touched), but
 * tells its watchers nothing: once hydrated, each password typed is set again, through an empty
 * value that is never painted, so that the meter, the checks and the button follow it as they
 * follow typing. `onTyped` hears of each one.
 */
export function useTypedBeforeTakeover(
  { getValues, setValue }: Pick<UseFormReturn<PasswordFormValues>, 'getValues' | 'setValue'>,
  onTyped: (name: Password) => void,
): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    for (const name of PASSWORDS) {
      const typed = getValues(name);
      if (!typed) continue;
      setValue(name, '');
      setValue(name, typed, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
      onTyped(name);
    }
    // Once, when the app has taken the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
}
