import { describe, expect, it } from 'vitest';
import { DEFAULT_REMEMBER_ME_KEY, defaultRememberMeKeyProblem } from './remember-me-key';

describe('defaultRememberMeKeyProblem', () => {
  it('refuses a build without a key, naming VITE_REMEMBER_ME_KEY and the opt-out', () => {
    const problem = defaultRememberMeKeyProblem({});
    expect(problem).toMatch(/^VITE_REMEMBER_ME_KEY is not set/);
    expect(problem).toContain('VITE_ALLOW_DEFAULT_REMEMBER_ME_KEY=true');
  });

  it('refuses the default key spelled out, and an empty or blank one', () => {
    for (const key of [DEFAULT_REMEMBER_ME_KEY, ` ${DEFAULT_REMEMBER_ME_KEY} `, '', '   ']) {
      expect(defaultRememberMeKeyProblem({ VITE_REMEMBER_ME_KEY: key }), JSON.stringify(key)).toMatch(
        /VITE_REMEMBER_ME_KEY/,
      );
    }
  });

  it('accepts a key of the deployment', () => {
    expect(defaultRememberMeKeyProblem({ VITE_REMEMBER_ME_KEY: 'a key of this deployment' })).toBeNull();
  });

  it('accepts the default key only with the explicit opt-out "true"', () => {
    expect(defaultRememberMeKeyProblem({ VITE_ALLOW_DEFAULT_REMEMBER_ME_KEY: 'true' })).toBeNull();
    for (const value of ['1', 'yes', 'TRUE', 'false', '']) {
      expect(defaultRememberMeKeyProblem({ VITE_ALLOW_DEFAULT_REMEMBER_ME_KEY: value }), value).not.toBeNull();
    }
  });
});
