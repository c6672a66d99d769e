// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepScenario, localStorageState, SCENARIO_KEY, scenarioOfPage, STATE_KEY } from './page-storage';
import { takeConsoleOutput } from '../testing/fail-on-console';

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the scenario of the page', () => {
  it('is default when nothing asks for another', () => {
    expect(scenarioOfPage('')).toBe('default');
  });

  it('takes ?scenario=NAME and keeps it for later page loads', () => {
    expect(scenarioOfPage('?scenario=slow')).toBe('slow');
    expect(scenarioOfPage('?next=/admin/users')).toBe('slow');
  });

  it('forgets the kept scenario on ?scenario=default', () => {
    scenarioOfPage('?scenario=server-error');
    expect(scenarioOfPage('?scenario=default')).toBe('default');
    expect(localStorage.getItem(SCENARIO_KEY)).toBeNull();
  });

  it('warns about an unknown name and keeps the current scenario', () => {
    scenarioOfPage('?scenario=invalid-ip');
    expect(scenarioOfPage('?scenario=chaos')).toBe('invalid-ip');
    expect(takeConsoleOutput()).toEqual([
      'console.warn: mock-server: unknown scenario "chaos", keeping the current one',
    ]);
  });

  it('keeps a scenario picked later and drops ?scenario= from the address so a reload keeps it', () => {
    history.replaceState(null, '', '/admin?scenario=slow&tab=2');
    keepScenario('session-expired');
    expect(location.search).toBe('?tab=2');
    expect(scenarioOfPage(location.search)).toBe('session-expired');
  });
});

describe('the state storage', () => {
  it('saves and loads the serialized data under one localStorage key', () => {
    const storage = localStorageState();
    expect(storage.load()).toBeNull();
    storage.save('{"version":1}');
    expect(localStorage.getItem(STATE_KEY)).toBe('{"version":1}');
    expect(storage.load()).toBe('{"version":1}');
  });
});
