import { readFileSync } from 'node:fs';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import { isRecord, SERVER_MESSAGE_TEXTS } from '@crm/api-client';
import { OPENAPI_FILE, PACT_FILE } from '../names';

/** The server messages of the error catalogue: the keys of `SERVER_MESSAGE_TEXTS`. */
export function serverMessages(): string[] {
  return Object.keys(SERVER_MESSAGE_TEXTS);
}

/** An example of a response in the yaml that carries a `message`. */
export interface SpecExample {
  /** The example's name; `(example)` for the media type's single unnamed `example`. */
  name: string;
  path: string;
  method: string;
  status: string;
  message: string;
}

type Json = Record<string, unknown>;

/** The yaml with every `$ref` followed, by a JSON Schema `$ref` library. */
const spec = (await dereference(OPENAPI_FILE)) as Json;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function operations(): { path: string; method: string; operation: Json }[] {
  return Object.entries((spec.paths as Json) ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => isRecord((item as Json)[method])).map((method) => ({
      path,
      method: method.toUpperCase(),
      operation: (item as Json)[method] as Json,
    })),
  );
}

/** Every operation of the yaml: its operationId, method, whether it has a body, and a test for a concrete path. */
export function specOperations(): {
  id: string;
  method: string;
  hasBody: boolean;
  matches: (path: string) => boolean;
}[] {
  return operations().map(({ path, method, operation }) => ({
    id: String(operation.operationId),
    method,
    hasBody: operation.requestBody !== undefined,
    matches: (concrete: string) => matchesTemplate(path, concrete),
  }));
}

/** Every example, named or not, of every response of every operation. */
export function specExamples(): SpecExample[] {
  return operations().flatMap(({ path, method, operation }) =>
    Object.entries((operation.responses as Json) ?? {}).flatMap(([status, response]) =>
      Object.values(((response as Json).content as Json) ?? {}).flatMap((media) => {
        const { example, examples } = media as Json;
        const named = Object.entries((examples as Json) ?? {}).map(([name, value]) => [name, (value as Json).value]);
        return [...named, ...(example === undefined ? [] : [['(example)', example]])].flatMap(([name, value]) =>
          isRecord(value) && typeof value.message === 'string'
            ? [{ name: String(name), path, method, status, message: value.message }]
            : [],
        );
      }),
    ),
  );
}

/** Whether a concrete request path is an instance of a yaml path template. */
export function matchesTemplate(template: string, path: string): boolean {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(path);
}

export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Json }[];
  request: { method: string; path: string; headers?: Record<string, string[]>; body?: { content?: unknown } };
  response: { status: number; body?: { content?: unknown } };
}

export function pactInteractions(): PactInteraction[] {
  return (JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: PactInteraction[] }).interactions;
}

/** The `message` an interaction expects in its response body, if any. */
export function expectedMessage(interaction: PactInteraction): string | undefined {
  const content = interaction.response.body?.content;
  return isRecord(content) && typeof content.message === 'string' ? content.message : undefined;
}

/**
 * Plays one pact interaction against a running provider: its states set up through the state
 * URL, its request sent as recorded. Answers what came back, so a test can say which message
 * the provider really produces for it.
 */
export async function replay(
  apiRoot: string,
  stateUrl: string,
  interaction: PactInteraction,
): Promise<{ status: number; message: unknown }> {
  const changeStates = async (action: 'setup' | 'teardown') => {
    for (const { name, params } of interaction.providerStates ?? []) {
      const response = await fetch(stateUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: name, params: params ?? {}, action }),
      });
      if (!response.ok) throw new Error(`${action} of "${name}" failed: ${response.status} ${await response.text()}`);
    }
  };
  const { method, path, headers, body } = interaction.request;
  await changeStates('setup');
  try {
    const response = await fetch(`${apiRoot}${path}`, {
      method,
      headers: Object.fromEntries(Object.entries(headers ?? {}).map(([name, values]) => [name, values.join(', ')])),
      ...(body?.content !== undefined && { body: JSON.stringify(body.content) }),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    return { status: response.status, message: isRecord(answer) ? answer.message : undefined };
  } finally {
    await changeStates('teardown');
  }
}
