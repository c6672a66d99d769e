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
// Collapsed it is a small pill in the top-right corner, clear of the form's buttons and of the
// quote panel's text, on a phone as on a desktop.
const PANEL_STYLE = [
  'position:fixed',
  'right:8px',
  'top:8px',
  'z-index:2147483000',
  'max-width:calc(100vw - 16px)',
  'font:12px/1.4 system-ui,sans-serif',
  'color:#ffffff',
  'background:#1f2937',
  'border-radius:6px',
  'box-shadow:0 2px 8px rgba(0,0,0,.3)',
].join(';');
const SUMMARY_STYLE = 'cursor:pointer;padding:4px 10px;min-height:24px';
const BODY_STYLE = 'display:grid;gap:6px;padding:8px 10px 10px;width:240px;max-width:100%';
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
 * status line, in a `<details>` so that it is keyboard usable and folded away by default.
 * Returns a function that removes it.
 */
export function mountScenarioPanel(options: ScenarioPanelOptions): () => void {
  document.getElementById(PANEL_ID)?.remove();
  // A labelled landmark, so that an accessibility scan of the console finds no stray content.
  const panel = element('aside', { id: PANEL_ID, style: PANEL_STYLE, 'aria-label': 'Mock API', 'data-mock-panel': '' });
  const details = element('details');
  const summary = element('summary', { style: SUMMARY_STYLE }, summaryText(options.current));
  const body = element('div', { style: BODY_STYLE });
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

  select.addEventListener('change', () => {
    const name = select.value as ScenarioName;
    options.onChange(name);
    summary.textContent = summaryText(name);
    hint.textContent = SCENARIOS[name];
    status.textContent = `Scenario: ${name}`;
  });
  reset.addEventListener('click', () => {
    void Promise.resolve(options.onReset()).then(() => {
      select.value = DEFAULT_SCENARIO;
      summary.textContent = summaryText(DEFAULT_SCENARIO);
      hint.textContent = SCENARIOS[DEFAULT_SCENARIO];
      status.textContent = 'Mock data reset: fixtures and the default scenario';
    });
  });

  body.append(label, select, hint, reset, status);
  details.append(summary, body);
  panel.append(details);
  (options.parent ?? document.body).append(panel);
  return () => panel.remove();
}
