import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BUILDS, outDirOf } from '../scripts/build-console';
import { ADMIN, atPath, loginForm, signIn } from './support/console';
import { expect, test } from './support/fixtures';

/* Not Found and the footer links lead somewhere real. */

test('Not Found leads a signed-out visitor back to the login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the admin area' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(loginForm(page).heading).toBeVisible();
});

test('Not Found leads a signed-in administrator back to the admin area, inside it or outside', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const address of ['/admin/no-such-page', '/no/such/page']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the admin area' }).click();
    await expect(page).toHaveURL(atPath('/admin/users'));
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  }
});

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
