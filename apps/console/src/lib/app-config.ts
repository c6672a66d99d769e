import type { ClientConfig } from './config';

/** Replaced by its value at build time (vite.config.ts `define`). */
declare const __CONSOLE_CONFIG__: ClientConfig;

/**
 * The console's configuration, resolved and validated when it was built (vite.config.ts defines
 * `__CONSOLE_CONFIG__` from the `VITE_*` variables through parseConfig in ./config.ts).
 */
export const config: ClientConfig = __CONSOLE_CONFIG__;
