/**
 * Publishes the committed pact to the Pact Broker with this commit's sha as the consumer version
 * and its branch, through Pact's CLI (`pact-broker publish`).
 *
 *   npm run contracts:publish [-- --version SHA --branch NAME --build-url URL --dry-run]
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { PACT_FILE } from '../names';
import { gitBranch, gitSha, pactBroker, requireBroker, uncommitted } from './broker';

const { values } = parseArgs({
  options: {
    version: { type: 'string' },
    branch: { type: 'string' },
    'build-url': { type: 'string' },
    'dry-run': { type: 'boolean' },
  },
  strict: true,
});

const brokerUrl = requireBroker('contracts:publish');
const changed = uncommitted(PACT_FILE);
if (!values.version && changed.length > 0) {
  console.error(`contracts:publish: ${relative(process.cwd(), PACT_FILE)} has uncommitted changes, so it is not the`);
  console.error('  pact of the current commit. Commit it first (or pass --version for another version).');
  process.exit(1);
}

const buildUrl = values['build-url'] ?? process.env.BUILD_URL;
const status = pactBroker(
  [
    'publish',
    PACT_FILE,
    '--broker-base-url',
    brokerUrl,
    '--consumer-app-version',
    values.version ?? gitSha(),
    '--branch',
    values.branch ?? gitBranch(),
    ...(buildUrl ? ['--build-url', buildUrl] : []),
  ],
  values['dry-run'],
);
process.exit(status);
