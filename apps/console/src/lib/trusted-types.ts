/*
 * The console's Trusted Types policy (docs/decisions/042-trusted-types-enforced-with-named-policies.md).
 * deploy/nginx.conf enforces `require-trusted-types-for 'script'` and lists this policy's name in
 * `trusted-types`, with reCAPTCHA's: a string reaches a script sink only through here, and only when it is one of
 * the few script URLs the console loads. Browsers without Trusted Types get the checked string.
 */

/** The console's own policy. */
export const TRUSTED_TYPES_POLICY_NAME = 'crm-console';

/**
 * Every policy deploy/nginx.conf lists in `trusted-types` (src/app/nginx-conf.test.ts holds it to
 * this list): the console's, and `recaptcha` and `goog#html`, the names Google's reCAPTCHA is
 * expected to use when loaded with trustedtypes=true (docs/decisions/042).
 */
export const TRUSTED_TYPES_POLICY_NAMES = [TRUSTED_TYPES_POLICY_NAME, 'recaptcha', 'goog#html'] as const;

/** Where Google's reCAPTCHA loader may come from: the only scripts the console adds itself. */
export const RECAPTCHA_SCRIPT_ORIGINS = ['https://www.google.com', 'https://www.recaptcha.net'] as const;

/**
 * Every origin of reCAPTCHA: its loader's, and www.gstatic.com, of the widget's code. The CSP of
 * deploy/nginx.conf allows exactly these in `frame-src`, and these and the console's own in
 * `connect-src` (src/app/nginx-conf.test.ts).
 */
export const RECAPTCHA_ORIGINS = [...RECAPTCHA_SCRIPT_ORIGINS, 'https://www.gstatic.com'] as const;

const SCRIPT_ORIGINS: ReadonlySet<string> = new Set(RECAPTCHA_SCRIPT_ORIGINS);
const SCRIPT_PATH = '/recaptcha/api.js';

/** The URL when the console may load a script from it; throws otherwise. */
export function checkScriptUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new TypeError(`Trusted Types policy ${TRUSTED_TYPES_POLICY_NAME}: "${input}" is not an absolute URL`);
  }
  if (!SCRIPT_ORIGINS.has(url.origin) || url.pathname !== SCRIPT_PATH || url.username || url.password) {
    throw new TypeError(`Trusted Types policy ${TRUSTED_TYPES_POLICY_NAME}: ${input} is not an allowed script URL`);
  }
  return input;
}

/** The DOM typings of TypeScript 5.9 lack Trusted Types: the part used here. */
interface TrustedScriptUrlPolicy {
  createScriptURL(input: string): TrustedScriptURL;
}
declare const trustedScriptUrlBrand: unique symbol;
/** An opaque TrustedScriptURL; the DOM accepts it wherever a script URL string goes. */
export interface TrustedScriptURL {
  readonly [trustedScriptUrlBrand]: true;
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): TrustedScriptUrlPolicy;
}

let policy: TrustedScriptUrlPolicy | null | undefined;

/** Created once per page: the CSP forbids a second policy of the same name. */
function consolePolicy(): TrustedScriptUrlPolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createScriptURL: checkScriptUrl }) : null;
  }
  return policy;
}

/** Sets `script.src` through the console's policy (a checked string where Trusted Types are absent). */
export function setScriptSrc(script: HTMLScriptElement, url: string): void {
  const trusted = consolePolicy();
  // The DOM typings take only strings; a TrustedScriptURL is what the enforcing browser requires.
  script.src = trusted ? (trusted.createScriptURL(url) as unknown as string) : checkScriptUrl(url);
}
