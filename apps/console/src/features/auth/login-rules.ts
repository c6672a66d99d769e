import { lazyRules } from '@/lib/lazy-rules';

/** The rules of the sign-in's two forms (login-schema.ts), asked for from the sign-in chunk (lib/lazy-rules.ts). */
export const loginRules = lazyRules(() => import('./login-schema').then((schema) => schema.loginResolver));
export const twoFactorRules = lazyRules(() => import('./login-schema').then((schema) => schema.twoFactorResolver));
