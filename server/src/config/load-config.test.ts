// Tests of reading the configuration at start: a bad value stops the start with one line naming every bad key.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadConfigOrExit } from './load-config.js';
import { REPOSITORY_ROOT } from './paths.js';

describe('loadConfigOrExit', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('reads process.env', () => {
    vi.stubEnv('PORT', '4321');
    vi.stubEnv('DATA_DIR', '/tmp/cla-data');
    expect(loadConfigOrExit()).toMatchObject({ port: 4321, dataDir: '/tmp/cla-data', repositoryRoot: REPOSITORY_ROOT });
  });

  it('prints one line and exits with code 1 on a bad config', () => {
    vi.stubEnv('PORT', 'abc');
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    expect(() => loadConfigOrExit()).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(write).toHaveBeenCalledExactlyOnceWith(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")\n',
    );
  });
});
