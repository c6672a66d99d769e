import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./trusted-types');
}

describe('checkScriptUrl', () => {
  it("lets reCAPTCHA's loader through, on both of Google's origins", async () => {
    const { checkScriptUrl } = await freshModule();
    for (const url of [
      'https://www.google.com/recaptcha/api.js?render=explicit&trustedtypes=true',
      'https://www.recaptcha.net/recaptcha/api.js',
    ]) {
      expect(checkScriptUrl(url)).toBe(url);
    }
  });

  it('refuses any other script URL, naming the policy', async () => {
    const { checkScriptUrl } = await freshModule();
    for (const url of [
      'https://www.google.com/complete/search?client=chrome&jsonp=alert',
      'https://evil.example/recaptcha/api.js',
      'http://www.google.com/recaptcha/api.js',
      'https://user:pw@www.google.com/recaptcha/api.js',
      'data:text/javascript,alert(1)',
      '/assets/index.js',
    ]) {
      expect(() => checkScriptUrl(url), url).toThrow(/^Trusted Types policy crm-console: /);
    }
  });
});

describe('setScriptSrc', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes through one policy named crm-console where the browser has Trusted Types', async () => {
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL(input: string): string }) => ({
      createScriptURL: (input: string) => `trusted:${rules.createScriptURL(input)}`,
    }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    const { setScriptSrc } = await freshModule();
    const first = document.createElement('script');
    const second = document.createElement('script');
    setScriptSrc(first, 'https://www.google.com/recaptcha/api.js');
    setScriptSrc(second, 'https://www.recaptcha.net/recaptcha/api.js');

    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy).toHaveBeenCalledWith('crm-console', expect.anything());
    expect(first.getAttribute('src')).toBe('trusted:https://www.google.com/recaptcha/api.js');
    expect(() => setScriptSrc(first, 'https://evil.example/x.js')).toThrow(/not an allowed script URL/);
  });

  it('sets the checked string where Trusted Types are absent', async () => {
    const { setScriptSrc } = await freshModule();
    const script = document.createElement('script');
    setScriptSrc(script, 'https://www.google.com/recaptcha/api.js');
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js');
    expect(() => setScriptSrc(script, 'https://evil.example/x.js')).toThrow(/not an allowed script URL/);
  });
});
