import { spawn } from 'node:child_process';
import type { SpawnOptions } from 'node:child_process';
import type { AddressInfo, Server } from 'node:net';

/** A server the tests started: its origin, and how to stop it. */
export interface Running {
  url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1, port 0 by default; `close` drops open keep-alive connections too. */
export async function listen(server: Server, { port = 0, scheme = 'http' } = {}): Promise<Running & { port: number }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `${scheme}://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        (server as Server & { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export interface Child {
  /** The first match of `ready` in what the process printed (stdout and stderr). */
  ready: RegExpMatchArray;
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited 5 s later. */
  stop(): Promise<void>;
}

/**
 * Starts a process and resolves once its output matches `ready`; rejects with that output when it
 * exits first or does not get there within `timeoutMs`, and then leaves nothing running.
 */
export function startProcess(
  command: string,
  args: string[],
  { ready, timeoutMs = 60_000, ...options }: SpawnOptions & { ready: RegExp; timeoutMs?: number },
): Promise<Child> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (grace = setTimeout(resolve, 5000)))]);
    clearTimeout(grace);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return new Promise<Child>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      void stop().then(() => reject(new Error(`${command} ${why}:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`did not start within ${timeoutMs / 1000} s`), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ ready: match, output: () => output, stop });
    };
    const onExit = (code: number | null) => fail(`exited with ${code}`);
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
    child.once('error', (error) => fail(error.message));
  });
}
