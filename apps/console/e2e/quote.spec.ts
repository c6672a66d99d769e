import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

function quoteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/dailyQuote/')) seen.push(request.url());
  });
  return seen;
}

test('the quote panel shows the quote in quotation marks with its author, fetched once a day', async ({ page }) => {
  const requests = quoteRequests(page);
  await page.goto('/');
  const panel = page.getByRole('complementary', { name: 'Quote of the day' });
  const text = panel.locator('blockquote');
  await expect(text).toHaveText(/^“.+”$/);
  await expect(panel.locator('figcaption')).not.toBeEmpty();
  await expect
    .poll(async () => Number(await panel.locator('figure').evaluate((element) => getComputedStyle(element).opacity)), {
      message: 'the quote fades in to full opacity',
    })
    .toBe(1);
  expect(requests).toHaveLength(1);

  const stored = await page.evaluate(() => ['currentDate', 'quote', 'author'].map((key) => localStorage.getItem(key)));
  expect(stored.every(Boolean), 'currentDate, quote and author are cached').toBe(true);
  const shown = await text.textContent();

  await page.reload();
  await expect(text).toHaveText(shown ?? '');
  expect(requests, 'the same day, the cached quote is used').toHaveLength(1);
});

test('a failed quote call shows no error, on the sign-in page or elsewhere', async ({ page }) => {
  await page.goto('/?scenario=server-error');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Quote of the day' });
  await expect(panel).toBeAttached();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('slow: skeleton lines hold the quote panel, then the quote fades in', async ({ page }) => {
  await page.goto('/?scenario=slow');
  const panel = page.getByRole('complementary', { name: 'Quote of the day' });
  await expect(panel).toHaveAttribute('aria-busy', 'true');
  const skeleton = panel.locator('.quote-panel__skeleton');
  await expect(skeleton, 'shown once the call takes a while').toBeVisible();
  await expect
    .poll(() => skeleton.evaluate((element) => Number(getComputedStyle(element).opacity)), {
      message: 'the skeleton appears (after its 300 ms delay)',
    })
    .toBeGreaterThan(0.4);
  await expect(panel.locator('blockquote')).toHaveText(/^“.+”$/, { timeout: 10_000 });
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  await expect(skeleton).toHaveCount(0);
});

test('without any quote the panel shows the built-in one, never an empty half-screen', async ({ page }) => {
  await page.goto('/?scenario=network-error');
  const panel = page.getByRole('complementary', { name: 'Quote of the day' });
  await expect(panel.locator('blockquote')).toHaveText('“Simplicity is prerequisite for reliability.”');
  await expect(panel.locator('figcaption')).toHaveText('Edsger W. Dijkstra');
  const backdrop = await panel.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(backdrop, 'a drawn backdrop, not a flat colour').toContain('gradient');
});
