import * as z from 'zod/mini';
import { isLoopback } from '@crm/mock-server/loopback';
// vite.config.ts loads this module in node: its imports name their file, as Vite's config loader asks.
import {
  ALLOW_DEFAULT_REMEMBER_ME_KEY,
  DEFAULT_REMEMBER_ME_KEY,
  defaultRememberMeKeyProblem,
} from './remember-me-key.js';

// A strict Content-Security-Policy forbids eval: zod must never probe `new Function`.
z.config({ jitless: true });

const text = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));
const flag = z.enum(['true', 'false'], 'must be "true" or "false"');

/**
 * A same-origin path (`/api`) or an absolute http(s) URL. Never a backslash or a control
 * character: a browser reads a backslash as a slash and drops a tab or a newline, so `/\evil.example`
 * or `/<tab>/evil.example` would lead to another origin.
 */
const address = text.check(
  z.superRefine((value, ctx) => {
    if (/[\\\p{Cc}]/u.test(value)) {
      ctx.issues.push({
        code: 'custom',
        message: 'must not contain a backslash or a control character (a browser would read it as another origin)',
        input: value,
      });
    } else if (!/^\/(?!\/)/.test(value) && !/^https?:\/\/[^/]/.test(value)) {
      ctx.issues.push({ code: 'custom', message: 'must be a path starting with / or an http(s) URL', input: value });
    }
  }),
);
/** An {@link address} without a trailing slash. */
const baseUrl = address.check(z.overwrite((value) => value.replace(/\/+$/, '') || '/'));
const link = address;
/**
 * Whether an http(s) URL's host is this computer, as the mock's loopback.ts says: its brackets off,
 * which a URL's host has only around an IPv6 address.
 */
function isLoopbackUrl(value: string): boolean {
  return isLoopback(String(URL.parse(value)?.hostname).replace(/[[\]]/g, ''));
}

/**
 * Why a production build refuses its API root: `http:` to another computer would carry the session
 * token and the passwords in clear (docs/decisions/135-production-api-over-https.md). A path of the
 * console's own origin, `https:` or a loopback address is fine.
 */
function cleartextApiProblem(apiBaseUrl: string | undefined): string | undefined {
  if (!apiBaseUrl?.startsWith('http:') || isLoopbackUrl(apiBaseUrl)) return undefined;
  return 'VITE_API_BASE_URL: must be https: or a path in a production build (http: only for a loopback address)';
}

const decimal = (min: number, max: number) =>
  z.pipe(
    text,
    z.transform((value, ctx) => {
      const parsed = Number(value);
      if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
        ctx.issues.push({ code: 'custom', message: `must be a number from ${min} to ${max}`, input: value });
        return z.NEVER;
      }
      return parsed;
    }),
  );

/**
 * The footer's pages in dev and mock builds: small static pages in public/legal/ that name the
 * variable setting the real page. A production build must set both (see parseConfig), so its
 * footer never leads to a page that is not there.
 */
export const BUILT_IN_LEGAL_PAGES = {
  VITE_PRIVACY_URL: '/legal/pages.html#privacy',
  VITE_TERMS_URL: '/legal/pages.html#terms',
} as const;

/** A whole number from `min` to `max`. */
const whole = (min: number, max: number) =>
  decimal(min, max).check(z.refine((value) => Number.isInteger(value), 'must be a whole number'));

/** The longest idle limit: a working day. */
const MAX_IDLE_TIMEOUT_MINUTES = 720;

const envSchema = z.object({
  VITE_API_BASE_URL: z._default(baseUrl, '/api'),
  VITE_MOCK: z.optional(flag),
  VITE_MOCK_LATENCY_MS: z.optional(decimal(0, 10_000)),
  VITE_CAPTCHA_PROVIDER: z.optional(z.enum(['recaptcha', 'mock'], 'must be "recaptcha" or "mock"')),
  VITE_RECAPTCHA_SITE_KEY: z.optional(text),
  // Builds refuse the default key unless told otherwise (vite.config.ts, ./remember-me-key.ts).
  VITE_REMEMBER_ME_KEY: z._default(text, DEFAULT_REMEMBER_ME_KEY),
  // Longer than the warning's minute before it (session/idle.ts).
  VITE_IDLE_TIMEOUT_MINUTES: z._default(whole(2, MAX_IDLE_TIMEOUT_MINUTES), 15),
  VITE_FILE_STORAGE_URL: z._default(baseUrl, '/files'),
  VITE_PRIVACY_URL: z._default(link, BUILT_IN_LEGAL_PAGES.VITE_PRIVACY_URL),
  VITE_TERMS_URL: z._default(link, BUILT_IN_LEGAL_PAGES.VITE_TERMS_URL),
  VITE_AI_MODEL: z._default(text, 'gpt-4o-mini'),
  VITE_AI_MAX_TOKENS: z._default(decimal(1, 100_000), 500),
  VITE_AI_TEMPERATURE: z._default(decimal(0, 2), 0.7),
  VITE_AI_SPEECH_MODEL: z._default(text, 'whisper-1'),
  VITE_AI_VECTOR_INDEX: z._default(text, 'crm-knowledge'),
});

/** Every `VITE_*` key the configuration reads: apps/console/.env.example lists each. */
export const CONFIG_KEYS: readonly string[] = [...Object.keys(envSchema.shape), ALLOW_DEFAULT_REMEMBER_ME_KEY];

