import { describe, expect, it } from 'vitest';
import {
  isDecodablePath,
  isJsonContentType,
  parseJsonBody,
  MAX_FIELD_NAME_LENGTH,
  MAX_JSON_DEPTH,
} from './request-checks';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('isDecodablePath', () => {
  it('is false exactly where decodeURIComponent throws', () => {
    expect(isDecodablePath('/api/dailyQuote/MjExMDIwMjY%3D')).toBe(true);
    for (const path of ['/%ff', '/%', '/%E0%A4%A']) expect(isDecodablePath(path)).toBe(false);
  });
});

describe('isJsonContentType', () => {
  const of = (type?: string) => isJsonContentType(type);

  it('takes application/json in any case, with a UTF-8 charset or other parameters', () => {
    for (const type of [
      'application/json',
      'Application/JSON',
      ' application/json ; charset=utf-8',
      'application/json; CHARSET = "UTF-8"',
      'application/json; boundary=x',
    ]) {
      expect(of(type), type).toBe(true);
    }
  });

  it('refuses another type, another charset or no header', () => {
    for (const type of [
      'text/plain',
      'application/jsonx',
      'application/json; charset=latin1',
      'application/json; charset = latin1',
      'application/json; charset',
    ]) {
      expect(of(type), type).toBe(false);
    }
    expect(of()).toBe(false);
  });
});

/** The rejection of a body, or undefined when it parses. */
function jsonBodyProblem(text: string) {
  const parsed = parseJsonBody(text);
  return parsed.ok ? undefined : parsed.rejection;
}

describe('parseJsonBody', () => {
  it('answers the parsed value of a body it takes', () => {
    expect(parseJsonBody('{"email":"a@b.c","n":[1,null]}')).toEqual({
      ok: true,
      value: { email: 'a@b.c', n: [1, null] },
    });
    expect(parseJsonBody('null')).toEqual({ ok: true, value: null });
  });

  it('takes well-formed JSON up to the depth and field-name limits', () => {
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonBodyProblem(JSON.stringify({ ['a'.repeat(MAX_FIELD_NAME_LENGTH)]: { b: 1 } }))).toBeUndefined();
    expect(jsonBodyProblem('{"email":"a@b.c"}')).toBeUndefined();
  });

  it('refuses a body nested one level deeper than the limit, objects and arrays alike', () => {
    const deeper = { status: 400, message: `Invalid request: body is nested deeper than ${MAX_JSON_DEPTH} levels` };
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH + 1))).toEqual(deeper);
    expect(jsonBodyProblem('{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1))).toEqual(deeper);
  });

  it('counts depth, not brackets: closed siblings and brackets inside strings do not add up', () => {
    const siblings = `[${Array.from({ length: MAX_JSON_DEPTH + 5 }, () => '[]').join(',')}]`;
    expect(jsonBodyProblem(siblings)).toBeUndefined();
    const inString = JSON.stringify({ a: '['.repeat(40) + '\\"' + '{'.repeat(40) });
    expect(jsonBodyProblem(inString)).toBeUndefined();
  });

  it('refuses what is not JSON', () => {
    expect(jsonBodyProblem('{"email":')).toEqual({ status: 400, message: expect.stringMatching(/JSON/) });
  });

  it('refuses a field name longer than the limit, at any depth, quoting only its start', () => {
    const long = 'n'.repeat(MAX_FIELD_NAME_LENGTH + 1);
    const expected = {
      status: 400,
      message: `Invalid request: field name "${'n'.repeat(32)}…" is longer than ${MAX_FIELD_NAME_LENGTH} characters`,
    };
    expect(jsonBodyProblem(JSON.stringify({ [long]: 1 }))).toEqual(expected);
    expect(jsonBodyProblem(JSON.stringify({ a: [null, { b: { [long]: 1 } }] }))).toEqual(expected);
  });
});
