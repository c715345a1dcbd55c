import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('config', () => {
  it('defaults: same-origin API, dev under vite dev and production in a build', () => {
    expect(parseConfig({ DEV: true })).toEqual({ apiBaseUrl: '', appEnv: 'dev' });
    expect(parseConfig({ DEV: false }).appEnv).toBe('production');
  });

  it('reads and normalises the settings', () => {
    expect(
      parseConfig({
        VITE_API_BASE_URL: 'https://api.example.com/',
        VITE_APP_ENV: 'staging',
      }),
    ).toEqual({ apiBaseUrl: 'https://api.example.com', appEnv: 'staging' });
    expect(parseConfig({ VITE_API_BASE_URL: '/cla' }).apiBaseUrl).toBe('/cla');
  });

  it('fails fast naming every bad key', () => {
    const error = (() => {
      try {
        parseConfig({ VITE_API_BASE_URL: 'ftp://x', VITE_APP_ENV: 'qa' });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).keys).toEqual(['VITE_API_BASE_URL', 'VITE_APP_ENV']);
  });
});
