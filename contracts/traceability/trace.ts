import { readFileSync } from 'node:fs';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import { isRecord, SERVER_MESSAGE_TEXTS } from '@crm/api-client';
import { OPENAPI_FILE, PACT_FILE } from '../names';

/** The server messages of the error catalogue: the keys of `SERVER_MESSAGE_TEXTS`. */
export function serverMessages(): string[] {
  return Object.keys(SERVER_MESSAGE_TEXTS);
}

type Json = Record<string, unknown>;

/** The yaml with every `$ref` followed, by a JSON Schema `$ref` library. */
const spec = (await dereference(OPENAPI_FILE)) as Json;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Every operation of the yaml: its path, method, operationId, whether it has a body, and a test for a concrete path. */
export function specOperations() {
  return Object.entries(spec.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((method) => isRecord(item[method])).map((method) => {
      const operation = item[method] as Json;
      const hasBody = operation.requestBody !== undefined;
      const matches = (concrete: string) => matchesTemplate(path, concrete);
      return { path, method: method.toUpperCase(), operation, id: String(operation.operationId), hasBody, matches };
    }),
  );
}

/** Every example, named or not, of every response of every operation, that carries a `message`. */
export function specExamples() {
  return specOperations().flatMap(({ path, method, operation }) =>
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

/** Whether a concrete request path is an instance of a yaml path template (`{name}` is one segment). */
export function matchesTemplate(template: string, path: string): boolean {
  return new URLPattern({ pathname: template.replace(/\{(\w+)\}/g, ':$1') }).test({ pathname: path });
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
export async function replay(apiRoot: string, stateUrl: string, interaction: PactInteraction) {
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
