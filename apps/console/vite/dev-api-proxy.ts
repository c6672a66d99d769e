import type { Plugin, ProxyOptions } from 'vite';
import { isLoopback } from '@crm/mock-server/loopback';

/**
 * `npm run dev:http` (scripts/dev-http.ts): Vite's proxy to the HTTP mock at `target`. `/api` is
 * always proxied, with the mock's own `Host` (the mock answers only names of this machine), so that
 * the console works from another machine too; `/__mock`, the mock's control routes (reset,
 * scenarios, provider states), only while Vite listens on this machine alone
 * (docs/decisions/124-the-http-mock-answers-loopback-names-only.md).
 */
export interface DevApiProxy {
  proxy: Record<string, ProxyOptions>;
  /** What to tell the developer when the control routes are left out; undefined when they are not. */
  notice?: string;
}

/** Whether Vite's `server.host` keeps it on this machine: its default (`localhost`) or a loopback name or address. */
export function listensOnLoopback(host: string | boolean | undefined): boolean {
  if (host === undefined || host === false) return true;
  return host !== true && isLoopback(host);
}

/** The proxy table for a dev server listening on `host` (Vite's `server.host`). */
export function devApiProxy(target: string, host: string | boolean | undefined): DevApiProxy {
  const api = { target, changeOrigin: true };
  if (listensOnLoopback(host)) return { proxy: { '/api': api, '/__mock': api } };
  const where = host === true ? 'every address' : String(host);
  return {
    proxy: { '/api': api },
    notice: `dev:http: Vite listens on ${where}, beyond this machine, so /__mock (the mock's control routes) is not proxied; use ${target}/__mock/ from this machine.`,
  };
}

/** The proxy of `npm run dev:http` as a plugin: it reads the host Vite was given, `--host` included. */
export function devApiProxyPlugin(target: string | undefined): Plugin | false {
  if (!target) return false;
  return {
    name: 'crm:dev-api-proxy',
    apply: 'serve',
    config(config) {
      const { proxy, notice } = devApiProxy(target, config.server?.host);
      if (notice) console.info(notice);
      return { server: { proxy } };
    },
  };
}
