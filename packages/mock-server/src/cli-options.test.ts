import { describe, expect, it } from 'vitest';
import { cliOptions } from './cli-options';
import { DEFAULT_CORS_ORIGINS } from './http/cors';

describe('the options of npm run mock', () => {
  it('serves on 127.0.0.1:4010 with request logs, 8-hour sessions idle for 15 minutes at most, the console origins and no proxy by default', () => {
    expect(cliOptions([], {})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      quiet: false,
      sessionTtlSeconds: 28_800,
      idleTimeoutSeconds: 900,
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'],
      trustProxy: false,
      production: false,
      expose: false,
      providerStates: true,
    });
  });

  it('takes the port from MOCK_PORT', () => {
    expect(cliOptions([], { MOCK_PORT: '4020' }).port).toBe(4020);
  });

  it('takes a bare port over MOCK_PORT, which is what `npm run mock -- 4020` passes on', () => {
    expect(cliOptions(['4030'], { MOCK_PORT: '4020' }).port).toBe(4030);
  });

  it('takes --port over everything, and --host and --quiet', () => {
    expect(
      cliOptions(['--port', '0', '--host', '0.0.0.0', '--expose', '--quiet', '4030'], { MOCK_PORT: '4020' }),
    ).toMatchObject({ port: 0, host: '0.0.0.0', quiet: true });
  });

  it('serves on 4010 when MOCK_PORT is set empty, and takes the highest port 65535', () => {
    expect(cliOptions([], { MOCK_PORT: '' }).port).toBe(4010);
    expect(cliOptions([], { MOCK_PORT: '65535' }).port).toBe(65535);
  });

  it.each(['99999', '65536', '-1', 'http', '40.5'])('refuses the port %s', (port) => {
    expect(() => cliOptions([], { MOCK_PORT: port })).toThrow(`Not a port: ${port}`);
  });

  it('takes the session TTL from MOCK_SESSION_TTL, and --session-ttl over it', () => {
    expect(cliOptions([], { MOCK_SESSION_TTL: '60' }).sessionTtlSeconds).toBe(60);
    expect(cliOptions(['--session-ttl', '2'], { MOCK_SESSION_TTL: '60' }).sessionTtlSeconds).toBe(2);
  });

  it('keeps 8-hour sessions when MOCK_SESSION_TTL is set empty, and takes a TTL of 1 second', () => {
    expect(cliOptions([], { MOCK_SESSION_TTL: '' }).sessionTtlSeconds).toBe(28_800);
    expect(cliOptions([], { MOCK_SESSION_TTL: '1' }).sessionTtlSeconds).toBe(1);
  });

  it.each(['0', '-5', '1.5', 'an hour'])('refuses the session TTL %s', (ttl) => {
    expect(() => cliOptions([], { MOCK_SESSION_TTL: ttl })).toThrow(`Not a session TTL in whole seconds: ${ttl}`);
  });

  it('takes the idle timeout from MOCK_IDLE_TIMEOUT, and --idle-timeout over it', () => {
    expect(cliOptions([], { MOCK_IDLE_TIMEOUT: '60' }).idleTimeoutSeconds).toBe(60);
    expect(cliOptions(['--idle-timeout', '2'], { MOCK_IDLE_TIMEOUT: '60' }).idleTimeoutSeconds).toBe(2);
  });

  it('keeps the 15-minute idle timeout when MOCK_IDLE_TIMEOUT is set empty, and takes one of 1 second', () => {
    expect(cliOptions([], { MOCK_IDLE_TIMEOUT: '' }).idleTimeoutSeconds).toBe(900);
    expect(cliOptions([], { MOCK_IDLE_TIMEOUT: '1' }).idleTimeoutSeconds).toBe(1);
  });

  it.each(['0', '-5', '1.5', 'a minute'])('refuses the idle timeout %s', (timeout) => {
    expect(() => cliOptions([], { MOCK_IDLE_TIMEOUT: timeout })).toThrow(
      `Not an idle timeout in whole seconds: ${timeout}`,
    );
  });

  it('answers strangers only with --expose: the Host check is on without it', () => {
    expect(cliOptions(['--expose'], {}).expose).toBe(true);
    expect(cliOptions(['--host', '0.0.0.0', '--expose'], {}).expose).toBe(true);
  });

  it('takes the CORS origins from MOCK_CORS_ORIGINS, and repeated --cors-origin flags over it', () => {
    const env = { MOCK_CORS_ORIGINS: 'http://localhost:3000, https://console.test' };
    expect(cliOptions([], env).corsOrigins).toEqual(['http://localhost:3000', 'https://console.test']);
    const flags = ['--cors-origin', 'http://127.0.0.1:8080', '--cors-origin', 'http://localhost:8080/'];
    expect(cliOptions(flags, env).corsOrigins).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    expect(cliOptions([], { MOCK_CORS_ORIGINS: '' }).corsOrigins).toEqual(DEFAULT_CORS_ORIGINS);
  });

  it.each(['null', '*', 'localhost:5173', 'http://localhost:5173/console', 'file:///tmp/page.html'])(
    'refuses the CORS origin %s',
    (origin) => {
      expect(() => cliOptions(['--cors-origin', origin], {})).toThrow(
        `Not an origin (scheme://host[:port]): ${origin}`,
      );
    },
  );

  it('trusts X-Forwarded-For only with --trust-proxy or MOCK_TRUST_PROXY=true', () => {
    expect(cliOptions(['--trust-proxy'], {}).trustProxy).toBe(true);
    expect(cliOptions([], { MOCK_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(cliOptions([], { MOCK_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(cliOptions([], { MOCK_TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(() => cliOptions([], { MOCK_TRUST_PROXY: 'yes' })).toThrow(
      'MOCK_TRUST_PROXY must be true or false, not yes',
    );
  });

  it('answers as a production server (no auth_code) only with --production or MOCK_PRODUCTION=true', () => {
    expect(cliOptions([], {}).production).toBe(false);
    expect(cliOptions(['--production'], {}).production).toBe(true);
    expect(cliOptions([], { MOCK_PRODUCTION: 'true' }).production).toBe(true);
    expect(() => cliOptions([], { MOCK_PRODUCTION: '1' })).toThrow('MOCK_PRODUCTION must be true or false, not 1');
  });

  it.each(['127.0.0.1', '127.1.2.3', 'localhost', 'LocalHost', '::1', '::ffff:127.0.0.1'])(
    'listens on the loopback host %s without --expose',
    (host) => {
      expect(cliOptions(['--host', host], {}).host).toBe(host);
    },
  );

  it.each(['0.0.0.0', '::', '192.168.1.20', '128.0.0.1', 'mock.example', '::ffff:192.168.1.20'])(
    'refuses the host %s without --expose, and takes it with',
    (host) => {
      expect(() => cliOptions(['--host', host], {})).toThrow(
        `--host ${host} is not a loopback address: anyone who reaches it can reset the mock and set its sessions. Add --expose to mean it.`,
      );
      expect(cliOptions(['--host', host, '--expose'], {}).host).toBe(host);
    },
  );

  it('turns the provider states off when exposed in production mode, unless --allow-states', () => {
    const exposed = ['--host', '0.0.0.0', '--expose'];
    expect(cliOptions([...exposed, '--production'], {}).providerStates).toBe(false);
    expect(cliOptions(exposed, { MOCK_PRODUCTION: 'true' }).providerStates).toBe(false);
    expect(cliOptions([...exposed, '--production', '--allow-states'], {}).providerStates).toBe(true);
    expect(cliOptions(exposed, {}).providerStates).toBe(true);
    expect(cliOptions(['--production'], {}).providerStates).toBe(true);
    expect(cliOptions(['--expose', '--production'], {}).providerStates).toBe(false);
  });
});
