import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { config } from './app-config';
import { CONFIG_KEYS, ConfigError, clientConfigOf, parseConfig } from './config';

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('gives the defaults in mock mode', () => {
    expect(parseConfig({}, true)).toEqual({
      apiBaseUrl: '/api',
      mock: true,
      captcha: { provider: 'mock' },
      rememberMeKey: 'crm-console-remember-me',
      idleTimeoutMinutes: 15,
      fileStorageUrl: '/files',
      privacyUrl: '/legal/pages.html#privacy',
      termsUrl: '/legal/pages.html#terms',
      assistant: {
        model: 'gpt-4o-mini',
        maxTokens: 500,
        temperature: 0.7,
        speechModel: 'whisper-1',
        vectorIndex: 'crm-knowledge',
      },
    });
  });

  it('reads every key', () => {
    const parsed = parseConfig(
      {
        VITE_API_BASE_URL: 'https://crm.example/api/',
        VITE_CAPTCHA_PROVIDER: 'recaptcha',
        VITE_RECAPTCHA_SITE_KEY: 'site-key',
        VITE_REMEMBER_ME_KEY: 'another key',
        VITE_IDLE_TIMEOUT_MINUTES: '30',
        VITE_MOCK_LATENCY_MS: '50',
        VITE_FILE_STORAGE_URL: 'https://files.crm.example',
        VITE_PRIVACY_URL: 'https://crm.example/privacy',
        VITE_TERMS_URL: 'https://crm.example/terms',
        VITE_AI_MODEL: 'model-x',
        VITE_AI_MAX_TOKENS: '800',
        VITE_AI_TEMPERATURE: '0.2',
        VITE_AI_SPEECH_MODEL: 'speech-x',
        VITE_AI_VECTOR_INDEX: 'index-x',
      },
      false,
    );
    expect(parsed).toMatchObject({
      apiBaseUrl: 'https://crm.example/api',
      mock: false,
      mockLatencyMs: 50,
      captcha: { provider: 'recaptcha', siteKey: 'site-key' },
      rememberMeKey: 'another key',
      idleTimeoutMinutes: 30,
      privacyUrl: 'https://crm.example/privacy',
      assistant: {
        model: 'model-x',
        maxTokens: 800,
        temperature: 0.2,
        speechModel: 'speech-x',
        vectorIndex: 'index-x',
      },
    });
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ VITE_API_BASE_URL: '', VITE_AI_MAX_TOKENS: '' }, true)).toMatchObject({
      apiBaseUrl: '/api',
      assistant: { maxTokens: 500 },
    });
  });

  it('lists every bad key in one error', () => {
    const problems = problemsOf(() =>
      parseConfig(
        {
          VITE_API_BASE_URL: '//evil.example/api',
          VITE_MOCK: 'yes',
          VITE_MOCK_LATENCY_MS: '-1',
          VITE_AI_MAX_TOKENS: 'many',
          VITE_AI_TEMPERATURE: '3',
          VITE_PRIVACY_URL: 'javascript:alert(1)',
        },
        true,
      ),
    );
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'VITE_API_BASE_URL',
      'VITE_MOCK',
      'VITE_MOCK_LATENCY_MS',
      'VITE_PRIVACY_URL',
      'VITE_AI_MAX_TOKENS',
      'VITE_AI_TEMPERATURE',
    ]);
  });

  it('names every key a production build misses in one error, whatever else is wrong', () => {
    // What `npm run build` reads from a shell with no VITE_* set (vite.config.ts adds the flags).
    const build = { MODE: 'production', DEV: false, PROD: true };
    const keysOf = (problems: string[]) => problems.map((problem) => /^VITE_[A-Z_]+/.exec(problem)?.[0]);
    expect(keysOf(problemsOf(() => parseConfig(build, false)))).toEqual([
      'VITE_RECAPTCHA_SITE_KEY',
      'VITE_REMEMBER_ME_KEY',
      'VITE_PRIVACY_URL',
      'VITE_TERMS_URL',
    ]);
    expect(keysOf(problemsOf(() => parseConfig({ ...build, VITE_API_BASE_URL: 'api' }, false)))).toEqual([
      'VITE_API_BASE_URL',
      'VITE_RECAPTCHA_SITE_KEY',
      'VITE_REMEMBER_ME_KEY',
      'VITE_PRIVACY_URL',
      'VITE_TERMS_URL',
    ]);
  });

  it('refuses the default remember-me key in a build only, unless told it is never deployed', () => {
    expect(problemsOf(() => parseConfig({ PROD: true }, true))).toEqual([
      expect.stringMatching(/^VITE_REMEMBER_ME_KEY is not set/),
    ]);
    expect(parseConfig({ PROD: true, VITE_ALLOW_DEFAULT_REMEMBER_ME_KEY: 'true' }, true).rememberMeKey).toBe(
      'crm-console-remember-me',
    );
    expect(parseConfig({ PROD: false }, true).rememberMeKey).toBe('crm-console-remember-me');
  });

  it('needs a site key for reCAPTCHA, the default outside mock mode', () => {
    expect(problemsOf(() => parseConfig({}, false))).toEqual([
      'VITE_RECAPTCHA_SITE_KEY: required when the captcha provider is "recaptcha"',
    ]);
  });

  it('accepts the mock captcha chosen explicitly in a build without the mock API', () => {
    // A production build served in front of the HTTP mock (the nginx journey) has no reCAPTCHA to reach.
    expect(parseConfig({ VITE_CAPTCHA_PROVIDER: 'mock' }, false).captcha).toEqual({ provider: 'mock' });
  });

  it('requires the real legal pages in a production build without the mock, naming both', () => {
    const production = { PROD: true, VITE_RECAPTCHA_SITE_KEY: 'site-key', VITE_REMEMBER_ME_KEY: 'a key of its own' };
    expect(problemsOf(() => parseConfig(production, false))).toEqual([
      'VITE_PRIVACY_URL: required in a production build without the mock',
      'VITE_TERMS_URL: required in a production build without the mock',
    ]);
    expect(
      problemsOf(() => parseConfig({ ...production, VITE_TERMS_URL: 'https://crm.example/terms' }, false)),
    ).toEqual(['VITE_PRIVACY_URL: required in a production build without the mock']);
    expect(
      parseConfig(
        { ...production, VITE_PRIVACY_URL: 'https://crm.example/privacy', VITE_TERMS_URL: 'https://crm.example/terms' },
        false,
      ),
    ).toMatchObject({ privacyUrl: 'https://crm.example/privacy', termsUrl: 'https://crm.example/terms' });
  });

  it('leads to the built-in legal pages with the mock or in dev', () => {
    const builtIn = { privacyUrl: '/legal/pages.html#privacy', termsUrl: '/legal/pages.html#terms' };
    expect(parseConfig({ PROD: true, VITE_ALLOW_DEFAULT_REMEMBER_ME_KEY: 'true' }, true), 'a mock build').toMatchObject(
      builtIn,
    );
    expect(
      parseConfig({ PROD: false, VITE_RECAPTCHA_SITE_KEY: 'site-key' }, false),
      'dev without the mock',
    ).toMatchObject(builtIn);
  });

  it('refuses anything that looks like a secret', () => {
    const problems = problemsOf(() => parseConfig({ VITE_OPENAI_API_KEY: 'sk-123', VITE_AI_SECRET: 'x' }, true));
    expect(problems).toEqual([
      'VITE_OPENAI_API_KEY: secrets must not be set in the client configuration',
      'VITE_AI_SECRET: secrets must not be set in the client configuration',
    ]);
  });

  it('says which configuration failed, one problem a line', () => {
    expect(() => parseConfig({ VITE_MOCK: 'maybe' }, true)).toThrow(
      /^Invalid console configuration:\n {2}- VITE_MOCK: must be "true" or "false"$/,
    );
    expect(() => parseConfig({ VITE_MOCK: 'maybe', VITE_CAPTCHA_PROVIDER: 'other' }, true)).toThrow(
      /^Invalid console configuration:\n {2}- VITE_MOCK: .+\n {2}- VITE_CAPTCHA_PROVIDER: .+$/,
    );
  });

  it.each([
    ['/api', '/api'],
    ['/', '/'],
    ['/api//', '/api'],
    ['http://localhost:8080/api/', 'http://localhost:8080/api'],
  ])('takes %s as the API base URL %s', (value, expected) => {
    expect(parseConfig({ VITE_API_BASE_URL: value }, true).apiBaseUrl).toBe(expected);
  });

  it.each(['api/v1', 'mailto:http://crm.example', 'https://', 'ftp://crm.example'])(
    'refuses %s as the API base URL and as a legal page',
    (value) => {
      const problems = problemsOf(() => parseConfig({ VITE_API_BASE_URL: value, VITE_TERMS_URL: value }, true));
      expect(problems).toEqual([
        'VITE_API_BASE_URL: must be a path starting with / or an http(s) URL',
        'VITE_TERMS_URL: must be a path starting with / or an http(s) URL',
      ]);
    },
  );

  it.each(['/\\evil.example', '/\t/evil.example', '/api\r\n/v1', 'https://crm.example\\@evil.example', '/api\u0085'])(
    'refuses %j, which a browser would read as another origin, as the API base URL and as a legal page',
    (value) => {
      const problems = problemsOf(() => parseConfig({ VITE_API_BASE_URL: value, VITE_PRIVACY_URL: value }, true));
      const message = 'must not contain a backslash or a control character (a browser would read it as another origin)';
      expect(problems).toEqual([`VITE_API_BASE_URL: ${message}`, `VITE_PRIVACY_URL: ${message}`]);
    },
  );

  it('takes a mock latency from 0 to 10000 ms, both ends included', () => {
    expect(parseConfig({ VITE_MOCK_LATENCY_MS: '0' }, true).mockLatencyMs).toBe(0);
    expect(parseConfig({ VITE_MOCK_LATENCY_MS: '10000' }, true).mockLatencyMs).toBe(10_000);
    expect(problemsOf(() => parseConfig({ VITE_MOCK_LATENCY_MS: '10001' }, true))).toEqual([
      'VITE_MOCK_LATENCY_MS: must be a number from 0 to 10000',
    ]);
  });

  it('takes an idle limit of whole minutes from 2 to 720, both ends included', () => {
    expect(parseConfig({ VITE_IDLE_TIMEOUT_MINUTES: '2' }, true).idleTimeoutMinutes).toBe(2);
    expect(parseConfig({ VITE_IDLE_TIMEOUT_MINUTES: '720' }, true).idleTimeoutMinutes).toBe(720);
    for (const value of ['1', '721', 'soon']) {
      expect(problemsOf(() => parseConfig({ VITE_IDLE_TIMEOUT_MINUTES: value }, true))).toEqual([
        'VITE_IDLE_TIMEOUT_MINUTES: must be a number from 2 to 720',
      ]);
    }
    expect(problemsOf(() => parseConfig({ VITE_IDLE_TIMEOUT_MINUTES: '2.5' }, true))).toEqual([
      'VITE_IDLE_TIMEOUT_MINUTES: must be a whole number',
    ]);
  });

  describe('in a production build, the API base URL', () => {
    const build = {
      PROD: true,
      VITE_REMEMBER_ME_KEY: 'a key of its own',
      VITE_PRIVACY_URL: '/privacy',
      VITE_TERMS_URL: '/terms',
    };

    it.each([
      'http://crm.example/api',
      'http://10.0.0.7:8080',
      'http://localhost.crm.example',
      'http://127.0.0.1.nip.io',
      'http://127-0-0-1',
      'http://a127.0.0.1',
    ])('refuses http: to another computer: %s', (value) => {
      expect(problemsOf(() => parseConfig({ ...build, VITE_API_BASE_URL: value }, true))).toEqual([
        'VITE_API_BASE_URL: must be https: or a path in a production build (http: only for a loopback address)',
      ]);
    });

    it.each([
      '/api',
      'https://crm.example/api',
      'http://localhost:4010/api',
      'http://127.0.0.1:4010',
      'http://127.1.2.3',
      'http://127.254.10.200',
      'http://[::1]:4010/api',
    ])('takes a path, https: or a loopback address: %s', (value) => {
      expect(parseConfig({ ...build, VITE_API_BASE_URL: value }, true).apiBaseUrl).toBe(value.replace(/\/+$/, ''));
    });

    it('is not asked for https: outside a build', () => {
      expect(parseConfig({ VITE_API_BASE_URL: 'http://crm.example/api' }, true).apiBaseUrl).toBe(
        'http://crm.example/api',
      );
    });

    it('refuses an http: value that is no URL by both rules, without failing', () => {
      expect(problemsOf(() => parseConfig({ ...build, VITE_API_BASE_URL: 'http://' }, true))).toEqual([
        'VITE_API_BASE_URL: must be a path starting with / or an http(s) URL',
        'VITE_API_BASE_URL: must be https: or a path in a production build (http: only for a loopback address)',
      ]);
    });
  });

  it('leaves alone the variables that do not reach the bundle, whatever their name', () => {
    expect(parseConfig({ AWS_SECRET_ACCESS_KEY: 'x' }, true).apiBaseUrl).toBe('/api');
  });
});

