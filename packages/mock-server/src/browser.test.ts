// @vitest-environment jsdom
import { getByRole } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountScenarioPanel } from './browser';
import { SCENARIO_KEY, STATE_KEY } from './browser/page-storage';

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/?scenario=slow');
});

describe('the panel before the mock has started', () => {
  it('starts from the scenario of the address and keeps a new pick for the next page load', async () => {
    mountScenarioPanel();
    const select = getByRole<HTMLSelectElement>(document.body, 'combobox', { name: 'Scenario', hidden: true });
    expect(select.value).toBe('slow');
    await userEvent.setup().selectOptions(select, 'invalid-ip');
    expect(localStorage.getItem(SCENARIO_KEY)).toBe('invalid-ip');
    expect(location.search).toBe('');
  });

  it('forgets the saved data and the scenario on reset', async () => {
    localStorage.setItem(STATE_KEY, '{"version":1,"collections":{}}');
    mountScenarioPanel();
    await userEvent.setup().click(getByRole(document.body, 'button', { name: 'Reset mock data', hidden: true }));
    await expect.poll(() => localStorage.getItem(STATE_KEY)).toBeNull();
    expect(localStorage.getItem(SCENARIO_KEY)).toBeNull();
  });
});
