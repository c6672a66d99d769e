import { spawn, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { stripVTControlCharacters } from 'node:util';

/** A server the tests started: its origin, and how to stop it. */
export interface Running {
  url: string;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1; `close` drops open keep-alive connections too. */
export async function listen(server: Server, { scheme = 'http' } = {}): Promise<Running & { port: number }> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    close: () => {
      (server as Server & { closeAllConnections?: () => void }).closeAllConnections?.();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port of 127.0.0.1 that was free a moment ago, for a program that cannot listen on port 0 and say which it got. */
export async function freePort(): Promise<number> {
  const server = await listen(createServer());
  await server.close();
  return server.port;
}

export interface Child {
  /** The first match of `ready` in what the process printed (stdout and stderr, colours left out). */
  ready: RegExpMatchArray;
  output(): string;
  /** Its exit code (null when a signal ended it), once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not exited 5 s later. */
  stop(): Promise<void>;
}

/**
 * Starts a process and resolves once its output matches `ready`; rejects with that output when it
 * exits first or does not get there within `timeoutMs`, and then leaves nothing running. With
 * `echo`, what it prints is shown on stdout too, each line after `[echo] `.
 */
export async function startProcess(
  command: string,
  args: string[],
  { ready, timeoutMs = 60_000, echo, ...options }: SpawnOptions & { ready: RegExp; timeoutMs?: number; echo?: string },
): Promise<Child> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const grace = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(grace);
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`did not start within ${timeoutMs / 1000} s`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (echo) process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${echo}] `));
        const match = stripVTControlCharacters(output).match(ready);
        if (match) resolve(match);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('error', reject);
      void exited.then((code) => reject(new Error(`exited with ${code}`)));
    });
    return { ready: match, output: () => output, exited, stop };
  } catch (error) {
    await stop();
    throw new Error(`${command} ${(error as Error).message}:\n${output}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
