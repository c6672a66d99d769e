import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { FORM_TAKEN_OVER_ATTRIBUTE } from '../../src/lib/first-paint-markers';

/** The mock's fixture accounts (packages/mock-server/src/db/fixtures.ts). */
export const ADMIN = { email: 'admin@crm.test', password: 'Admin@12345', firstName: 'Ada' } as const;
export const TWO_FACTOR_ADMIN = {
  email: '2fa@crm.test',
  password: 'Admin@12345',
  firstName: 'Grace',
  code: '123456',
} as const;

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** The <noscript> line of every page (index.html), seen only when scripts do not run. */
export const NOSCRIPT_LINE =
  'The CRM admin console needs JavaScript: turn it on in your browser, then reload this page.';

/** That line, by its place: Playwright's text queries skip what is inside <noscript>. */
export function noscriptLine(page: Page): Locator {
  return page.locator('noscript > p');
}

/** A URL whose path (and query) is exactly `pathAndQuery`, on whatever origin serves the console. */
export function atPath(pathAndQuery: string): RegExp {
  return new RegExp(`^https?://[^/]+${pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Waits until the app has taken the page's form over (src/lib/first-paint-markers.ts). */
export function takenOver(page: Page, options?: { timeout?: number }): Promise<void> {
  return expect(page.locator('html')).toHaveAttribute(FORM_TAKEN_OVER_ATTRIBUTE, '', options);
}

export function loginForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    showPassword: page.getByRole('button', { name: 'Show password' }),
    remember: page.getByRole('checkbox', { name: 'Remember me' }),
    captcha: page.getByRole('checkbox', { name: "I'm not a robot" }),
    submit: page.getByRole('button', { name: 'Login', exact: true }),
    forgotten: page.getByRole('link', { name: 'Forgotten password' }),
    heading: page.getByRole('heading', { name: 'Log in to your account' }),
  };
}

export async function fillLogin(
  page: Page,
  account: { email: string; password: string },
  { remember = false } = {},
): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  if (remember) await form.remember.check();
  await form.captcha.check();
}

/** Signs in from `/` with the mock captcha and waits for the landing page. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  { remember = false } = {},
): Promise<void> {
  await page.goto('/');
  await fillLogin(page, account, { remember });
  await loginForm(page).submit.click();
  await expect(page).toHaveURL(atPath('/admin/users'));
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

/** Presses Tab until `target` has the focus: proves it is reachable by keyboard, in order. */
export async function tabTo(page: Page, target: Locator, { maxPresses = 20 } = {}): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${maxPresses} presses`).toBeFocused();
}

/** Switches this page's running mock to another scenario, as the Mock API panel does; a reload keeps it. */
export async function switchScenario(page: Page, name: string): Promise<void> {
  await page.locator('[data-mock-panel] select').evaluate((select: HTMLSelectElement, value) => {
    select.value = value;
    select.dispatchEvent(new Event('change'));
  }, name);
}
