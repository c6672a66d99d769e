// `npm run mock`: the mock admin API on http://127.0.0.1:4010/api until Ctrl+C.
import { cliOptions } from './cli-options';
import { startHttpMock } from './http/server';

async function main(): Promise<void> {
  const options = cliOptions(process.argv.slice(2), process.env);
  const mock = await startHttpMock(options);
  const modes = ['scenario: default'];
  if (options.production) modes.push('production mode: no auth_code');
  if (options.providerStates === false) modes.push('provider states off');
  console.info(
    `Mock admin API on ${mock.url}/api (${modes.join(', ')}). Control endpoints under ${mock.url}/__mock/. Ctrl+C stops it.`,
  );
  const stop = () => {
    mock.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`mock-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
