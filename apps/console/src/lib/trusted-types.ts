/*
 * The console's Trusted Types policy (docs/decisions/042-trusted-types-enforced-with-named-policies.md).
 * deploy/nginx.conf enforces `require-trusted-types-for 'script'` and lists this policy's name in
 * `trusted-types`: a string reaches a script sink only through here, and only when it is one of
 * the few script URLs the console loads. Browsers without Trusted Types get the checked string.
 */

/** The name deploy/nginx.conf lists in `trusted-types`. */
export const TRUSTED_TYPES_POLICY_NAME = 'crm-console';

/** The only scripts the console adds itself: Google's reCAPTCHA loader, on its own origins. */
const SCRIPT_ORIGINS = new Set(['https://www.google.com', 'https://www.recaptcha.net']);
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
