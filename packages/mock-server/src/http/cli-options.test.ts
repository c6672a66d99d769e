import { describe, expect, it } from 'vitest';
import { cliOptions } from './cli-options';

describe('the options of npm run mock', () => {
  it('serves on 127.0.0.1:4010 with request logs by default', () => {
    expect(cliOptions([], {})).toEqual({ port: 4010, host: '127.0.0.1', quiet: false });
  });

  it('takes the port from MOCK_PORT', () => {
    expect(cliOptions([], { MOCK_PORT: '4020' }).port).toBe(4020);
  });

  it('takes a bare port over MOCK_PORT, which is what `npm run mock -- 4020` passes on', () => {
    expect(cliOptions(['4030'], { MOCK_PORT: '4020' }).port).toBe(4030);
  });

  it('takes --port over everything, and --host and --quiet', () => {
    expect(cliOptions(['--port', '0', '--host', '0.0.0.0', '--quiet', '4030'], { MOCK_PORT: '4020' })).toEqual({
      port: 0,
      host: '0.0.0.0',
      quiet: true,
    });
  });

  it.each(['99999', '-1', 'http', '40.5'])('refuses the port %s', (port) => {
    expect(() => cliOptions([], { MOCK_PORT: port })).toThrow(`Not a port: ${port}`);
  });
});
