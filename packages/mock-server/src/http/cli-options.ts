import { parseArgs } from 'node:util';
import { DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT, type HttpMockOptions } from './server';

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_HTTP_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${value}`);
  return port;
}

/** `--port` wins over a bare port, which wins over MOCK_PORT; 4010 on 127.0.0.1 otherwise. */
export function cliOptions(args: string[], env: Record<string, string | undefined>): HttpMockOptions {
  const { values, positionals } = parseArgs({
    args,
    options: { port: { type: 'string' }, host: { type: 'string' }, quiet: { type: 'boolean' } },
    // `npm run mock -- 4020` reaches here as a bare port: npm swallows a `--port` given to the root script.
    allowPositionals: true,
  });
  return {
    port: portFrom(values.port ?? positionals[0] ?? env.MOCK_PORT),
    host: values.host ?? DEFAULT_HTTP_HOST,
    quiet: values.quiet ?? false,
  };
}
