import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pactInteractions } from './trace';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const states = [
  ...new Set(pactInteractions().flatMap(({ providerStates }) => (providerStates ?? []).map(({ name }) => name))),
];

describe("the backend team's README", () => {
  it.each(states)('documents the provider state "%s"', (state) => {
    // A row of the states table: Prettier pads the cell, so spaces may follow the name.
    const escaped = state.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(readme).toMatch(new RegExp(`^\\| \`${escaped}\` +\\|`, 'm'));
  });
});
