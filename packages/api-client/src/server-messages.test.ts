import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGE_TEXTS } from './error-catalogue';
import { SERVER_MESSAGES } from './server-messages';

interface Json {
  [key: string]: Json | undefined;
}

/** Every `message` of the yaml's response examples, with the `operationId status` pairs that give it. */
async function yamlExampleMessages(): Promise<Map<unknown, string[]>> {
  // The nearest folder above with the yaml: the repository, also from Stryker's sandbox inside the package.
  let yaml = new URL('../openapi/admin-api.yaml', import.meta.url);
  while (!existsSync(yaml) && yaml.pathname !== '/openapi/admin-api.yaml')
    yaml = new URL('../../openapi/admin-api.yaml', yaml);
  const spec = (await dereference(fileURLToPath(yaml))) as Json;
  const found = new Map<unknown, string[]>();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      for (const [status, response] of Object.entries<Json | undefined>(operation?.responses ?? {})) {
        const content = response?.content?.['application/json'];
        const named = Object.values<Json | undefined>(content?.examples ?? {}).map((example) => example?.value);
        const values = [content?.example, ...named];
        for (const value of values) {
          if (value?.message === undefined) continue;
          found.set(value.message, [
            ...(found.get(value.message) ?? []),
            `${String(operation?.operationId)} ${status}`,
          ]);
        }
      }
    }
  }
  return found;
}

const examples = await yamlExampleMessages();

describe('the server messages', () => {
  it.each(Object.entries(SERVER_MESSAGES))('spell %s as an example of openapi/admin-api.yaml does', (_, text) => {
    expect(examples.get(text) ?? []).not.toEqual([]);
  });

  it('are every message of the yaml but the HTTP layer\'s "Invalid request: …"', () => {
    const messages = [...examples.keys()].filter((message) => !String(message).startsWith('Invalid request: '));
    expect(new Set(messages)).toEqual(new Set(Object.values(SERVER_MESSAGES)));
  });

  it('are where the catalogue reads its failures from: each failure of the yaml answers a 4xx', () => {
    for (const message of Object.keys(SERVER_MESSAGE_TEXTS)) {
      expect(examples.get(message), message).toContainEqual(expect.stringMatching(/ 4\d\d$/));
    }
  });
});
