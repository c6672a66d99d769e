import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVIDER_VARIANTS } from '../scripts/provider-variants';
import { DOCUMENTED_FAILURES } from '../scripts/specmatic-verdict';
import { pactInteractions } from './trace';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
// Table cells; Prettier pads cells to the column's width.
const cells = readme.split('\n').flatMap((line) => line.split('|').map((cell) => cell.trim()));
const states = pactInteractions().flatMap(({ providerStates }) => providerStates ?? []);
const stateNames = [...new Set(states.map(({ name }) => name))];

/** The provider-state values the verifier injects into requests: `${name}` expressions of the pact's generators. */
function injectedValues(): string[] {
  const text = readFileSync(new URL('../pacts/admin-console-admin-api.json', import.meta.url), 'utf8');
  return [...new Set([...text.matchAll(/"expression": "\$\{(\w+)\}"/g)].map((match) => match[1]!))];
}

describe("the backend team's README", () => {
  it.each(stateNames)('documents the provider state "%s"', (state) => {
    expect(cells).toContain(`\`${state}\``);
  });

  it.each(states.filter(({ params }) => params && Object.keys(params).length > 0))(
    'gives the params of "$name" as the verifier sends them',
    ({ params }) => {
      const json = JSON.stringify(params)
        .replace(/([:,])/g, '$1 ')
        .replace(/^\{/, '{ ')
        .replace(/\}$/, ' }');
      expect(readme).toContain(json);
    },
  );

  it('names every provider-state value the pact injects, and the pact injects one', () => {
    const values = injectedValues();
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(readme).toContain(`\`${value}\``);
  });

  it.each(DOCUMENTED_FAILURES.map(({ why }) => why))('explains the documented Specmatic failure "%s"', (why) => {
    expect(cells).toContain(why);
  });

  it.each(PROVIDER_VARIANTS.map(({ name }) => name))('lists the provider variant "%s"', (name) => {
    expect(cells).toContain(`\`${name}\``);
  });
});

/** The dotted paths of a JSON body's leaves: `user.first_name`, `payload.isLogedIn`. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

/** The row of a provider state in "Every provider state and what it must set up": its name, set-up and interactions. */
function stateRow(state: string): string[] | undefined {
  const line = readme.split('\n').find((text) => text.startsWith(`| \`${state}\``));
  return line
    ?.split('|')
    .map((cell) => cell.trim())
    .slice(1, -1);
}

describe("the README's row of each provider state", () => {
  it.each(stateNames)('"%s" names every field and message the pact requires in that state', (state) => {
    const interactions = pactInteractions().filter(({ providerStates }) =>
      providerStates?.some(({ name }) => name === state),
    );
    const asked = interactions.flatMap(({ response }) => {
      const body = (response as { body?: { content?: Record<string, unknown> } }).body?.content ?? {};
      const { success: _success, message, ...fields } = body;
      return [...(message === undefined ? [] : [String(message)]), ...leafPaths(fields).filter(Boolean)];
    });
    expect(stateRow(state)?.[2], `the row of ${state}`).toBeDefined();
    const missing = [...new Set(asked)].filter((text) => !stateRow(state)![2]!.includes(text));
    expect(missing, `what the pact asks in "${state}" and its row leaves out`).toEqual([]);
  });
});
