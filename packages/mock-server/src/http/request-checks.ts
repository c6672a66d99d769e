import { HTTP_MESSAGES } from './answers';

/** Deeper than any body of the yaml (2 levels) by far, and shallow enough for any validator. */
export const MAX_JSON_DEPTH = 32;
/** Longer than any field name of the yaml by far; a longer one is refused before it is echoed. */
export const MAX_FIELD_NAME_LENGTH = 64;
/** How much of a refused field name the message quotes. */
const QUOTED_NAME_LENGTH = 32;

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
  const [type = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim());
  if (type.toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim().toLowerCase());
    return name !== 'charset' || value === 'utf-8' || value === '"utf-8"';
  });
}

/** The nesting depth of a JSON text, counted without parsing it: no parser sees a deeper one. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

function tooLongFieldName(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [name, child] of Object.entries(value)) {
    if (name.length > MAX_FIELD_NAME_LENGTH) return name;
    const found = tooLongFieldName(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * What is structurally hostile in a non-empty JSON body: not JSON, nested too deep, or a field name
 * too long to quote. What the yaml says of the fields is the operation's business, not this one's.
 */
export function jsonBodyProblem(text: string): Rejection | undefined {
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    return { status: 400, message: `Invalid request: body is nested deeper than ${MAX_JSON_DEPTH} levels` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { status: 400, message: HTTP_MESSAGES.invalidJson };
  }
  const name = tooLongFieldName(value);
  if (name === undefined) return undefined;
  return {
    status: 400,
    message: `Invalid request: field name "${name.slice(0, QUOTED_NAME_LENGTH)}…" is longer than ${MAX_FIELD_NAME_LENGTH} characters`,
  };
}
