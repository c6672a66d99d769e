import type { Locator, Page } from '@playwright/test';
import { ADMIN, GENERIC_ERROR, TWO_FACTOR_ADMIN, fillLogin, loginForm, signIn } from './support/console';
import { VIEWPORTS, checkScreen, expect, test } from './support/fixtures';

/*
 * The look of every screen (docs/requirements.md, "Look and layout"): each compared pixel by pixel with
 * its committed baseline (look.spec.ts-snapshots/, threshold in playwright.config.ts) and scanned
 * by axe, in both colour schemes, at desktop and phone width; then the measures the visual pass
 * promised (alignment, contrast, full-width bars, the phone layout) and the Mock API panel clear
 * of the controls. The page's clock is frozen (the greeting and the quote follow the date), the
 * captcha, a third party's widget in production, is masked; the caret is hidden and animations are
 * finished by toHaveScreenshot itself.
 */

/** A Saturday morning: the greeting and the quote of the day depend on it. */
const FROZEN_TIME = new Date('2026-11-21T10:00:00Z');

const SCREENS: { name: string; open(page: Page): Promise<void> }[] = [
  {
    name: 'login',
    async open(page) {
      await page.goto('/');
      await expect(loginForm(page).heading).toBeVisible();
    },
  },
  {
    name: 'two-factor',
    async open(page) {
      await page.goto('/');
      await fillLogin(page, TWO_FACTOR_ADMIN);
      await loginForm(page).submit.click();
      await expect(page.getByRole('heading', { name: 'Please check your phone' })).toBeVisible();
    },
  },
  {
    name: 'forgot-password',
    async open(page) {
      await page.goto('/forgot-password');
      await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    },
  },
  {
    name: 'create-password',
    async open(page) {
      await page.goto('/create-password/reset-code-123');
      await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
      await page.getByLabel('New Password', { exact: true }).fill('Secure1pass');
    },
  },
  {
    name: 'client-create-password',
    async open(page) {
      await page.goto('/client-create-password/Jane/invite-code-123');
      await expect(page.getByRole('checkbox', { name: 'I agree to the term and conditions' })).toBeVisible();
    },
  },
  {
    name: 'link-incomplete',
    async open(page) {
      await page.goto('/create-password');
      await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    },
  },
  {
    name: 'expired-link',
    async open(page) {
      await page.goto('/create-password/expired-code');
      await page.getByLabel('New Password', { exact: true }).fill('Secure1pass');
      await page.getByLabel('Confirm Password', { exact: true }).fill('Secure1pass');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    },
  },
  {
    name: 'not-found',
    async open(page) {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  },
  {
    name: 'admin-users',
    async open(page) {
      await signIn(page, ADMIN);
    },
  },
];

/**
 * The states a screen reaches through the person's input or the server's answer, each scanned by
 * axe at both widths (their texts and flows are proven in the component tests). A group's states
 * follow one another on one page: `step` brings the page from the previous state to this one.
 */
const STATE_GROUPS: Record<string, { name: string; step(page: Page): Promise<void> }[]> = {
  'the sign-in form': [
    {
      name: 'login-required-errors',
      async step(page) {
        await page.goto('/');
        await loginForm(page).submit.click();
        await expect(loginForm(page).email).toHaveAccessibleDescription('Email address is required');
      },
    },
    {
      name: 'login-invalid-values',
      async step(page) {
        await loginForm(page).email.fill('not-an-email');
        await loginForm(page).password.fill('abc');
        await loginForm(page).password.blur();
        await expect(loginForm(page).password).toHaveAccessibleDescription('Password should be upto 6 characters');
      },
    },
    {
      name: 'login-unknown-email',
      async step(page) {
        await fillLogin(page, { email: 'nobody@crm.test', password: ADMIN.password });
        await loginForm(page).submit.click();
        await expect(loginForm(page).email).toHaveAccessibleDescription('Invalid email address');
      },
    },
  ],
  "the sign-in's refusals": (
    [
      ['invalid-captcha', 'Invalid Captcha'],
      ['invalid-ip', 'This IP can not access Admin'],
      ['server-error', GENERIC_ERROR],
    ] as const
  ).map(([scenario, text]) => ({
    name: `login-${scenario}`,
    async step(page: Page) {
      await page.goto(`/?scenario=${scenario}`);
      await fillLogin(page, ADMIN);
      await loginForm(page).submit.click();
      await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
    },
  })),
  'the second step and forgotten password': [
    {
      name: 'second-step-invalid-code',
      async step(page) {
        await page.goto('/');
        await fillLogin(page, TWO_FACTOR_ADMIN);
        await loginForm(page).submit.click();
        const code = page.getByLabel('Enter 6-digit code');
        await code.fill('000000');
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(code).toHaveAccessibleDescription('Invalid authentication code.');
      },
    },
    {
      name: 'forgot-password-sent',
      async step(page) {
        await page.goto('/forgot-password');
        await page.getByRole('main').getByLabel('Email', { exact: true }).fill(ADMIN.email);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await expect(page.getByRole('main').getByRole('status')).not.toBeEmpty();
      },
    },
  ],
  'the password screens': [
    {
      name: 'create-password-errors',
      async step(page) {
        await page.goto('/create-password/reset-code-123');
        await page.getByLabel('New Password', { exact: true }).fill('abc');
        const confirm = page.getByLabel('Confirm Password', { exact: true });
        await confirm.fill('abd');
        await expect(confirm).toHaveAccessibleDescription('Password Not matching');
      },
    },
    {
      name: 'client-create-password-used-link',
      async step(page) {
        for (const attempt of ['first', 'again']) {
          await page.goto('/client-create-password/Jane/invite-code-123');
          await page.getByLabel('New Password', { exact: true }).fill('abcdefgh12!');
          await page.getByLabel('Confirm Password', { exact: true }).fill('abcdefgh12!');
          await page.getByRole('button', { name: 'Continue' }).click();
          if (attempt === 'first') await expect(loginForm(page).heading).toBeVisible();
        }
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(/already been used/);
      },
    },
  ],
  'the end of a session': [
    {
      name: 'server-unreachable',
      async step(page) {
        await signIn(page, ADMIN);
        await page.goto('/admin/users?scenario=server-error');
        await expect(page.getByRole('heading', { name: "Can't reach the server" })).toBeVisible();
      },
    },
    {
      // The session is still stored (a check without an answer keeps it): the server now refuses it.
      name: 'session-ended',
      async step(page) {
        await page.goto('/admin/users?scenario=session-expired');
        await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
      },
    },
  ],
};

const THEMES = ['light', 'dark'] as const;

for (const screen of SCREENS) {
  test(`${screen.name}: as its baselines in both colour schemes at both widths, no axe violation`, async ({
    page,
  }, testInfo) => {
    await page.clock.setFixedTime(FROZEN_TIME);
    await screen.open(page);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await checkScreen(page, testInfo, `${screen.name}-${theme}`, {
        compare: true,
        mask: [page.locator('.captcha')],
      });
    }
  });
}

