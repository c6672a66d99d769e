import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '@/session';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { BUILT_IN_QUOTE, QuotePanel } from './quote-panel';

/** 21 Nov 2026: day key 21102026, base64 of its JSON `MjExMDIwMjY=`. */
const TODAY = new Date(2026, 10, 21, 9, 30);
const quoteRequests = () => seenRequests.filter((request) => request.startsWith('GET /api/dailyQuote/'));

function renderPanel() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  return render(
    <MemoryRouter>
      <SessionProvider>
        <QuotePanel />
      </SessionProvider>
    </MemoryRouter>,
  );
}

function storeQuote(currentDate: string, quote: string, author: string) {
  localStorage.setItem('currentDate', currentDate);
  localStorage.setItem('quote', quote);
  localStorage.setItem('author', author);
}

describe('the quote panel', () => {
  it("uses today's cached quote without asking the server", async () => {
    storeQuote('21102026', 'Cached wisdom.', 'Somebody');
    renderPanel();
    // The call would start in an effect, and render has run every effect by the time it returns.
    expect(await screen.findByText('“Cached wisdom.”')).toBeInTheDocument();
    expect(screen.getByText('Somebody')).toBeInTheDocument();
    expect(quoteRequests()).toEqual([]);
  });

  it("fetches the day's quote by the day key when the cache is of another day, and caches it", async () => {
    storeQuote('20102026', 'Yesterday.', 'Somebody');
    renderPanel();
    const text = await screen.findByText(/^“(?!Yesterday)/);
    expect(quoteRequests()[0]).toBe('GET /api/dailyQuote/MjExMDIwMjY=');
    expect(localStorage.getItem('currentDate')).toBe('21102026');
    expect(text).toHaveTextContent(`“${localStorage.getItem('quote')}”`);
    expect(screen.getByText(localStorage.getItem('author') ?? '')).toBeInTheDocument();
  });

  it('fetches when nothing is cached', async () => {
    renderPanel();
    expect(await screen.findByText(/^“.+”$/)).toBeInTheDocument();
    expect(localStorage.getItem('quote')).not.toBeNull();
  });

  it('shows the stored quote when the server has none for the day', async () => {
    mockApi.db.quotes.deleteMany((q) => q.where({ quote: () => true }));
    storeQuote('20102026', 'Yesterday.', 'Somebody');
    renderPanel();
    await waitFor(() => expect(quoteRequests()).toHaveLength(1));
    expect(await screen.findByText('“Yesterday.”')).toBeInTheDocument();
    expect(localStorage.getItem('currentDate')).toBe('20102026');
  });

  it('shows the stored quote, never an error, when the call fails', async () => {
    mockApi.useScenario('server-error');
    storeQuote('20102026', 'Yesterday.', 'Somebody');
    renderPanel();
    expect(await screen.findByText('“Yesterday.”')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the built-in quote, never an empty panel, when the call fails and nothing is stored', async () => {
    mockApi.useScenario('network-error');
    renderPanel();
    expect(await screen.findByText(`“${BUILT_IN_QUOTE.quote}”`)).toBeInTheDocument();
    expect(screen.getByText(BUILT_IN_QUOTE.author)).toBeInTheDocument();
    expect(quoteRequests().length).toBeGreaterThan(0);
    expect(localStorage.getItem('quote'), 'the built-in quote is not cached').toBeNull();
  });

  it('holds the place with skeleton lines, busy, while the first call runs', async () => {
    renderPanel();
    const panel = screen.getByRole('complementary', { name: 'Quote of the day' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(panel).not.toBeEmptyDOMElement();
    expect(panel.querySelector('figure')).toBeNull();
    expect(await screen.findByText(/^“.+”$/)).toBeInTheDocument();
    expect(panel).toHaveAttribute('aria-busy', 'false');
  });
});
