/** RFC 9110's preferred HTTP date, `Sun, 06 Nov 1994 08:49:37 GMT`; Date.parse alone takes "1.5" too. */
export const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * Reads a `Retry-After` header (RFC 9110 §10.2.3) as whole seconds to wait: either
 * delta-seconds or an HTTP date. Undefined when absent or unreadable; a date in the past is 0.
 */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  if (!HTTP_DATE.test(text)) return undefined;
  return Math.max(0, Math.ceil((Date.parse(text) - now) / 1000));
}
