import { Builder, type WebElement } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import { startProcess } from '../../../scripts/processes';
import type { Engine } from './engine';

const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic; it offers no BiDi and no log). */
export async function launchWebKit(): Promise<Engine> {
  // MiniBrowser has no headless mode: Xvfb on the first free display, whose number -displayfd prints.
  const xvfb = await startProcess('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    ready: /^(\d+)$/m,
  });
  const display = `:${xvfb.ready[1]}`;
  const service = new DriverService.Builder('/usr/bin/WebKitWebDriver')
    .setLoopback(true)
    .setEnvironment({ ...process.env, DISPLAY: display })
    .build();
  const driver = await new Builder()
    .usingServer(await service.start())
    .withCapabilities({
      browserName: 'MiniBrowser',
      // 'none': navigation returns at once, so a held entry script cannot block it; Browser.goto waits.
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] },
    })
    .build();
  await driver.manage().window().setRect({ width: 1280, height: 800 });
  const element = (expression: string) => driver.executeScript<WebElement>(`return ${expression}`);
  return {
    navigate: (url) => (url ? driver.get(url) : driver.navigate().refresh()),
    evaluate: (expression) => driver.executeScript(`return ${expression}`),
    click: async (expression) => (await element(expression)).click(),
    async type(expression, text) {
      const target = await element(expression);
      await target.clear();
      await target.sendKeys(text);
    },
    cookies: () => driver.manage().getCookies(),
    deleteCookies: () => driver.manage().deleteAllCookies(),
    async close() {
      await driver.quit();
      await service.kill();
      await xvfb.stop();
    },
  };
}
