/**
 * The web app's configuration, parsed and validated once when the app starts. This module is the only
 * reader of `import.meta.env`; everything else imports {@link config}.
 */

/** Deployment environments; `dev` and `staging` get their own header colour. */
export const APP_ENVS = ['production', 'staging', 'dev'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export interface AppConfig {
  /** Prefix of every API call without a trailing slash; `''` means the page's own origin. */
  readonly apiBaseUrl: string;
  /** Which deployment this build runs in. */
  readonly appEnv: AppEnv;
}

/** The raw values `parseConfig` understands (a subset of `import.meta.env`). */
export interface RawConfig {
  readonly VITE_API_BASE_URL?: string | undefined;
  readonly VITE_APP_ENV?: string | undefined;
  /** Vite's own flag: true under `vite dev` and in tests. */
  readonly DEV?: boolean | undefined;
}

/** Thrown at start-up when a setting is invalid; names every bad key. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly keys: readonly string[]) {
    super(`Invalid web configuration: ${keys.join(', ')}`);
  }
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isAppEnv(value: string): value is AppEnv {
  return (APP_ENVS as readonly string[]).includes(value);
}

/**
 * Validates raw settings into an {@link AppConfig}; empty strings count as unset.
 * @throws {ConfigError} naming every invalid key.
 */
export function parseConfig(raw: RawConfig): AppConfig {
  const bad: string[] = [];

  const apiBaseUrl = (raw.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '');
  if (apiBaseUrl !== '' && !apiBaseUrl.startsWith('/') && !isAbsoluteHttpUrl(apiBaseUrl)) {
    bad.push('VITE_API_BASE_URL');
  }

  const envValue = (raw.VITE_APP_ENV ?? '').trim() || (raw.DEV ? 'dev' : 'production');
  if (!isAppEnv(envValue)) bad.push('VITE_APP_ENV');

  if (bad.length > 0 || !isAppEnv(envValue)) throw new ConfigError(bad);
  return { apiBaseUrl, appEnv: envValue };
}

/** The configuration of this build. */
export const config: AppConfig = parseConfig(import.meta.env);
