import { DEFAULT_SCENARIO, SCENARIO_NAMES, SCENARIOS, type ScenarioName } from '../scenarios/scenarios';

export interface ScenarioPanelOptions {
  current: ScenarioName;
  onChange(name: ScenarioName): void;
  onReset(): void | Promise<void>;
  /** Default `document.body`. */
  parent?: HTMLElement;
}

const PANEL_ID = 'crm-mock-panel';

// Inline styles keep the panel out of the console's stylesheet and its production bundle.
// It sits in the bottom-left corner, where the console has no control (its buttons are in the
// form column's middle, its Log out top-right, its footer links centred), and folded it is a small
// pill. A column layout puts the open body above the toggle, so the toggle never moves.
const PANEL_STYLE = [
  'position:fixed',
  'left:8px',
  'bottom:8px',
  'z-index:2147483000',
  'display:flex',
  'flex-direction:column-reverse',
  'align-items:flex-start',
  'max-width:calc(100vw - 16px)',
  'font:12px/1.4 system-ui,sans-serif',
  'color:#ffffff',
  'background:#1f2937',
  'border-radius:6px',
  'box-shadow:0 2px 8px rgba(0,0,0,.3)',
].join(';');
const TOGGLE_STYLE =
  'font:inherit;color:inherit;background:transparent;border:0;border-radius:6px;cursor:pointer;padding:4px 10px;min-height:24px';
const BODY_STYLE = 'display:none;gap:6px;padding:8px 10px 4px;width:240px;max-width:100%';
const CONTROL_STYLE =
  'font:inherit;color:#111827;background:#ffffff;border-radius:4px;padding:4px;border:1px solid #6b7280';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.textContent = text;
  return node;
}

function summaryText(name: ScenarioName): string {
  return name === DEFAULT_SCENARIO ? 'Mock API' : `Mock API: ${name}`;
}

/**
 * A dev-only switcher for the mock's scenario: a labelled select, a reset button and a live
 * status line behind a toggle button (aria-expanded), folded away by default. Escape folds it
 * again and gives the focus back to the toggle. Returns a function that removes it.
 */
export function mountScenarioPanel(options: ScenarioPanelOptions): () => void {
  document.getElementById(PANEL_ID)?.remove();
  // A labelled landmark, so that an accessibility scan of the console finds no stray content.
  const panel = element('aside', { id: PANEL_ID, style: PANEL_STYLE, 'aria-label': 'Mock API', 'data-mock-panel': '' });
  const toggle = element(
    'button',
    { type: 'button', style: TOGGLE_STYLE, 'aria-expanded': 'false', 'aria-controls': `${PANEL_ID}-body` },
    summaryText(options.current),
  );
  const body = element('div', { id: `${PANEL_ID}-body`, style: BODY_STYLE, hidden: '' });
  const label = element('label', { for: `${PANEL_ID}-scenario` }, 'Scenario');
  const select = element('select', {
    id: `${PANEL_ID}-scenario`,
    style: CONTROL_STYLE,
    'aria-describedby': `${PANEL_ID}-hint`,
  });
  for (const name of SCENARIO_NAMES) select.append(element('option', { value: name }, name));
  select.value = options.current;
  const hint = element('p', { id: `${PANEL_ID}-hint`, style: 'margin:0' }, SCENARIOS[options.current]);
  const reset = element('button', { type: 'button', style: CONTROL_STYLE }, 'Reset mock data');
  const status = element('p', { role: 'status', style: 'margin:0' });

  const setOpen = (open: boolean) => {
    body.hidden = !open;
    // The inline display would override the hidden attribute's display:none.
    body.style.display = open ? 'grid' : 'none';
    toggle.setAttribute('aria-expanded', String(open));
  };
  toggle.addEventListener('click', () => setOpen(body.hidden !== false));
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || body.hidden) return;
    setOpen(false);
    toggle.focus();
  });
  select.addEventListener('change', () => {
    const name = select.value as ScenarioName;
    options.onChange(name);
    toggle.textContent = summaryText(name);
    hint.textContent = SCENARIOS[name];
    status.textContent = `Scenario: ${name}`;
  });
  reset.addEventListener('click', () => {
    void Promise.resolve(options.onReset()).then(() => {
      select.value = DEFAULT_SCENARIO;
      toggle.textContent = summaryText(DEFAULT_SCENARIO);
      hint.textContent = SCENARIOS[DEFAULT_SCENARIO];
      status.textContent = 'Mock data reset: fixtures and the default scenario';
    });
  });

  body.append(label, select, hint, reset, status);
  panel.append(toggle, body);
  (options.parent ?? document.body).append(panel);
  return () => panel.remove();
}
