import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const children: ChildProcess[] = [];

function startCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Mock admin API on (http:\/\/[^\s]+)\/api/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`the CLI exited: ${output}`)));
  });
  return { child, url, output: () => output };
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('npm run mock', () => {
  it(
    'serves the API on the port of --port over MOCK_PORT, logs each request and stops cleanly on SIGTERM',
    { timeout: 30_000 },
    async () => {
      const cli = startCli(['--port', '0'], { MOCK_PORT: 'not-a-port' });
      const url = await cli.url;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${url}/api/admin/check-is-log-in`);
      expect(await response.json()).toEqual({ success: true, payload: { isLogedIn: false } });
      cli.child.kill('SIGTERM');
      const [code] = await once(cli.child, 'exit');
      expect(code).toBe(0);
      expect(cli.output()).toContain('GET /api/admin/check-is-log-in -> 200');
    },
  );

  it('says so in its banner when it answers as a production server', { timeout: 30_000 }, async () => {
    const cli = startCli(['--port', '0', '--production', '--quiet']);
    await cli.url;
    expect(cli.output()).toMatch(
      /^Mock admin API on http:\/\/127\.0\.0\.1:\d+\/api \(scenario: default, production mode: no auth_code\)/,
    );
  });

  it(
    'refuses a host off this machine without --expose, with a message and exit code 1',
    { timeout: 30_000 },
    async () => {
      const cli = startCli(['--port', '0', '--host', '0.0.0.0']);
      const neverServed = expect(cli.url).rejects.toThrow('the CLI exited');
      const [code] = await once(cli.child, 'exit');
      expect(code).toBe(1);
      expect(cli.output()).toBe(
        'mock-server: --host 0.0.0.0 is not a loopback address: anyone who reaches it can reset the mock and set its sessions. Add --expose to mean it.\n',
      );
      await neverServed;
    },
  );
});
