import { BLANK_PAGE, ERRORS_KEY } from './server';
import type { EngineServer } from './server';

/** What each engine's adapter does; everything else is written once, in {@link Browser}. */
export interface Engine {
  /** Loads `url`, or reloads (F5) without one; may resolve before the load ends (always with `waitForLoad` false). */
  navigate(url: string | undefined, waitForLoad: boolean): Promise<void>;
  /** The value of a JavaScript expression in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks, or clears and types into, the element an expression returns, with the engine's own input. */
  click(element: string): Promise<void>;
  type(element: string, text: string): Promise<void>;
  cookies(): Promise<{ name: string; value: string; sameSite?: string }[]>;
  deleteCookies(): Promise<void>;
  close(): Promise<void>;
}

/** Polls `check` until it returns something other than undefined, or throws its last error after `timeout`. */
export async function until<T>(check: () => Promise<T | undefined>, what: string, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (let last: unknown; ;) {
    const result = await check().catch((error: unknown) => void (last = error));
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeout} ms`, { cause: last });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Scope = 'body' | 'main';
const literal = (value: string | RegExp) => (typeof value === 'string' ? JSON.stringify(value) : String(value));
/** The first rendered match: the sign-in page built into index.html stays in the DOM, hidden, on other addresses. */
const query = (kind: string, scope: Scope, ...args: string[]) =>
  `TestingLibraryDom.queryAllBy${kind}(document.querySelector('${scope}'), ${args.join(', ')}).find((element) => element.checkVisibility())`;
/** Elements by their accessible role and name, by their label or by their text, as Testing Library finds them. */
export const byRole = (role: string, name?: string | RegExp, scope: Scope = 'body') =>
  query('Role', scope, `'${role}'`, name === undefined ? '{}' : `{ name: ${literal(name)} }`);
export const byLabel = (label: string, scope: Scope = 'body') => query('LabelText', scope, literal(label));
export const byText = (text: string | RegExp, scope: Scope = 'body') => query('Text', scope, literal(text));

/** A tab of one engine on the journeys' server: navigation that waits for the new page, and waiting queries. */
export class Browser {
  constructor(
    readonly engine: Engine,
    private readonly server: EngineServer,
  ) {}

  /**
   * Opens `path` (a reload without one) once the page has no request under way, as a person who
   * waits for the page; then waits until the new page has loaded, or only until it exists.
   */
  async goto(path?: string, { waitForLoad = true } = {}): Promise<void> {
    await until(async () => this.server.idle() || undefined, 'no request under way');
    await this.engine.evaluate('void (window.engineJourneysLeaving = true)').catch(() => undefined);
    await this.engine.navigate(path === undefined ? undefined : `${this.server.url}${path}`, waitForLoad);
    const ready = waitForLoad ? "document.readyState === 'complete'" : "'TestingLibraryDom' in window";
    await until(
      () =>
        this.engine
          .evaluate<true | null>(`!window.engineJourneysLeaving && ${ready} || null`)
          .then((ok) => ok ?? undefined),
      `load ${path ?? 'again'}`,
    );
  }

  reload = () => this.goto();
  url = () => this.engine.evaluate<string>('location.pathname + location.search');
  /** The value of an expression about the element `element` returns, once it exists. */
  read = <T>(element: string, of: string) =>
    until(
      () => this.engine.evaluate<T | null>(`((element) => element && ${of})(${element})`).then((v) => v ?? undefined),
      `${of} of ${element}`,
    );
  exists = (element: string) => this.engine.evaluate<boolean>(`Boolean(${element})`);
  value = (element: string) => this.read<string>(element, 'element.value');
  text = (element: string) => this.read<string>(element, 'element.textContent');
  checked = (element: string) => this.read<boolean>(element, 'element.checked');
  description = (element: string) =>
    this.read<string>(
      element,
      "(element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim()",
    );

  /** Clicks once the element is there and takes the click (a screen still fading in may refuse it). */
  click = (element: string) => until(() => this.engine.click(element).then(() => true), `click ${element}`);
  fill = (element: string, text: string) =>
    until(() => this.engine.type(element, text).then(() => true), `fill ${element}`);

  /** console.error, uncaught errors and unhandled rejections of every page since the last reset. */
  async errors(): Promise<string[]> {
    const recorded = await this.engine.evaluate<string | null>(`sessionStorage.getItem('${ERRORS_KEY}')`);
    return JSON.parse(recorded ?? '[]') as string[];
  }

  /** A fresh start, as a new browser context: no cookies, no storage (the mock's state), no service worker. */
  async reset(): Promise<void> {
    await this.goto(BLANK_PAGE);
    await this.engine.evaluate(
      'localStorage.clear(), sessionStorage.clear(), navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((one) => one.unregister())))',
    );
    await this.engine.deleteCookies();
  }
}