for (const [group, states] of Object.entries(STATE_GROUPS)) {
  test(`${group}: each state without an axe violation at both widths`, async ({ page }, testInfo) => {
    await page.clock.setFixedTime(FROZEN_TIME);
    for (const state of states) {
      await test.step(state.name, async () => {
        await state.step(page);
        await checkScreen(page, testInfo, state.name);
      });
    }
  });
}

test('each colour scheme is followed, and a disabled button keeps 3:1 against the page and for its text', async ({
  page,
}) => {
  await page.goto('/create-password/reset-code-123');
  const button = page.getByRole('button', { name: 'Change Password' });
  await expect(button).toBeDisabled();
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    const background = await page.locator('.auth').evaluate((element) => getComputedStyle(element).backgroundColor);
    const light = luminance(parseRgb(background)) > 0.5;
    expect(light, `${theme}: the frame's background ${background}`).toBe(theme === 'light');
    const colours = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      const surface = getComputedStyle(element.closest('.auth') ?? document.body).backgroundColor;
      return { text: style.color, fill: style.backgroundColor, border: style.borderTopColor, surface };
    });
    expect(
      contrast(colours.text, colours.fill),
      `${theme}: text ${colours.text} on ${colours.fill}`,
    ).toBeGreaterThanOrEqual(3);
    expect(
      contrast(colours.border, colours.surface),
      `${theme}: border ${colours.border} on ${colours.surface}`,
    ).toBeGreaterThanOrEqual(3);
  }
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`at ${label} width: the brand mark lines up with the form, the strength bars span the field, the Mock API panel covers no control`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/create-password/reset-code-123');
    const input = await box(page.getByLabel('New Password', { exact: true }));
    const bars = await box(page.getByRole('meter', { name: 'Password strength' }));
    expect(Math.abs(bars.x - input.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(bars.width - input.width), `bars ${bars.width} px, field ${input.width} px`).toBeLessThanOrEqual(1);

    await page.goto('/');
    const brand = await contentLeft(page.getByText('CRM Admin', { exact: true }));
    const field = (await box(loginForm(page).email)).x;
    expect(Math.abs(brand - field), `brand at x=${brand}, fields at x=${field}`).toBeLessThanOrEqual(1);

    await expect(page.getByRole('button', { name: 'Mock API' })).toBeVisible();
    // Once the quote is in: at phone width it moves the footer down.
    await expect(page.getByRole('complementary', { name: 'Quote of the day' }).locator('blockquote')).toBeVisible();
    await expectUncovered(loginForm(page).submit);
    await expectUncovered(page.getByRole('link', { name: 'Privacy Policy' }));
    await expectUncovered(page.getByRole('link', { name: 'Terms and Conditions' }));
    if (label === 'phone') await expectFooterEndsThePage(page);

    await signIn(page, ADMIN);
    await expectUncovered(page.getByRole('button', { name: 'Log out' }));
    if (label === 'phone') await expectAdminHeaderOnOneLine(page);
  });
}

