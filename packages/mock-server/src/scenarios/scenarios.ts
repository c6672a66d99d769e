/** Behaviours that data cannot express (the README's scenario table). The slugs double as Pact provider states. */
export const SCENARIOS = {
  default: 'Normal behaviour: the fixtures decide every answer.',
  'invalid-ip': 'Every login answers 403 Invalid IP.',
  'invalid-captcha': 'Every captcha token is rejected with 400 Invalid Captcha.',
  'server-error': 'Every API call answers 500 Internal server error.',
  'network-error': 'Every API call fails at network level (no response).',
  slow: 'Every API call answers after about 3 seconds.',
  'session-expired': 'check-is-log-in says logged out, whatever the token.',
  'rate-limited': 'Sign-in, the second step and the forgotten-password call answer 429 Too many requests.',
} as const satisfies Record<string, string>;

export type ScenarioName = keyof typeof SCENARIOS;

export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

export const DEFAULT_SCENARIO: ScenarioName = 'default';

/** The request header that picks a scenario for one request, over the current one. */
export const SCENARIO_HEADER = 'x-mock-scenario';

export const SLOW_SCENARIO_DELAY_MS = 3000;

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(SCENARIOS, value);
}
