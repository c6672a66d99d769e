/**
 * Asks the Pact Broker whether this commit of the console can be deployed to an environment,
 * through Pact's CLI (`pact-broker can-i-deploy`).
 *
 *   npm run contracts:can-i-deploy [-- --to-environment production --version SHA
 *     --retry-while-unknown 6 --retry-interval 10 --dry-run]
 */
import { parseArgs } from 'node:util';
import { CONSUMER } from '../names';
import { gitSha, pactBroker, requireBroker } from './broker';

const { values } = parseArgs({
  options: {
    version: { type: 'string' },
    'to-environment': { type: 'string' },
    'retry-while-unknown': { type: 'string' },
    'retry-interval': { type: 'string' },
    'dry-run': { type: 'boolean' },
  },
  strict: true,
});

const brokerUrl = requireBroker('contracts:can-i-deploy');
const environment = values['to-environment'] ?? process.env.PACT_ENVIRONMENT ?? 'production';

const status = pactBroker(
  [
    'can-i-deploy',
    '--broker-base-url',
    brokerUrl,
    '--pacticipant',
    CONSUMER,
    '--version',
    values.version ?? gitSha(),
    '--to-environment',
    environment,
    ...(values['retry-while-unknown'] ? ['--retry-while-unknown', values['retry-while-unknown']] : []),
    ...(values['retry-interval'] ? ['--retry-interval', values['retry-interval']] : []),
  ],
  values['dry-run'],
);
process.exit(status);
