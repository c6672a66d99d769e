/** Deeper than any body of the yaml (2 levels) by far, and shallow enough for any validator. */
export const MAX_JSON_DEPTH = 32;
/** Longer than any field name of the yaml by far; a longer one is refused before it is echoed. */
export const MAX_FIELD_NAME_LENGTH = 64;

export interface Rejection {
  status: number;
  message: string;
}

/** msw decodes path parameters with decodeURIComponent, which throws on `%ff`, `%` or `%E0%A4%A`. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Only `application/json` (any case, an optional UTF-8 charset): text/plain is never read as JSON. */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [type, ...parameters] = contentType
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || value === 'utf-8' || value === '"utf-8"';
  });
}

/** Walks a parsed value no deeper than the limit: nested too deep, or a field name too long to quote. */
function shapeProblem(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > MAX_JSON_DEPTH) return `Invalid request: body is nested deeper than ${MAX_JSON_DEPTH} levels`;
  for (const [name, child] of Object.entries(value)) {
    if (name.length > MAX_FIELD_NAME_LENGTH) {
      return `Invalid request: field name "${name.slice(0, 32)}…" is longer than ${MAX_FIELD_NAME_LENGTH} characters`;
    }
    const problem = shapeProblem(child, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** A non-empty JSON body, parsed: its value, or why it is refused. */
export type ParsedBody = { ok: true; value: unknown } | { ok: false; rejection: Rejection };

/**
 * Parses a non-empty JSON body once, refusing what is structurally hostile before the yaml's schema
 * sees it: not JSON, nested too deep, or a field name too long to quote (docs/decisions/022-mock-malformed-requests-get-4xx-json.md).
 */
export function parseJsonBody(text: string): ParsedBody {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, rejection: { status: 400, message: 'Invalid request: body is not valid JSON' } };
  }
  const message = shapeProblem(value, 1);
  return message === undefined ? { ok: true, value } : { ok: false, rejection: { status: 400, message } };
}