/** At phone width the footer ends the page, below the quote. */
async function expectFooterEndsThePage(page: Page) {
  // Read in one go, again until the layout has settled: the quote's text can still reflow the page.
  const gaps = () =>
    page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      const quote = document.querySelector('aside[aria-label="Quote of the day"]')!.getBoundingClientRect();
      const bottom = footer.bottom + window.scrollY;
      return {
        belowQuote: footer.top - quote.bottom,
        toPageEnd: Math.abs(bottom - document.documentElement.scrollHeight),
      };
    });
  await expect
    .poll(async () => (await gaps()).belowQuote, { message: 'below the quote panel' })
    .toBeGreaterThanOrEqual(-1);
  await expect
    .poll(async () => (await gaps()).toPageEnd, { message: 'at the bottom of the page' })
    .toBeLessThanOrEqual(1);
}

/** At 390 px the admin header keeps the navigation, the name and Log out on one line. */
async function expectAdminHeaderOnOneLine(page: Page) {
  const header = page.getByRole('banner');
  const parts = [
    page.getByRole('navigation', { name: 'Main' }),
    header.getByText('Ada Lovelace'),
    page.getByRole('button', { name: 'Log out' }),
  ];
  const middles = await Promise.all(
    parts.map(async (part) => ((await box(part)).y * 2 + (await box(part)).height) / 2),
  );
  const spread = Math.max(...middles) - Math.min(...middles);
  expect(spread, `vertical centres ${middles.join(', ')}`).toBeLessThanOrEqual(4);
  expect((await box(header)).height).toBeLessThanOrEqual(72);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not visible`);
  return found;
}

/** Where the content of an element starts (its mark or text), inside its padding. */
function contentLeft(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return element.getBoundingClientRect().left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
  });
}

/** The element at the centre of `target` (scrolled into view) is the target or inside it. */
async function expectUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const onTop = await target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, `${target.toString()} is under another element at its centre`).toBe(true);
}

function parseRgb(colour: string): [number, number, number] {
  const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  if (parts.length < 3) throw new Error(`Not an rgb() colour: ${colour}`);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

/** WCAG 2.1 relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(parseRgb(a)), luminance(parseRgb(b))].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}
