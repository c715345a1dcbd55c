// Parses the environment variables the server reads into a frozen AppConfig, or lists every bad one.
import { isAbsolute, join, resolve } from 'node:path';

import { parseHttpUrl } from './parse-url.js';
import { parseObservability } from './parse-observability.js';
import type { AppConfig } from './app-config.js';
import { CONFIG_KEYS, type ConfigContext, type ConfigError, type ConfigKey, type ConfigResult } from './config-keys.js';
import { parseAuth, parseDatabase, parseDefaultLanguage, parseFlag, parseHttp, parseInteger, parseMail, parseNodeEnv, parsePort, parsePublicUrl, parseRedisUrl, parseSimulator, parseStudies } from './parse-config-parts.js';

/**
 * Parses and validates the server configuration from environment variables. Pure: it reads only its
 * arguments. An empty variable counts as unset. Relative `DATA_DIR` and `WEB_DIST` are resolved against
 * `INIT_CWD` (the folder `npm` was started from) when set, else against `context.cwd`.
 *
 * @param env - the environment, usually `process.env`
 * @param context - the repository root and working directory
 * @returns the frozen config, or one error per bad key
 */
export function parseConfig(env: Readonly<Record<string, string | undefined>>, context: ConfigContext): ConfigResult {
  const errors: ConfigError[] = [];
  const read = (key: ConfigKey | 'INIT_CWD'): string | undefined => {
    const value = env[key]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const fail = (key: ConfigKey, problem: string): undefined => {
    errors.push({ key, problem });
    return undefined;
  };
  const baseDir = read('INIT_CWD') ?? context.cwd;
  const toAbsolute = (path: string): string => (isAbsolute(path) ? resolve(path) : resolve(baseDir, path));

  const port = parsePort(read('PORT'), fail);
  const dataDir = toAbsolute(read('DATA_DIR') ?? join(context.repositoryRoot, 'data'));
  const webDist = toAbsolute(read('WEB_DIST') ?? join(context.repositoryRoot, 'web', 'dist'));
  const database = parseDatabase(read, dataDir, fail);
  const nodeEnv = parseNodeEnv(read('NODE_ENV'), fail);
  const publicUrl = parsePublicUrl(read('PUBLIC_URL'), fail);
  const https = publicUrl?.startsWith('https:') === true;
  const auth = parseAuth(read, fail, nodeEnv ?? 'development', https);
  const simulator = parseSimulator(read, fail, context.cpuCount ?? 1);
  const http = parseHttp(read, fail, https);
  const uploadQuotaMb = parseInteger(read, fail, 'UPLOAD_QUOTA_MB', 500, 0, 10_000_000);
  const dataQuotaMb = parseInteger(read, fail, 'DATA_QUOTA_MB', 100, 0, 10_000_000);
  const redisUrl = parseRedisUrl(read('REDIS_URL'), fail);
  const demoProject = parseFlag(read('DEMO_PROJECT'), true, 'DEMO_PROJECT', fail);
  const mail = parseMail(read, fail, publicUrl ?? '');
  const observability = parseObservability(read, fail);
  const connectUrl = parseHttpUrl(read('CONNECT_URL'), 'CONNECT_URL', fail);
  const studies = parseStudies(read, fail);
  const defaultLanguage = parseDefaultLanguage(read('DEFAULT_LANGUAGE'), fail);

  if (
    port === undefined ||
    database === undefined ||
    nodeEnv === undefined ||
    auth === undefined ||
    simulator === undefined ||
    publicUrl === undefined ||
    http === undefined ||
    uploadQuotaMb === undefined ||
    dataQuotaMb === undefined ||
    redisUrl === undefined ||
    demoProject === undefined ||
    mail === undefined ||
    observability === undefined ||
    connectUrl === undefined ||
    studies === undefined ||
    defaultLanguage === undefined
  ) {
    // In the order of CONFIG_KEYS, whatever order the keys were checked in.
    return { ok: false, errors: errors.sort((a, b) => CONFIG_KEYS.indexOf(a.key) - CONFIG_KEYS.indexOf(b.key)) };
  }
  const config: AppConfig = Object.freeze({
    port,
    dataDir,
    database: Object.freeze(database),
    webDist,
    nodeEnv,
    repositoryRoot: context.repositoryRoot,
    auth: Object.freeze({
      ...auth,
      admin: auth.admin === null ? null : Object.freeze(auth.admin),
      defaultLayingMethods: Object.freeze([...auth.defaultLayingMethods]),
    }),
    simulator: Object.freeze(simulator),
    publicUrl,
    http: Object.freeze(http),
    uploadQuotaBytes: uploadQuotaMb * 1024 * 1024,
    dataQuotaBytes: dataQuotaMb * 1024 * 1024,
    redisUrl,
    demoProject,
    mail: Object.freeze(mail),
    observability: Object.freeze(observability),
    connectUrl,
    studies: Object.freeze(studies),
    defaultLanguage,
  });
  return { ok: true, config };
}

/**
 * Formats configuration errors as the one line printed before the process exits.
 *
 * @example `Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")`
 */
export function formatConfigErrors(errors: readonly ConfigError[]): string {
  return `Invalid configuration: ${errors.map((error) => `${error.key} ${error.problem}`).join('; ')}`;
}

export { CONFIG_KEYS, type ConfigContext, type ConfigError, type ConfigKey, type ConfigResult, DEFAULT_DATABASE_POOL_SIZE, LAYING_METHOD_NAMES, MIN_PASSWORD_LENGTH, SQLITE_FILE_NAME } from './config-keys.js';
export { defaultSimulatorWorkers } from './parse-config-parts.js';
