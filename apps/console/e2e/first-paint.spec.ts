import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUILDS, outDirOf } from '../scripts/build-console';
import { serveStatic } from '../scripts/static-server';
import { ADMIN, atPath, loginForm, signIn, takenOver } from './support/console';
import { FAKE_RECAPTCHA_LABEL, answerRecaptchaWithFake } from './support/fake-recaptcha';
import { openBeforeTheApp } from './support/hold-app';
import { startMockProcess } from './support/http-mock';
import { expect, test } from './support/fixtures';

/*
 * The sign-in page is built into index.html (docs/decisions/050-sign-in-page-built-ahead.md): it
 * paints before any script runs, keeps what is typed before the app takes over, and never shows
 * on another address.
 */

const SIGN_IN_HEADING = 'Log in to your account';

test('index.html of the production build holds the sign-in page, every inline tag with the nonce placeholder', async () => {
  const html = await readFile(path.join(outDirOf(BUILDS.production), 'index.html'), 'utf8');
  expect(html).toContain(`<h1 class="auth__title">${SIGN_IN_HEADING}</h1>`);
  for (const part of [
    /<form [^>]*class="form"/,
    /<input[^>]*type="email"[^>]*name="email"/,
    /<input(?=[^>]*type="password")[^>]*name="password"/,
    /<input type="checkbox" name="remember"\/><span>Remember me<\/span>/,
    /<div (?=[^>]*class="captcha captcha--reserved")(?=[^>]*aria-hidden="true")[^>]*><\/div>/,
    /<button type="submit" class="button">Login<\/button>/,
    />Forgotten password<\/a>/,
    />Privacy Policy<\/a>/,
    /<aside (?=[^>]*class="quote-panel")[^>]*aria-label="Quote of the day"/,
  ]) {
    expect(html).toMatch(part);
  }
  const inlineTags = html.match(/<(script|style)(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  expect(inlineTags.length).toBeGreaterThanOrEqual(3);
  for (const tag of inlineTags) expect(tag).toContain('nonce="__CSP_NONCE__"');
  expect(html).not.toMatch(/<link rel="stylesheet"/);
});

// Each page names its lazy screen's chunks, and the sign-in page its captcha's, asked for as soon
// as the app owns the form (src/app/landing-pages.ts, preloads).
for (const address of [
  '/',
  '/forgot-password',
  '/create-password/reset-code-123',
  '/client-create-password/Jane/invite-code-123',
])
  test(`${address} names in its HTML every script the app needs to take its form over (sign-in: and show its captcha)`, async ({
    browser,
  }) => {
    const api = await startMockProcess();
    const server = await serveStatic(outDirOf(BUILDS.production), { api: api.url });
    const context = await browser.newContext();
    try {
      await answerRecaptchaWithFake(context);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === server.url && url.pathname.endsWith('.js')) scripts.push(url.pathname);
      });
      const isRules = (script: string) => /\/form-rules-[\w-]+\.js$/.test(script);
      const rulesAsked = page.waitForRequest((request) => isRules(new URL(request.url()).pathname));
      const html = await (await page.goto(`${server.url}${address}`))!.text();
      if (address === '/') await expect(page.getByRole('checkbox', { name: FAKE_RECAPTCHA_LABEL })).toBeVisible();
      else await takenOver(page);
      // Named in the page (found by the browser as it reads the head, or by the page's script once
      // it has painted), not one round trip later by the app.
      const named = [
        ...html.matchAll(/<(?:script[^>]*\s(?:src|data-entry)|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
      ].map((match) => match[1]!);
      named.push(...[...html.matchAll(/\sdata-preloads="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')));
      expect(scripts.length).toBeGreaterThan(0);
      // The forms' rules are not needed to take a form over: the app asks for them once it has
      // (src/lib/lazy-rules.ts), and no page names them, so that they never compete with its scripts.
      await rulesAsked;
      expect(named.filter(isRules)).toEqual([]);
      expect(scripts.filter((script) => !named.includes(script) && !isRules(script))).toEqual([]);
    } finally {
      await context.close();
      await server.close();
      await api.close();
    }
  });

test('the sign-in page paints with no script at all', async ({ browser }) => {
  const server = await serveStatic(outDirOf(BUILDS.production));
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const form = loginForm(page);
    await expect(form.heading).toBeVisible();
    await expect(form.email).toBeVisible();
    await expect(form.password).toBeVisible();
    await expect(form.remember).toBeVisible();
    await expect(form.submit).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    // The screen's own title (src/lib/page-title.ts), and both schemes, before any script runs.
    await expect(page).toHaveTitle('Log in · CRM Admin');
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
  } finally {
    await context.close();
    await server.close();
  }
});

test('what is typed before the app takes over is kept, and is what signs in', async ({ page }) => {
  const release = await openBeforeTheApp(page);
  const form = loginForm(page);
  await expect(form.heading).toBeVisible();
  await form.email.fill(ADMIN.email);
  await form.password.fill(ADMIN.password);
  await expect(form.captcha, 'the app has not taken over yet').toHaveCount(0);

  release();
  // The mock captcha comes with the app: from here on React owns the page.
  await expect(form.captcha).toBeVisible();
  await expect(form.email).toHaveValue(ADMIN.email);
  await expect(form.password).toHaveValue(ADMIN.password);
  await form.captcha.check();
  await form.submit.click();
  await expect(page).toHaveURL(atPath('/admin/users'));
});

test('a Login pressed before the app takes over never submits natively, and is handled once it has', async ({
  page,
}) => {
  const release = await openBeforeTheApp(page);
  const form = loginForm(page);
  await form.email.fill(ADMIN.email);
  await form.password.fill(ADMIN.password);
  await form.submit.click();
  await expect(page, 'no native submit: the password never reaches the URL').toHaveURL(atPath('/'));

  release();
  // The app submits what was pressed: the captcha is still to be done.
  await expect(page.getByText('Please Select Captcha')).toBeVisible();
  await expect(page).toHaveURL(atPath('/'));
  await expect(form.password).toHaveValue(ADMIN.password);
});

/**
 * Records, from the very first parsed byte, every moment the sign-in heading is visible and the
 * address it was visible at: on each DOM change and on every animation frame.
 */
async function watchSignInForm(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((heading) => {
    const seen: string[] = [];
    (window as unknown as { signInSeenAt: string[] }).signInSeenAt = seen;
    const probe = () => {
      for (const element of document.querySelectorAll('h1')) {
        if (element.textContent === heading && element.checkVisibility()) seen.push(window.location.pathname);
      }
    };
    new MutationObserver(probe).observe(document, { childList: true, subtree: true, attributes: true });
    const frame = () => {
      probe();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, SIGN_IN_HEADING);
  return () => page.evaluate(() => [...new Set((window as unknown as { signInSeenAt: string[] }).signInSeenAt)]);
}

test('opening /admin/users directly with a session never shows the sign-in form', async ({ page }) => {
  await signIn(page, ADMIN);
  const seenAt = await watchSignInForm(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  expect(await seenAt()).toEqual([]);
});

test('opening /admin/users signed out shows the sign-in form only once at /', async ({ page }) => {
  const seenAt = await watchSignInForm(page);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(atPath('/'));
  await expect(loginForm(page).heading).toBeVisible();
  expect(await seenAt()).toEqual(['/']);
});

for (const address of [
  '/forgot-password',
  '/create-password/reset-code-123',
  '/client-create-password/Jane/invite-code-123',
]) {
  test(`opening ${address} directly never shows the sign-in form`, async ({ page }) => {
    const seenAt = await watchSignInForm(page);
    await page.goto(address);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(SIGN_IN_HEADING);
    expect(await seenAt()).toEqual([]);
  });
}

test('/ with a stored session goes to the admin area without showing the sign-in form', async ({ page }) => {
  await signIn(page, ADMIN);
  const seenAt = await watchSignInForm(page);
  await page.goto('/');
  await expect(page).toHaveURL(atPath('/admin/users'));
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  expect(await seenAt()).toEqual([]);
});

// Hidden before it paints, the page has no paint to wait for: it asks for the app at once
// (src/first-paint/after-first-paint.ts), which renders the way back to the admin area.
test('Not Found with a stored session shows the way back to the admin area, not to the login', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the admin area' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});

/** A layout shift as the journeys below record it in the page: its score, whether the form moved, and what moved. */
type RecordedShift = { value: number; inForm: boolean; moved: string[] };

for (const captcha of ['arrives', 'fails to load'] as const) {
  test(`nothing moves and nothing complains while the production page loads, hydrates and the captcha ${captcha}`, async ({
    browser,
  }) => {
    const server = await serveStatic(outDirOf(BUILDS.production));
    const context = await browser.newContext();
    try {
      if (captcha === 'arrives') await answerRecaptchaWithFake(context);
      else await context.route('https://www.google.com/**', (route) => route.abort());
      const page = await context.newPage();
      const complaints: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          complaints.push(message.text());
        }
      });
      await page.addInitScript(() => {
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
        const shifts: RecordedShift[] = [];
        (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
        const elementOf = (node?: Node) => (node instanceof Element ? node : node?.parentElement);
        const rectText = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const sources = entry.sources ?? [];
            const inForm = sources.some(({ node }) => Boolean(elementOf(node)?.closest('.auth__main')));
            // What moved, so that a failure names it: the element, where it was and where it went.
            const moved = sources.map(({ node, previousRect, currentRect }) => {
              const element = elementOf(node);
              const name = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : 'a node';
              return `${name} "${element?.textContent?.slice(0, 40) ?? ''}": ${rectText(previousRect)} to ${rectText(currentRect)}`;
            });
            shifts.push({ value: entry.value, inForm, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${server.url}/`);
      const box = page.locator('.captcha');
      if (captcha === 'arrives') await expect(page.getByText(FAKE_RECAPTCHA_LABEL)).toBeVisible();
      else await expect(box.getByText('Captcha unavailable. Please reload the page.')).toBeVisible();
      expect(await box.boundingBox()).toMatchObject({ width: 304, height: 78 });
      // Two frames: the last shift, if any, has been reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts);
      expect(
        shifts.reduce((sum, { value }) => sum + value, 0),
        'CLS',
      ).toBeLessThanOrEqual(0.01);
      expect(
        shifts.filter(({ inForm }) => inForm),
        'shifts inside the sign-in form',
      ).toEqual([]);
      expect(complaints).toEqual([]);
    } finally {
      await context.close();
      await server.close();
    }
  });
}
