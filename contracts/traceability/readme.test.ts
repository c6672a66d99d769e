import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pactInteractions } from './trace';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const states = [
  ...new Set(pactInteractions().flatMap(({ providerStates }) => (providerStates ?? []).map(({ name }) => name))),
];

describe("the backend team's README", () => {
  it.each(states)('documents the provider state "%s"', (state) => {
    // A table cell holding exactly the state; Prettier pads cells to the column's width.
    const cells = readme.split('\n').flatMap((line) => line.split('|').map((cell) => cell.trim()));
    expect(cells).toContain(`\`${state}\``);
  });
});
