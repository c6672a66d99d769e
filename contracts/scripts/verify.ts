/**
 * Verifies the console's pact against any running admin API: the command the backend team runs.
 *
 *   npm run contracts:verify -- --provider-base-url http://127.0.0.1:4010/api \
 *     [--provider-states-setup-url URL] [--pact FILE ...] [--broker-url URL ...]
 *
 * Without --pact or --broker-url the committed pact is verified. `--help` lists every option.
 */
import { parseArgs } from 'node:util';
import { isRecord } from '@crm/api-client';
import { PACT_FILE } from '../names';
import { verifyPact, type BrokerSource, type VerifyPactOptions } from '../provider/verify';

process.env.PACT_DO_NOT_TRACK = 'true';

const HELP = `Verify the admin-console pact against a running admin API (Pact's Verifier).

Required:
  --provider-base-url URL          the API root, /api included (e.g. http://127.0.0.1:4010/api)

Provider states:
  --provider-states-setup-url URL  Pact state-change URL; receives POST { state, params, action }
                                   with action "setup" before and "teardown" after each interaction.
                                   Without it, the mock-server's state URL is used when the
                                   provider is the mock (GET <origin>/__mock/provider-states lists
                                   states); otherwise no state is set up.

Where the pact comes from (default: contracts/pacts/admin-console-admin-api.json):
  --pact FILE_OR_URL               a pact file or URL; repeatable
  --broker-url URL                 a Pact Broker; token from --broker-token or PACT_BROKER_TOKEN,
                                   or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD
  --broker-token TOKEN
  --consumer-version-selector JSON repeatable, e.g. '{"mainBranch":true}'
                                   (default: mainBranch, deployedOrReleased, and matchingBranch
                                   when --provider-branch is given)
  --enable-pending                 pending pacts do not fail the build
  --include-wip-pacts-since DATE   include work-in-progress pacts since DATE (YYYY-MM-DD)

The provider's side:
  --provider-version VERSION       e.g. the provider's git sha
  --provider-branch BRANCH
  --publish                        publish the results to the broker (needs --provider-version)
  --header "Name: value"           sent with every request to the provider; repeatable
  --log-level LEVEL                error | warn (default) | info | debug | trace
  --help`;

const { values } = parseArgs({
  options: {
    'provider-base-url': { type: 'string' },
    'provider-states-setup-url': { type: 'string' },
    pact: { type: 'string', multiple: true },
    'broker-url': { type: 'string' },
    'broker-token': { type: 'string' },
    'consumer-version-selector': { type: 'string', multiple: true },
    'enable-pending': { type: 'boolean' },
    'include-wip-pacts-since': { type: 'string' },
    'provider-version': { type: 'string' },
    'provider-branch': { type: 'string' },
    publish: { type: 'boolean' },
    header: { type: 'string', multiple: true },
    'log-level': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});

function fail(message: string): never {
  console.error(`contracts:verify: ${message}\n\n${HELP}`);
  process.exit(2);
}

function absoluteUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return new URL(value).href.replace(/\/$/, '');
  } catch {
    return fail(`--${name} must be an absolute URL, got "${value}"`);
  }
}

function selectors(): BrokerSource['consumerVersionSelectors'] {
  const given = values['consumer-version-selector'];
  if (!given) return undefined;
  return given.map((text) => {
    try {
      return JSON.parse(text) as NonNullable<BrokerSource['consumerVersionSelectors']>[number];
    } catch {
      return fail(`--consumer-version-selector must be JSON, got ${text}`);
    }
  });
}

function options(): VerifyPactOptions {
  const providerBaseUrl = absoluteUrl('provider-base-url', values['provider-base-url']);
  if (!providerBaseUrl) fail('--provider-base-url is required');
  const brokerUrl = absoluteUrl('broker-url', values['broker-url']);
  const logLevel = values['log-level'] ?? 'warn';
  if (!['error', 'warn', 'info', 'debug', 'trace'].includes(logLevel)) fail(`unknown --log-level ${logLevel}`);
  if (values.publish && !brokerUrl) fail('--publish needs --broker-url');
  if (values.publish && !values['provider-version']) fail('--publish needs --provider-version');
  const token = values['broker-token'] ?? process.env.PACT_BROKER_TOKEN;
  const stateUrl = absoluteUrl('provider-states-setup-url', values['provider-states-setup-url']);
  return {
    providerBaseUrl,
    ...(stateUrl && { providerStatesSetupUrl: stateUrl }),
    pactUrls: values.pact ?? (brokerUrl ? [] : [PACT_FILE]),
    ...(brokerUrl && {
      broker: {
        url: brokerUrl,
        ...(token && { token }),
        ...(!token &&
          process.env.PACT_BROKER_USERNAME && {
            username: process.env.PACT_BROKER_USERNAME,
            password: process.env.PACT_BROKER_PASSWORD ?? '',
          }),
        consumerVersionSelectors: selectors(),
        enablePending: values['enable-pending'] ?? false,
        ...(values['include-wip-pacts-since'] && { includeWipPactsSince: values['include-wip-pacts-since'] }),
      },
    }),
    ...(values['provider-version'] && { providerVersion: values['provider-version'] }),
    ...(values['provider-branch'] && { providerVersionBranch: values['provider-branch'] }),
    publishVerificationResult: values.publish ?? false,
    ...(values.header && { customProviderHeaders: values.header }),
    logLevel: logLevel as VerifyPactOptions['logLevel'],
  };
}

if (values.help) {
  console.info(HELP);
  process.exit(0);
}

/** The mock-server's state URL, when the provider is the mock-server (it lists its states there). */
async function mockStateUrl(providerBaseUrl: string): Promise<string | undefined> {
  const url = new URL('/__mock/provider-states', providerBaseUrl).href;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const body: unknown = response.ok ? await response.json() : undefined;
    const states = isRecord(body) ? body.states : undefined;
    return Array.isArray(states) ? url : undefined;
  } catch {
    return undefined;
  }
}

const verification = options();
if (!verification.providerStatesSetupUrl) {
  const discovered = await mockStateUrl(verification.providerBaseUrl);
  if (discovered) {
    verification.providerStatesSetupUrl = discovered;
    console.info(`The provider is the mock-server: states are set up through ${discovered}`);
  } else {
    console.warn('contracts:verify: no --provider-states-setup-url: provider states are not set up, so the');
    console.warn('  provider must already be in every state the pact names (see contracts/README.md).');
  }
}
const source = verification.broker ? `the broker ${verification.broker.url}` : verification.pactUrls!.join(', ');
console.info(`Verifying ${source} against ${verification.providerBaseUrl}`);

try {
  await verifyPact(verification);
  console.info('contracts:verify: every interaction holds');
} catch (error) {
  console.error(`contracts:verify: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
