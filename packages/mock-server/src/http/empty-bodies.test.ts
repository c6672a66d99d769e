import { API_ROOT } from '@crm/api-client';
import { describe, expect, it } from 'vitest';
import { CONTROL_PREFIX, controlRoutes } from './control';
import { ADMIN } from '../db/fixtures';
import { openApiDocument } from '../generated/openapi-document';
import { useHttpMock } from '../testing/http-mock-fixture';
import { parseRawAnswer, rawSocketExchange } from '../testing/raw-request';

const { call, login, mock } = useHttpMock();

type Json = Record<string, unknown>;
interface Route {
  method: string;
  path: string;
  /** The yaml's documented statuses; undefined for the control routes, whose answers are listed below. */
  documented?: string[];
  /** What an empty body gets: a 4xx for a route that needs a body, else the route's own answer. */
  emptyBody: 'refused' | number;
}

const TEXT = '{"scenario":"slow"}';
/** What `curl -XPOST URL` and its kin put on the wire: each framing of an empty body, and a body of another type. */
const BODIES = {
  'no body and no length': '\r\n',
  'Content-Length: 0': 'Content-Length: 0\r\n\r\n',
  'an empty chunked body': 'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'a body of another type': `Content-Type: text/plain\r\nContent-Length: ${TEXT.length}\r\n\r\n${TEXT}`,
} as const;

/** How the control routes answer an empty body (packages/mock-server/README.md, "HTTP server"). */
const CONTROL_EMPTY_BODY: Record<string, Route['emptyBody']> = {
  'GET /__mock/scenario': 200,
  'PUT /__mock/scenario': 'refused',
  'POST /__mock/reset': 200,
  'GET /__mock/provider-states': 200,
  'POST /__mock/provider-states': 'refused',
};

/** A `$ref` followed inside the yaml. */
const follow = (node: Json): Json =>
  typeof node.$ref === 'string'
    ? (node.$ref
        .split('/')
        .slice(1)
        .reduce<unknown>((parent, key) => (parent as Json)[key], openApiDocument) as Json)
    : node;

/** A path parameter's first example in the yaml, so that the operation itself is reached. */
function examplePath(path: string, operation: Json): string {
  const parameters = ((operation.parameters ?? []) as Json[]).map(follow);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const examples = Object.values((parameters.find((p) => p.name === name)?.examples ?? {}) as Json);
    return String((examples[0] as Json | undefined)?.value ?? 'x');
  });
}

/** Every operation of the yaml, so that an operation added there is covered here without an edit. */
function yamlRoutes(): Route[] {
  return Object.entries(openApiDocument.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: API_ROOT + examplePath(path, operation),
      documented: Object.keys(operation.responses as Json),
      emptyBody: operation.requestBody === undefined ? 200 : 'refused',
    })),
  );
}

/** The control routes as the mock serves them, each with its documented answer to an empty body. */
function controlRouteList(): Route[] {
  return Object.entries(controlRoutes(mock().api)).flatMap(([name, methods]) =>
    Object.keys(methods).map((method) => {
      const key = `${method} ${CONTROL_PREFIX}${name}`;
      const emptyBody = CONTROL_EMPTY_BODY[key];
      if (emptyBody === undefined) throw new Error(`No documented answer to an empty body for ${key}`);
      return { method, path: CONTROL_PREFIX + name, emptyBody };
    }),
  );
}

async function send(route: Route, framing: string) {
  const head = `${route.method} ${route.path} HTTP/1.1\r\nHost: localhost\r\nUser-Agent: curl/8\r\nAccept: */*\r\nConnection: close\r\n`;
  const raw = await rawSocketExchange(mock().url, head + framing);
  expect(raw).toMatch(/\r\ncontent-type: application\/json\r\n/i);
  return parseRawAnswer(raw) as { status: number; body: Json };
}

describe('an empty body, or a body of another type, on every route', () => {
  it('covers each operation of the yaml and each control route', () => {
    const yaml = yamlRoutes().map((r) => `${r.method} ${r.path}`);
    expect(yaml).toContain('POST /api/admin/login');
    expect(yaml).toContain('GET /api/dailyQuote/MjExMDIwMjY=');
    expect(controlRouteList()).toHaveLength(Object.keys(CONTROL_EMPTY_BODY).length);
  });

  it.each(Object.entries(BODIES))('answers %s with JSON and never a 5xx, on every route', async (kind, framing) => {
    const failures: string[] = [];
    for (const route of [...yamlRoutes(), ...controlRouteList()]) {
      const { status, body } = await send(route, framing);
      const where = `${route.method} ${route.path} (${kind}) -> ${status} ${JSON.stringify(body)}`;
      const typed = kind === 'a body of another type';
      let expected: string;
      if (route.method === 'GET')
        expected = typed || route.emptyBody === 'refused' ? '2xx/4xx' : String(route.emptyBody);
      else if (typed) expected = '415';
      else expected = route.emptyBody === 'refused' ? '4xx' : String(route.emptyBody);
      const matches =
        expected === '4xx'
          ? status >= 400 && status < 500
          : expected === '2xx/4xx'
            ? status < 500
            : String(status) === expected;
      if (!matches) failures.push(`${where}, expected ${expected}`);
      else if (route.documented && !route.documented.includes(String(status)))
        failures.push(`${where}, not in the yaml`);
      if (status >= 400 && body.success !== false) failures.push(`${where}, not a Failure`);
    }
    expect(failures).toEqual([]);
  });

  it('resets the data on a POST /__mock/reset without a body, as curl -XPOST sends it', async () => {
    for (let i = 0; i < 5; i++) await login(ADMIN.email, 'Wrong@12345');
    expect((await login(ADMIN.email)).status).toBe(429);
    await call('/__mock/scenario', { method: 'PUT', body: { scenario: 'invalid-ip' } });
    const reset = { method: 'POST', path: '/__mock/reset', emptyBody: 200 } as const;
    const answer = await send(reset, BODIES['no body and no length']);
    expect(answer).toEqual({
      status: 200,
      body: { success: true, scenario: 'default', scenarios: expect.any(Array) as unknown },
    });
    expect((await login(ADMIN.email)).status).toBe(200);
  });

  it('refuses a PUT /__mock/scenario without a body with a 400 naming the scenarios', async () => {
    const answer = await send({ method: 'PUT', path: '/__mock/scenario', emptyBody: 'refused' }, '\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Expected \{ "scenario": one of default, /);
  });
});
