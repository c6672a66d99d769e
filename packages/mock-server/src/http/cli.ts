// `npm run mock`: the mock admin API on http://127.0.0.1:4010/api until Ctrl+C.
import { parseArgs } from 'node:util';
import { DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT, startHttpMock } from './server';

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_HTTP_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${value}`);
  return port;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, quiet: { type: 'boolean' } } });
  const mock = await startHttpMock({
    port: portFrom(values.port ?? process.env.MOCK_PORT),
    host: values.host ?? DEFAULT_HTTP_HOST,
    quiet: values.quiet ?? false,
  });
  console.info(`Mock admin API on ${mock.url}/api (scenario: default). Control endpoints under ${mock.url}/__mock/. Ctrl+C stops it.`);
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
