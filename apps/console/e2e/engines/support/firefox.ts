import puppeteer from 'puppeteer-core';
import type { ElementHandle } from 'puppeteer-core';
import type { Engine } from './engine';

/** Firefox ESR through puppeteer-core over WebDriver BiDi: no geckodriver, Debian's own browser. */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = await browser.newPage();
  // A handle of null when nothing matches: acting on it throws, and Browser retries.
  const element = async (expression: string) =>
    (await page.evaluateHandle(expression)) as unknown as ElementHandle<Element>;
  return {
    async navigate(url, waitForLoad) {
      // Browser.goto waits for the page: a load cut short (NS_BINDING_ABORTED) is for it to judge,
      // and one whose entry script is held back cannot end, so it is not awaited.
      const loaded = (url ? page.goto(url) : page.reload()).catch(() => undefined);
      if (waitForLoad) await loaded;
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
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
    close: () => browser.close(),
  };
}
