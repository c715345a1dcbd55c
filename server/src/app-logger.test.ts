// Tests of the app logger: Nest's start-up chatter is quiet, and every logged line reaches the recent log.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppLogger } from './app-logger.js';

describe('AppLogger', () => {
  afterEach(() => vi.restoreAllMocks());

  /** What the logger writes to stdout for one `log` call. */
  function printed(logger: AppLogger, message: string, context: string): string {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    logger.log(message, context);
    return write.mock.calls.map((call) => String(call[0])).join('');
  }

  it('writes no colour codes when asked for none (stdout not a terminal)', () => {
    const line = printed(new AppLogger(false), 'listening', 'Main');
    expect(line).toContain('[Main] listening');
    // eslint-disable-next-line no-control-regex
    expect(line).not.toMatch(/\u001b\[/);
    // eslint-disable-next-line no-control-regex
    expect(printed(new AppLogger(true), 'listening', 'Main')).toMatch(/\u001b\[/);
  });

  it("drops the migrator's line per migration and Nest's start-up lines", () => {
    const logger = new AppLogger(false);
    expect(printed(logger, "[migrator] Applied '20261122000000-app-setting'", 'MikroORM')).toBe('');
    expect(printed(logger, 'AppModule dependencies initialized', 'InstanceLoader')).toBe('');
    expect(printed(logger, 'schema up to date', 'Database')).toContain('[Database] schema up to date');
  });
});
