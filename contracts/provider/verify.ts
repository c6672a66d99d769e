import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
// The HTTP verifier's state handler types; the package root only exports their intersection
// with the message verifier's.
import type { StateHandler, StateHandlers } from '@pact-foundation/pact/src/dsl/verifier/proxy/types';
import { isRecord } from '@crm/api-client';
import { PROVIDER } from '../names';

/**
 * `VerifierOptions` intersects the HTTP and the message verifiers' `stateHandlers`, which no
 * value satisfies; an HTTP verification only uses the HTTP kind.
 */
type HttpVerifierOptions = Omit<VerifierOptions, 'stateHandlers'> & { stateHandlers?: StateHandlers };

export interface BrokerSource {
  url: string;
  token?: string;
  username?: string;
  password?: string;
  /** Defaults to the main branch and whatever is deployed or released (Pact's recommendation). */
  consumerVersionSelectors?: VerifierOptions['consumerVersionSelectors'];
  enablePending?: boolean;
  includeWipPactsSince?: string;
}

export interface VerifyPactOptions {
  /** The API root, `/api` included: the pact's paths are relative to it. */
  providerBaseUrl: string;
  /** Pact's state-change URL: receives `{ state, params, action: 'setup' | 'teardown' }`. */
  providerStatesSetupUrl?: string;
  /** Local pact files or URLs. */
  pactUrls?: string[];
  broker?: BrokerSource;
  /** The provider's version and branch, to publish results or select pacts by branch. */
  providerVersion?: string;
  providerVersionBranch?: string;
  publishVerificationResult?: boolean;
  /** Extra headers on every request to the provider, `Name: value`. */
  customProviderHeaders?: string[];
  logLevel?: 'warn' | 'error' | 'info' | 'debug' | 'trace';
}

/**
 * Verifies the console's pact against a running provider with Pact's Verifier. Resolves when
 * every interaction holds; rejects with Pact's report otherwise, or when a state could not be
 * set up (a state URL that fails would make every later result meaningless).
 */
export async function verifyPact(options: VerifyPactOptions): Promise<void> {
  const stateFailures: string[] = [];
  const verifierOptions: HttpVerifierOptions = {
    ...sources(options),
    providerBaseUrl: options.providerBaseUrl,
    logLevel: options.logLevel ?? 'warn',
    ...(options.providerStatesSetupUrl && {
      stateHandlers: forwardEveryState(options.providerStatesSetupUrl, stateFailures),
    }),
    ...(options.customProviderHeaders && { customProviderHeaders: options.customProviderHeaders }),
    ...(options.providerVersion && { providerVersion: options.providerVersion }),
    ...(options.providerVersionBranch && { providerVersionBranch: options.providerVersionBranch }),
    // Pact rejects the option without a provider version even when false, so it is only set to publish.
    ...(options.publishVerificationResult && { publishVerificationResult: true }),
  };
  let failure: string | undefined;
  try {
    await new Verifier(verifierOptions as VerifierOptions).verifyProvider();
  } catch (error) {
    failure = summarise(error);
  }
  const states =
    stateFailures.length > 0 ? `provider states could not be set up:\n  ${stateFailures.join('\n  ')}` : undefined;
  if (failure || states) throw new Error([failure, states].filter(Boolean).join('\n'));
}

/**
 * Pact rejects with its whole result as JSON (the readable report is already on stdout); the
 * failing interactions are what a caller needs to read.
 */
function summarise(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const result = JSON.parse(message) as {
      interactionResults?: { description: string; result: string }[];
      errors?: { interaction: string }[];
    };
    const all = result.interactionResults ?? [];
    const failed = all.filter(({ result: outcome }) => outcome !== 'OK').map(({ description }) => description);
    if (failed.length > 0) return `${failed.length} of ${all.length} interactions failed:\n  ${failed.join('\n  ')}`;
    return `verification failed:\n  ${(result.errors ?? []).map(({ interaction }) => interaction).join('\n  ')}`;
  } catch {
    return message;
  }
}

function sources(options: VerifyPactOptions): Partial<VerifierOptions> {
  const { broker, pactUrls } = options;
  if (!broker) {
    if (!pactUrls?.length) throw new Error('verifyPact needs pactUrls or a broker');
    // No provider name on purpose: with one, Pact also pulls pacts from PACT_BROKER_BASE_URL
    // when that variable is set, and a local verification must check exactly the given files.
    return { pactUrls };
  }
  return {
    provider: PROVIDER,
    pactBrokerUrl: broker.url,
    ...(broker.token && { pactBrokerToken: broker.token }),
    ...(broker.username && { pactBrokerUsername: broker.username, pactBrokerPassword: broker.password ?? '' }),
    consumerVersionSelectors: broker.consumerVersionSelectors ?? defaultSelectors(options.providerVersionBranch),
    enablePending: broker.enablePending ?? false,
    ...(broker.includeWipPactsSince && { includeWipPactsSince: broker.includeWipPactsSince }),
    ...(pactUrls?.length && { pactUrls }),
  };
}

function defaultSelectors(providerBranch: string | undefined): VerifierOptions['consumerVersionSelectors'] {
  return [{ mainBranch: true }, { deployedOrReleased: true }, ...(providerBranch ? [{ matchingBranch: true }] : [])];
}

/**
 * State handlers that hand every state, by whatever name, to the provider's own state URL in
 * Pact's state-change format. Pact's Verifier looks handlers up by state name; answering for
 * any name keeps pacts from the broker working when they carry states this checkout does not
 * know yet.
 */
function forwardEveryState(setupUrl: string, failures: string[]): StateHandlers {
  const handlerFor = (state: string): StateHandler => ({
    setup: (params) => changeState(setupUrl, { state, params: params ?? {}, action: 'setup' }, failures),
    teardown: (params) => changeState(setupUrl, { state, params: params ?? {}, action: 'teardown' }, failures),
  });
  return new Proxy({} as StateHandlers, {
    get: (_target, name) => (typeof name === 'string' ? handlerFor(name) : undefined),
  });
}

interface StateChange {
  state: string;
  params: unknown;
  action: 'setup' | 'teardown';
}

async function changeState(setupUrl: string, change: StateChange, failures: string[]) {
  const failed = (reason: string) => {
    const failure = `${change.action} of "${change.state}" at ${setupUrl}: ${reason}`;
    failures.push(failure);
    return new Error(failure);
  };
  let response: Response;
  try {
    response = await fetch(setupUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(change),
    });
  } catch (error) {
    throw failed(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  if (!response.ok) throw failed(`${response.status} ${text}`);
  // A state may return values for Pact to inject into the request (fromProviderState).
  const body: unknown = text ? JSON.parse(text) : undefined;
  return isRecord(body) ? (body as Record<string, never>) : undefined;
}
