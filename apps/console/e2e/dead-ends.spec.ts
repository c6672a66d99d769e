import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BUILDS, outDirOf } from '../scripts/build-console';
import { loginForm } from './support/console';
import { expect, test } from './support/fixtures';

/* The footer links lead somewhere real (Not Found's way back: src/app/not-found-page.test.tsx). */

for (const [name, variable] of [
  ['Privacy Policy', 'VITE_PRIVACY_URL'],
  ['Terms and Conditions', 'VITE_TERMS_URL'],
] as const) {
  test(`the footer's ${name} opens the built-in page that names ${variable}`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
    await expect(page.getByRole('region', { name }).getByText(variable)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(loginForm(page).heading).toBeVisible();
  });
}

test('the production build links the footer to the configured pages, not the built-in ones', async () => {
  const assets = path.join(outDirOf(BUILDS.production), 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const code = (await Promise.all(scripts.map((file) => readFile(path.join(assets, file), 'utf8')))).join('\n');
  expect(code).toContain(BUILDS.production.env.VITE_PRIVACY_URL);
  expect(code).toContain(BUILDS.production.env.VITE_TERMS_URL);
});
