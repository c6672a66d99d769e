import { expect, test } from './support/fixtures';

/*
 * The quote's fade, which only a browser with motion shows: what the panel shows and caches is
 * proven on the real mock handlers in src/features/quote/quote-panel.test.tsx.
 */
test.use({ reducedMotion: 'no-preference' });

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