export type CaptchaProvider = 'recaptcha' | 'mock';

export interface ConsoleConfig {
  apiBaseUrl: string;
  mock: boolean;
  /** The in-browser mock's delay before each answer; unset, the mock's own default. */
  mockLatencyMs?: number;
  captcha: { provider: 'recaptcha'; siteKey: string } | { provider: 'mock' };
  rememberMeKey: string;
  /** How long a signed-in console may go without its person's input before it logs out. */
  idleTimeoutMinutes: number;
  fileStorageUrl: string;
  privacyUrl: string;
  termsUrl: string;
  assistant: { model: string; maxTokens: number; temperature: number; speechModel: string; vectorIndex: string };
}

/** Names that look like secrets. Whatever is in a client bundle is public, so none may be set. */
const SECRET_NAME = /(API_?KEY|SECRET|PRIVATE|PASSWORD|ACCESS_?TOKEN)/;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid console configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty values count as unset, so `VITE_X=` in a .env file falls back to the default. */
function withoutEmpty(env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '' && value !== undefined));
}

/**
 * Validates the `VITE_*` variables; throws one {@link ConfigError} listing every bad or missing
 * key, so that a build names them all at once. `env.PROD` marks a build: it must bring its own
 * remember-me key (./remember-me-key.ts) and, without the mock, its legal pages.
 */
export function parseConfig(env: Record<string, unknown>, mock: boolean): ConsoleConfig {
  const raw = withoutEmpty(env);
  const problems: string[] = Object.keys(env)
    .filter((key) => key.startsWith('VITE_') && SECRET_NAME.test(key))
    .map((key) => `${key}: secrets must not be set in the client configuration`);

  const parsed = z.safeParse(envSchema, raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }

  // From the raw values, so that a bad value elsewhere does not hide a missing key. A provider that
  // is not one of the two is reported by the schema above.
  const chosen = raw.VITE_CAPTCHA_PROVIDER ?? (mock ? 'mock' : 'recaptcha');
  if (chosen === 'recaptcha' && raw.VITE_RECAPTCHA_SITE_KEY === undefined) {
    problems.push('VITE_RECAPTCHA_SITE_KEY: required when the captcha provider is "recaptcha"');
  }
  if (env.PROD === true) {
    const keyProblem = defaultRememberMeKeyProblem(env);
    if (keyProblem) problems.push(keyProblem);
    const apiProblem = cleartextApiProblem(raw.VITE_API_BASE_URL as string | undefined);
    if (apiProblem) problems.push(apiProblem);
    // A production build without the mock is what is deployed: its legal pages must be the real ones.
    if (!mock) {
      for (const key of Object.keys(BUILT_IN_LEGAL_PAGES)) {
        if (raw[key] === undefined) problems.push(`${key}: required in a production build without the mock`);
      }
    }
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const values = parsed.data;
  const provider: CaptchaProvider = values.VITE_CAPTCHA_PROVIDER ?? (mock ? 'mock' : 'recaptcha');
  return {
    apiBaseUrl: values.VITE_API_BASE_URL,
    mock,
    mockLatencyMs: values.VITE_MOCK_LATENCY_MS,
    captcha: provider === 'mock' ? { provider } : { provider, siteKey: values.VITE_RECAPTCHA_SITE_KEY ?? '' },
    rememberMeKey: values.VITE_REMEMBER_ME_KEY,
    idleTimeoutMinutes: values.VITE_IDLE_TIMEOUT_MINUTES,
    fileStorageUrl: values.VITE_FILE_STORAGE_URL,
    privacyUrl: values.VITE_PRIVACY_URL,
    termsUrl: values.VITE_TERMS_URL,
    assistant: {
      model: values.VITE_AI_MODEL,
      maxTokens: values.VITE_AI_MAX_TOKENS,
      temperature: values.VITE_AI_TEMPERATURE,
      speechModel: values.VITE_AI_SPEECH_MODEL,
      vectorIndex: values.VITE_AI_VECTOR_INDEX,
    },
  };
}

/**
 * What the running console reads. The build resolves it (vite.config.ts validates the `VITE_*`
 * variables with {@link parseConfig} and defines the result), so neither zod nor this module is in
 * the first-paint bundle. The reserved settings (`VITE_FILE_STORAGE_URL`, `VITE_AI_*`) are
 * validated but no code reads them yet, so they stay out of the bundle (docs/decisions/051-config-resolved-at-build-time.md).
 */
export type ClientConfig = Pick<
  ConsoleConfig,
  | 'apiBaseUrl'
  | 'mock'
  | 'mockLatencyMs'
  | 'captcha'
  | 'rememberMeKey'
  | 'idleTimeoutMinutes'
  | 'privacyUrl'
  | 'termsUrl'
>;

export function clientConfigOf({
  apiBaseUrl,
  mock,
  mockLatencyMs,
  captcha,
  rememberMeKey,
  idleTimeoutMinutes,
  privacyUrl,
  termsUrl,
}: ConsoleConfig): ClientConfig {
  return { apiBaseUrl, mock, mockLatencyMs, captcha, rememberMeKey, idleTimeoutMinutes, privacyUrl, termsUrl };
}
