// @vitest-environment jsdom
import { getByRole, queryAllByRole, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountScenarioPanel } from './scenario-panel';
import { SCENARIO_NAMES } from '../scenarios/scenarios';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(current: 'default' | 'slow' = 'default') {
  const onChange = vi.fn();
  const onReset = vi.fn();
  const unmount = mountScenarioPanel({ current, onChange, onReset });
  return { onChange, onReset, unmount };
}

describe('the scenario panel', () => {
  it('offers every scenario in a labelled select showing the current one, inside a named landmark', () => {
    mount('slow');
    expect(getByRole(document.body, 'complementary', { name: 'Mock API' })).toBeTruthy();
    const select = getByRole<HTMLSelectElement>(document.body, 'combobox', { name: 'Scenario' });
    expect(select.value).toBe('slow');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SCENARIO_NAMES);
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Every API call answers after about 3 seconds.',
    );
  });

  it('is folded away in a focusable summary, then switches the scenario and announces it', async () => {
    const { onChange } = mount();
    const user = userEvent.setup();
    const panel = document.querySelector('details');
    expect(panel?.open).toBe(false);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Mock API');
    // jsdom does not open <details> on Enter as browsers do, so the summary is clicked here.
    await user.click(document.activeElement as HTMLElement);
    expect(panel?.open).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(getByRole(document.body, 'combobox', { name: 'Scenario' }));
    await user.selectOptions(getByRole(document.body, 'combobox', { name: 'Scenario' }), 'server-error');
    expect(onChange).toHaveBeenCalledWith('server-error');
    expect(document.querySelector('summary')?.textContent).toBe('Mock API: server-error');
    expect(getByRole(document.body, 'status').textContent).toBe('Scenario: server-error');
  });

  it('resets the mock data and shows the default scenario again', async () => {
    const { onReset } = mount('slow');
    await userEvent.setup().click(getByRole(document.body, 'button', { name: 'Reset mock data', hidden: true }));
    expect(onReset).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(getByRole(document.body, 'status', { hidden: true }).textContent).toMatch(/reset/));
    expect(getByRole<HTMLSelectElement>(document.body, 'combobox', { hidden: true }).value).toBe('default');
  });

  it('replaces an earlier panel instead of stacking a second one, and unmounts', () => {
    mount();
    const { unmount } = mount();
    expect(queryAllByRole(document.body, 'group')).toHaveLength(1);
    unmount();
    expect(document.querySelector('#crm-mock-panel')).toBeNull();
  });
});
