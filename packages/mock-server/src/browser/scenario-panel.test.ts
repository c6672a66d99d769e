// @vitest-environment jsdom
import { getByRole, queryAllByRole, queryByRole, within } from '@testing-library/dom';
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
    const select = getByRole<HTMLSelectElement>(document.body, 'combobox', { name: 'Scenario', hidden: true });
    expect(select.value).toBe('slow');
    expect(
      within(select)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(SCENARIO_NAMES);
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Every API call answers after about 3 seconds.',
    );
  });

  it('sits in the bottom-left corner, where the console has no control', () => {
    mount();
    const panel = getByRole(document.body, 'complementary', { name: 'Mock API' });
    expect(panel.style.position).toBe('fixed');
    expect(panel.style.left).toBe('8px');
    expect(panel.style.bottom).toBe('8px');
    expect(panel.style.top).toBe('');
    expect(panel.style.right).toBe('');
  });

  it('is folded behind a toggle button, then switches the scenario by keyboard and announces it', async () => {
    const { onChange } = mount();
    const user = userEvent.setup();
    const toggle = getByRole(document.body, 'button', { name: 'Mock API' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(queryByRole(document.body, 'combobox')).toBeNull();
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body && getComputedStyle(body).display, 'folded, it takes no room').toBe('none');
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body?.hidden).toBe(false);
    expect(body && getComputedStyle(body).display).toBe('grid');
    await user.tab();
    const select = getByRole<HTMLSelectElement>(document.body, 'combobox', { name: 'Scenario' });
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, 'server-error');
    expect(onChange).toHaveBeenCalledWith('server-error');
    expect(toggle.textContent).toBe('Mock API: server-error');
    expect(getByRole(document.body, 'status').textContent).toBe('Scenario: server-error');
  });

  it('folds again with the toggle or Escape, and Escape gives the focus back to the toggle', async () => {
    mount();
    const user = userEvent.setup();
    const toggle = getByRole(document.body, 'button', { name: 'Mock API' });
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(queryByRole(document.body, 'combobox')).toBeNull();
    await user.click(toggle);
    getByRole(document.body, 'combobox', { name: 'Scenario' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
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
    expect(queryAllByRole(document.body, 'complementary')).toHaveLength(1);
    unmount();
    expect(document.querySelector('#crm-mock-panel')).toBeNull();
  });
});
