import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES } from '@crm/mock-server';
import { anyString, nonEmptyString } from './matchers';
import { clientFor, createPact } from './pact';

const pact = createPact();

describe('dailyQuote', () => {
  it('reads the quote of 21 November 2026 by its day key, padding kept', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.quoteEveryDay)
      .uponReceiving('a request for the quote of 21 November 2026')
      .withRequest('GET', '/dailyQuote/MjExMDIwMjY=')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: true,
          quote: {
            // The state says a quote exists: an empty text is no quote to the console; an empty
            // author is only left out (apps/console/src/features/quote/quote-panel.tsx).
            quote: nonEmptyString('The best way to predict the future is to invent it.'),
            author: anyString('Alan Kay'),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await clientFor(mockServer).getDailyQuote(new Date(2026, 10, 21));

        expect(result).toEqual({
          ok: true,
          status: 200,
          data: {
            success: true,
            quote: { quote: 'The best way to predict the future is to invent it.', author: 'Alan Kay' },
          },
        });
      });
  });
});
