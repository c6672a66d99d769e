import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isRecord, SERVER_MESSAGE_TEXTS } from '@crm/api-client';
import { OPENAPI_FILE, PACT_FILE } from '../names';

/** The server messages of the error catalogue: the keys of `SERVER_MESSAGE_TEXTS`. */
export function serverMessages(): string[] {
  return Object.keys(SERVER_MESSAGE_TEXTS);
}

/** A named example of a response in the yaml that carries a `message`. */
export interface SpecExample {
  name: string;
  path: string;
  method: string;
  status: string;
  message: string;
}

type Json = Record<string, unknown>;

function resolve(spec: Json, value: unknown): unknown {
  if (!isRecord(value) || typeof value.$ref !== 'string') return value;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (isRecord(node) ? node[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined),
      spec,
    );
  return resolve(spec, target);
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Every named example of every response of every operation, `$ref`s followed. */
export function specExamples(): SpecExample[] {
  const spec = parse(readFileSync(OPENAPI_FILE, 'utf8')) as Json;
  const examples: SpecExample[] = [];
  for (const [path, item] of Object.entries((spec.paths as Json) ?? {})) {
    for (const method of METHODS.filter((name) => isRecord((item as Json)[name]))) {
      const responses = ((item as Json)[method] as Json).responses as Json;
      for (const [status, response] of Object.entries(responses ?? {})) {
        const content = (resolve(spec, response) as Json).content as Json | undefined;
        for (const media of Object.values(content ?? {})) {
          for (const [name, example] of Object.entries(((media as Json).examples as Json) ?? {})) {
            const value = (resolve(spec, example) as Json).value;
            if (isRecord(value) && typeof value.message === 'string') {
              examples.push({ name, path, method: method.toUpperCase(), status, message: value.message });
            }
          }
        }
      }
    }
  }
  return examples;
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
