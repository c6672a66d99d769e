interface PactInteraction {
  description: string;
  providerStates?: { name: string }[];
}

interface PactDocument {
  interactions: PactInteraction[];
}

function sortKey(interaction: PactInteraction): string {
  const states = (interaction.providerStates ?? []).map((state) => state.name).join('\u0000');
  return `${interaction.description}\u0001${states}`;
}

/**
 * One text per pact content: interactions in a fixed order (Pact's order follows the test run)
 * and one JSON layout, so that the committed pact only changes when an expectation does. The
 * tests use no random generators (every matcher has an example), so the content is stable.
 */
export function normalisePact(text: string): string {
  const pact = JSON.parse(text) as PactDocument;
  pact.interactions.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  return `${JSON.stringify(pact, null, 2)}\n`;
}
