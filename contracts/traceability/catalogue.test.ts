import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpMock } from '@crm/mock-server/http';
import { expectedMessage, serverMessages, matchesTemplate, pactInteractions, replay, specExamples } from './trace';

/*
 * Every server message the error catalogue maps to a text is traced three ways:
 * (a) the yaml names an example carrying it, (b) the mock really answers it for a known state
 * and request, (c) the pact expects it. A message missing from any of the three means the
 * console handles something nobody promised, or that no test would notice disappearing.
 *
 * (b) is shown by playing the pact's own interactions for the message against the started mock,
 * so the proof is the mock's answer, not its source.
 */

const messages = serverMessages();
const examples = specExamples();
const interactions = pactInteractions();

let mock: Awaited<ReturnType<typeof startHttpMock>>;

beforeAll(async () => {
  mock = await startHttpMock({ port: 0, quiet: true });
});

afterAll(async () => {
  await mock?.close();
});

const expecting = (message: string) => interactions.filter((interaction) => expectedMessage(interaction) === message);

describe('the error catalogue (@crm/api-client)', () => {
  it('lists server messages', () => {
    expect(messages.length).toBeGreaterThan(0);
  });

  it('maps every failure message the pact expects', () => {
    const failures = interactions.filter((interaction) => interaction.response.status >= 400);
    const unmapped = failures
      .map(expectedMessage)
      .filter((message) => message === undefined || !messages.includes(message));

    expect(unmapped).toEqual([]);
  });
});

describe.each(messages)('the server message "%s"', (message) => {
  it('has an example in openapi/admin-api.yaml', () => {
    expect(examples.filter((example) => example.message === message).map(({ name }) => name)).not.toEqual([]);
  });

  it('is expected by an interaction of the pact', () => {
    expect(expecting(message).map(({ description }) => description)).not.toEqual([]);
  });

  it('is documented by the yaml on the very response the pact expects it from', () => {
    const undocumented = expecting(message).filter(
      ({ request, response }) =>
        !examples.some(
          (example) =>
            example.message === message &&
            example.method === request.method &&
            example.status === String(response.status) &&
            matchesTemplate(example.path, request.path),
        ),
    );

    expect(undocumented.map(({ description }) => description)).toEqual([]);
  });

  it('is produced by the mock-server for the state and request of that interaction', async () => {
    const cases = expecting(message);
    expect(cases, 'no pact interaction to play against the mock').not.toEqual([]);
    for (const interaction of cases) {
      const answer = await replay(`${mock.url}/api`, `${mock.url}/__mock/provider-states`, interaction);

      expect(answer, interaction.description).toEqual({ status: interaction.response.status, message });
    }
  });
});
