import { lazyRules } from '@/lib/lazy-rules';

/**
 * The rules of the password screens' forms (password-form-schema.ts). This module is bundled into
 * the sign-in chunk with the other loaders of rules (vite.config.ts, lib/lazy-rules.ts).
 */
export const forgotPasswordRules = lazyRules(() =>
  import('./password-form-schema').then((schema) => schema.forgotPasswordResolver),
);
/** Each mode of the password form: the terms box is required in create mode only. */
export const passwordFormRules = {
  change: lazyRules(() => import('./password-form-schema').then((schema) => schema.resetPasswordResolver)),
  create: lazyRules(() => import('./password-form-schema').then((schema) => schema.createPasswordResolver)),
};
