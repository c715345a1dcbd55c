// The environment variables the server reads, the shapes of a parse's outcome, and the defaults they share.
import { METHODS, MIN_PASSWORD_LENGTH } from '@cla/domain';

import type { AppConfig, LayingMethodName, NodeEnv } from './app-config.js';

/** The environment variables the server reads (everything else in the environment is ignored). */
export const CONFIG_KEYS = [
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'WEB_DIST',
  'NODE_ENV',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'COOKIE_SECURE',
  'SESSION_TTL_DAYS',
  'DEFAULT_LAYING_METHODS',
  'SIMULATOR_WORKERS',
  'SIMULATOR_SPARE_WORKERS',
  'SIMULATOR_QUEUE_LIMIT',
  'SIMULATOR_USER_QUEUE_LIMIT',
  'SIMULATOR_TIMEOUT_MS',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'API_RATE_LIMIT',
  'JSON_BODY_LIMIT_KB',
  'LOGIN_ADDRESS_LIMIT',
  'SESSION_CACHE_MS',
  'UPLOAD_QUOTA_MB',
  'DATA_QUOTA_MB',
  'REDIS_URL',
  'DEMO_PROJECT',
  'SMTP_URL',
  'MAIL_FROM',
  'API_KEY_RATE_LIMIT',
  'METRICS_TOKEN',
  'GRAFANA_URL',
  'CONNECT_URL',
  'STUDY_USER_LIMIT',
  'STUDY_CONCURRENCY',
  'STUDY_QUEUE_PREFIX',
  'STUDY_LOCK_MS',
  'DEFAULT_LANGUAGE',
] as const;
/** One configuration key. */
export type ConfigKey = (typeof CONFIG_KEYS)[number];

/** One problem with one configuration key. */
export interface ConfigError {
  readonly key: ConfigKey;
  /** What is wrong, as the end of a sentence that starts with the key, e.g. `must be an integer …`. */
  readonly problem: string;
}

/** Where relative paths and defaults come from; `parseConfig` touches neither the disk nor `process`. */
export interface ConfigContext {
  /** Absolute path of the repository root (defaults `data/` and `web/dist` live there). */
  readonly repositoryRoot: string;
  /** The process working directory, used for relative paths when `INIT_CWD` is not set. */
  readonly cwd: string;
  /** The processors available (`os.availableParallelism()`), for the default worker count; default 1. */
  readonly cpuCount?: number;
}

/** The outcome of {@link parseConfig}: a frozen config, or every problem found. */
export type ConfigResult =
  | { readonly ok: true; readonly config: AppConfig }
  | { readonly ok: false; readonly errors: readonly ConfigError[] };

/** The SQLite file name inside the data folder. */
export const SQLITE_FILE_NAME = 'cla.sqlite';

export const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];

/** Every laying method, in the order of docs/product.md#laying-methods; a new user's licence allows them all by default. */
export const LAYING_METHOD_NAMES: readonly LayingMethodName[] = METHODS;

/** The shortest password accepted (registration, change, and `ADMIN_PASSWORD`): the domain's account rule. */
export { MIN_PASSWORD_LENGTH };
/** PostgreSQL connections of one process by default: 10 (knex's default) made reads wait seconds for a connection under load (bench/README.md). */
export const DEFAULT_DATABASE_POOL_SIZE = 30;
