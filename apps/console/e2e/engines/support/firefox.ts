import puppeteer from 'puppeteer-core';
import type { ElementHandle } from 'puppeteer-core';
import type { Engine } from './engine';

/** Firefox ESR through puppeteer-core over WebDriver BiDi: no geckodriver, Debian's own browser. */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  const element = async (expression: string) =>
    ((await page.evaluateHandle(expression)) as ElementHandle<Element>).asElement()!;
  return {
    async navigate(url, waitForLoad) {
      const loaded = url ? page.goto(url) : page.reload();
      // Not awaited when the entry script is held back: the load cannot end; the caller waits for the page.
      if (waitForLoad) await loaded;
      else loaded.catch(() => undefined);
    },
    evaluate: (expression) => page.evaluate(expression),
    click: async (expression) => (await element(expression)).click(),
    async type(expression, text) {
      const target = await element(expression);
      await target.focus();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await target.type(text);
    },
    cookies: () => browser.cookies(),
    deleteCookies: async () => browser.deleteCookie(...(await browser.cookies())),
    errors: () => errors,
    close: () => browser.close(),
  };
}
