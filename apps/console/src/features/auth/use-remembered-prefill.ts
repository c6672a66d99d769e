import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { fillRememberedPassword } from '@/components/remembered-password';
import { useHydrated } from '@/lib/use-hydrated';
import { readRememberedEmail, readRememberedPassword } from './remember-me';

/**
 * Remember me fills the sign-in form once the app has taken over the page built ahead of time (the
 * first render must match that page), and never over what was typed before. An e-mail equal to
 * the remembered one is no typing of another address: it is what the browser's own form
 * restoration puts back on a reload (Firefox does, before any script runs), and the password,
 * which browsers never restore, is still filled. The remembered password needs the cipher, which
 * is loaded only when there is one to read, and is never shown (its field's Show empties it first).
 * `enabled` false (coming back from the second step
 * with what was typed) fills nothing.
 */
export function useRememberedPrefill(formRef: RefObject<HTMLFormElement | null>, enabled: boolean): void {
  const hydrated = useHydrated();
  const prefilled = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!hydrated || !enabled || !form || prefilled.current) return;
    prefilled.current = true;
    const input = (name: string) => {
      const element = form.elements.namedItem(name);
      return element instanceof HTMLInputElement ? element : null;
    };
    const [email, remember, password] = [input('email'), input('remember'), input('password')];
    const rememberedEmail = readRememberedEmail();
    if (!rememberedEmail || !email) return;
    if (email.value.trim() !== '' && email.value.trim() !== rememberedEmail) return;
    email.value = rememberedEmail;
    if (remember) remember.checked = true;
    readRememberedPassword().then(
      (value) => {
        if (value && password?.isConnected && password.value === '') fillRememberedPassword(password, value);
      },
      // A cipher that cannot load is a stale deploy, handled by lib/stale-deploy.ts; the field stays empty.
      () => undefined,
    );
  }, [hydrated, enabled, formRef]);
}