describe('apps/console/.env.example', () => {
  it('lists every key the configuration reads, each empty, so that a copy of it changes nothing', async () => {
    const example = await readFile(path.join(import.meta.dirname, '../../.env.example'), 'utf8');
    const entries = example
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.split('='));
    expect(entries.map(([key]) => key).sort()).toEqual([...CONFIG_KEYS].sort());
    expect(entries.filter(([, value]) => value !== '')).toEqual([]);
    expect(parseConfig(Object.fromEntries(entries), true)).toEqual(parseConfig({}, true));
  });
});

describe('the configuration of the tests', () => {
  it('runs with the mock on and the mock captcha', () => {
    expect(config.mock).toBe(true);
    expect(config.captcha.provider).toBe('mock');
  });

  it('ships only what the console reads: the reserved settings stay out of the bundle', () => {
    expect(Object.keys(config).sort()).toEqual([
      'apiBaseUrl',
      'captcha',
      'idleTimeoutMinutes',
      'mock',
      'privacyUrl',
      'rememberMeKey',
      'termsUrl',
    ]);
    expect(clientConfigOf(parseConfig({ VITE_AI_MODEL: 'other', VITE_MOCK_LATENCY_MS: '20' }, true))).toStrictEqual({
      apiBaseUrl: '/api',
      mock: true,
      mockLatencyMs: 20,
      captcha: { provider: 'mock' },
      rememberMeKey: 'crm-console-remember-me',
      idleTimeoutMinutes: 15,
      privacyUrl: '/legal/pages.html#privacy',
      termsUrl: '/legal/pages.html#terms',
    });
  });
});
