import { parseArgs } from 'node:util';
import { DEFAULT_CORS_ORIGINS } from './http/cors';
import { isLoopback } from './http/loopback';
import { DEFAULT_HTTP_HOST, type HttpMockOptions } from './http/server';
import { DEFAULT_IDLE_TIMEOUT_SECONDS, DEFAULT_SESSION_TTL_SECONDS } from './db/sessions';

/** Where `npm run mock` listens unless told otherwise. */
export const DEFAULT_HTTP_PORT = 4010;

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_HTTP_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${value}`);
  return port;
}

/** A duration in whole seconds, 1 or more; `what` names it in the error. */
function secondsFrom(value: string | undefined, fallback: number, what: string): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`Not ${what} in whole seconds: ${value}`);
  return seconds;
}

/** An origin as browsers send it: scheme, host and port, no path; `null` is never one. */
function originFrom(value: string): string {
  const origin = URL.canParse(value) ? new URL(value).origin : undefined;
  if (origin !== value.replace(/\/$/, '')) throw new Error(`Not an origin (scheme://host[:port]): ${value}`);
  return origin;
}

function corsOriginsFrom(flags: string[] | undefined, env: string | undefined): string[] {
  const listed = flags ?? env?.split(',').map((origin) => origin.trim());
  const origins = listed?.filter((origin) => origin !== '');
  return origins && origins.length > 0 ? origins.map(originFrom) : [...DEFAULT_CORS_ORIGINS];
}

/** Another interface opens `/__mock/*` (reset, scenarios, provider states) to the network: only on purpose. */
function hostFrom(host: string | undefined, expose: boolean): string {
  if (host === undefined) return DEFAULT_HTTP_HOST;
  if (!expose && !isLoopback(host)) {
    throw new Error(
      `--host ${host} is not a loopback address: anyone who reaches it can reset the mock and set its sessions. Add --expose to mean it.`,
    );
  }
  return host;
}

function booleanFrom(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${name} must be true or false, not ${value}`);
}

/**
 * `--port` wins over a bare port, which wins over MOCK_PORT; 4010 on 127.0.0.1 otherwise. Every
 * other flag wins over its variable: --session-ttl over MOCK_SESSION_TTL, --idle-timeout over
 * MOCK_IDLE_TIMEOUT, --cors-origin (repeatable)
 * over MOCK_CORS_ORIGINS (comma-separated), --trust-proxy over MOCK_TRUST_PROXY=true, --production
 * (answers as a production server would: no `auth_code`) over MOCK_PRODUCTION=true. `--host` other
 * than a loopback address needs `--expose`; exposed in production mode, the mock answers
 * `/__mock/provider-states` 403 unless `--allow-states` is given too.
 */
export function cliOptions(args: string[], env: Record<string, string | undefined>): HttpMockOptions {
  const { values, positionals } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      quiet: { type: 'boolean' },
      'session-ttl': { type: 'string' },
      'idle-timeout': { type: 'string' },
      'cors-origin': { type: 'string', multiple: true },
      'trust-proxy': { type: 'boolean' },
      production: { type: 'boolean' },
      expose: { type: 'boolean' },
      'allow-states': { type: 'boolean' },
    },
    // `npm run mock -- 4020` reaches here as a bare port: npm swallows a `--port` given to the root script.
    allowPositionals: true,
  });
  const expose = values.expose ?? false;
  const production = values.production ?? booleanFrom('MOCK_PRODUCTION', env.MOCK_PRODUCTION);
  return {
    port: portFrom(values.port ?? positionals[0] ?? env.MOCK_PORT),
    host: hostFrom(values.host, expose),
    quiet: values.quiet ?? false,
    sessionTtlSeconds: secondsFrom(
      values['session-ttl'] ?? env.MOCK_SESSION_TTL,
      DEFAULT_SESSION_TTL_SECONDS,
      'a session TTL',
    ),
    idleTimeoutSeconds: secondsFrom(
      values['idle-timeout'] ?? env.MOCK_IDLE_TIMEOUT,
      DEFAULT_IDLE_TIMEOUT_SECONDS,
      'an idle timeout',
    ),
    corsOrigins: corsOriginsFrom(values['cors-origin'], env.MOCK_CORS_ORIGINS),
    trustProxy: values['trust-proxy'] ?? booleanFrom('MOCK_TRUST_PROXY', env.MOCK_TRUST_PROXY),
    production,
    expose,
    providerStates: !(expose && production) || (values['allow-states'] ?? false),
  };
}
