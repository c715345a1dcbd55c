// Parses the environment variables the server reads into a frozen AppConfig, or lists every bad one.
import { isAbsolute, join, resolve } from 'node:path';

import { checkEmail, MIN_PASSWORD_LENGTH } from '@cla/domain';

import { isLanguage, LANGUAGES, type Language } from '../i18n/language.js';
import { parseHttpUrl, urlOf } from './parse-url.js';
import { parseObservability } from './parse-observability.js';
import type { AppConfig, AuthConfig, DatabaseConfig, HttpConfig, LayingMethodName, MailConfig, NodeEnv, SimulatorConfig, StudiesConfig } from './app-config.js';

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

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];

/** Every laying method, in the order of docs/product.md#laying-methods; a new user's licence allows them all by default. */
export const LAYING_METHOD_NAMES: readonly LayingMethodName[] = [
  'push',
  'pull',
  'pushpull',
  'jetting',
  'floating',
  'waterpushpull',
  'freefloating',
];

/** The shortest password accepted (registration, change, and `ADMIN_PASSWORD`): the domain's account rule. */
export { MIN_PASSWORD_LENGTH };

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

type Fail = (key: ConfigKey, problem: string) => undefined;

/** `true` or `false` (any case); unset gives `fallback`. */
function parseFlag(raw: string | undefined, fallback: boolean, key: ConfigKey, fail: Fail): boolean | undefined {
  if (raw === undefined) {
    return fallback;
  }
  const value = raw.toLowerCase();
  return value === 'true' ? true : value === 'false' ? false : fail(key, `must be true or false (got ${JSON.stringify(raw)})`);
}

/** One of the interface languages (any case); unset gives English. */
function parseDefaultLanguage(raw: string | undefined, fail: Fail): Language | undefined {
  if (raw === undefined) {
    return 'en';
  }
  const value = raw.toLowerCase();
  return isLanguage(value) ? value : fail('DEFAULT_LANGUAGE', `must be one of ${LANGUAGES.join(', ')} (got ${JSON.stringify(raw)})`);
}

function parsePort(raw: string | undefined, fail: Fail): number | undefined {
  if (raw === undefined) {
    return 3000;
  }
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return fail('PORT', `must be an integer between 1 and 65535 (got ${JSON.stringify(raw)})`);
  }
  return port;
}

function parseDatabase(read: Read, dataDir: string, fail: Fail): DatabaseConfig | undefined {
  const raw = read('DATABASE_URL');
  const poolSize = parseInteger(read, fail, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 1, 100);
  if (raw === undefined) {
    return { kind: 'sqlite', file: join(dataDir, SQLITE_FILE_NAME) };
  }
  // The value may hold a password, so the messages never repeat it.
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail('DATABASE_URL', 'must be a postgres:// or postgresql:// URL (the value is not a valid URL)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return fail('DATABASE_URL', `must be a postgres:// or postgresql:// URL (got the scheme ${JSON.stringify(url.protocol)})`);
  }
  return poolSize === undefined ? undefined : { kind: 'postgresql', url: raw, poolSize };
}

/** PostgreSQL connections of one process by default: 10 (knex's default) made reads wait seconds for a connection under load (bench/README.md). */
export const DEFAULT_DATABASE_POOL_SIZE = 30;

type Read = (key: ConfigKey) => string | undefined;

function parseInteger(read: Read, fail: Fail, key: ConfigKey, fallback: number, min: number, max: number): number | undefined {
  const raw = read(key);
  if (raw === undefined) {
    return fallback;
  }
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    return fail(key, `must be an integer between ${min} and ${max} (got ${JSON.stringify(raw)})`);
  }
  return value;
}

/** `loopback`, `linklocal`, `uniquelocal`, or an IPv4/IPv6 address with an optional `/prefix`. */
const TRUSTED_PROXY = /^(?:loopback|linklocal|uniquelocal|[0-9A-Fa-f.:]+(?:\/\d{1,3})?)$/;

function parseHttp(read: Read, fail: Fail, https: boolean): HttpConfig | undefined {
  let trustProxy: boolean | number | string | undefined = false;
  const raw = read('TRUST_PROXY');
  if (raw === 'true' || raw === 'false') {
    trustProxy = raw === 'true';
  } else if (raw !== undefined && /^\d{1,2}$/.test(raw)) {
    trustProxy = Number(raw);
  } else if (raw !== undefined) {
    const names = raw.split(',').map((name) => name.trim());
    trustProxy = names.every((name) => TRUSTED_PROXY.test(name))
      ? names.join(',')
      : fail(
          'TRUST_PROXY',
          `must be true, false, a number of proxies, or a comma-separated list of addresses, subnets, loopback, linklocal or uniquelocal (got ${JSON.stringify(raw)})`,
        );
  }
  const apiRateLimitPerMinute = parseInteger(read, fail, 'API_RATE_LIMIT', 1200, 0, 1_000_000);
  const apiKeyRateLimitPerMinute = parseInteger(read, fail, 'API_KEY_RATE_LIMIT', 60, 0, 1_000_000);
  const jsonBodyLimitKb = parseInteger(read, fail, 'JSON_BODY_LIMIT_KB', 1024, 1, 102_400);
  if (trustProxy === undefined || apiRateLimitPerMinute === undefined || apiKeyRateLimitPerMinute === undefined || jsonBodyLimitKb === undefined) {
    return undefined;
  }
  return { trustProxy, hsts: https, apiRateLimitPerMinute, apiKeyRateLimitPerMinute, jsonBodyLimitBytes: jsonBodyLimitKb * 1024 };
}

/** `address` or `Display Name <address>`. */
const MAIL_FROM_FORMAT = /^(?:([^<>"\r\n]*\S)\s*<([^<>\s]+)>|([^<>\s]+))$/;

function parseMail(read: Read, fail: Fail, publicUrl: string): MailConfig | undefined {
  let ok = true;
  let smtpUrl = '';
  const rawUrl = read('SMTP_URL');
  if (rawUrl !== undefined) {
    // The value may hold a password, so the message never repeats it.
    const url = urlOf(rawUrl, ['smtp:', 'smtps:']);
    if (url === undefined || url.hostname === '') {
      ok = false;
      fail('SMTP_URL', 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587');
    } else {
      smtpUrl = rawUrl;
    }
  }
  const host = publicUrl === '' ? 'localhost' : new URL(publicUrl).hostname;
  let from = `Cable Laying Analyzer <no-reply@${host}>`;
  const rawFrom = read('MAIL_FROM');
  if (rawFrom !== undefined) {
    const match = MAIL_FROM_FORMAT.exec(rawFrom);
    const address = match?.[2] ?? match?.[3];
    if (address === undefined || checkEmail(address) !== undefined) {
      ok = false;
      fail('MAIL_FROM', `must be an e-mail address or "Name <address>" (got ${JSON.stringify(rawFrom)})`);
    } else {
      from = rawFrom;
    }
  }
  return ok ? { smtpUrl, from } : undefined;
}

function parseRedisUrl(raw: string | undefined, fail: Fail): string | undefined {
  if (raw === undefined) {
    return '';
  }
  // The value may hold a password, so the message never repeats it.
  if (urlOf(raw, ['redis:', 'rediss:']) === undefined) {
    return fail('REDIS_URL', 'must be a redis:// or rediss:// URL');
  }
  return raw;
}

function parseSimulator(read: Read, fail: Fail, cpuCount: number): SimulatorConfig | undefined {
  const integer = (key: ConfigKey, fallback: number, min: number, max: number): number | undefined =>
    parseInteger(read, fail, key, fallback, min, max);
  // One processor is left to the main thread, which every request shares (a single one is shared).
  const workers = integer('SIMULATOR_WORKERS', defaultSimulatorWorkers(cpuCount), 1, 64);
  const spareWorkers = integer('SIMULATOR_SPARE_WORKERS', 1, 0, 64);
  const queueLimit = integer('SIMULATOR_QUEUE_LIMIT', 1000, 0, 100_000);
  const userQueueLimit = integer('SIMULATOR_USER_QUEUE_LIMIT', 20, 1, 100_000);
  const timeoutMs = integer('SIMULATOR_TIMEOUT_MS', 10_000, 100, 600_000);
  if (workers === undefined || spareWorkers === undefined || queueLimit === undefined || userQueueLimit === undefined || timeoutMs === undefined) {
    return undefined;
  }
  return { workers, spareWorkers, queueLimit, userQueueLimit, timeoutMs };
}

/** What a BullMQ key prefix may be: letters, digits and `:_-` (it names Redis keys). */
const QUEUE_PREFIX = /^[A-Za-z0-9:_-]{1,64}$/;

function parseStudies(read: Read, fail: Fail): StudiesConfig | undefined {
  const userLimit = parseInteger(read, fail, 'STUDY_USER_LIMIT', 3, 1, 1000);
  const concurrency = parseInteger(read, fail, 'STUDY_CONCURRENCY', 1, 1, 64);
  const lockMs = parseInteger(read, fail, 'STUDY_LOCK_MS', 30_000, 1000, 600_000);
  const queuePrefix = read('STUDY_QUEUE_PREFIX') ?? 'cla-studies';
  if (!QUEUE_PREFIX.test(queuePrefix)) {
    return fail('STUDY_QUEUE_PREFIX', 'must be 1 to 64 letters, digits, colons, underscores or hyphens');
  }
  if (userLimit === undefined || concurrency === undefined || lockMs === undefined) {
    return undefined;
  }
  return { userLimit, concurrency, queuePrefix, lockMs };
}

/** The processors available minus one for the main thread, at least 1 and at most 64. */
export function defaultSimulatorWorkers(cpuCount: number): number {
  return Math.min(64, Math.max(1, Math.floor(cpuCount) - 1));
}

function parsePublicUrl(raw: string | undefined, fail: Fail): string | undefined {
  if (raw === undefined) {
    return '';
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail('PUBLIC_URL', `must be an http:// or https:// URL (got ${JSON.stringify(raw)})`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    return fail('PUBLIC_URL', `must be an http:// or https:// URL without query or fragment (got ${JSON.stringify(raw)})`);
  }
  return url.href.replace(/\/+$/, '');
}

function parseNodeEnv(raw: string | undefined, fail: Fail): NodeEnv | undefined {
  if (raw === undefined) {
    return 'development';
  }
  const nodeEnv = NODE_ENVS.find((candidate) => candidate === raw);
  return nodeEnv ?? fail('NODE_ENV', `must be one of ${NODE_ENVS.join(', ')} (got ${JSON.stringify(raw)})`);
}

function parseAuth(read: Read, fail: Fail, nodeEnv: NodeEnv, https: boolean): AuthConfig | undefined {
  let ok = true;
  const bad = (key: ConfigKey, problem: string): undefined => {
    ok = false;
    return fail(key, problem);
  };

  const email = read('ADMIN_EMAIL')?.toLowerCase();
  const password = read('ADMIN_PASSWORD');
  if (email !== undefined && checkEmail(email) !== undefined) {
    bad('ADMIN_EMAIL', `must be an e-mail address (got ${JSON.stringify(email)})`);
  }
  if (email !== undefined && password === undefined) {
    bad('ADMIN_PASSWORD', 'must be set when ADMIN_EMAIL is');
  }
  if (password !== undefined && email === undefined) {
    bad('ADMIN_EMAIL', 'must be set when ADMIN_PASSWORD is');
  }
  // The password itself is never repeated.
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    bad('ADMIN_PASSWORD', `must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }

  let cookieSecure = nodeEnv === 'production' || https;
  const secure = read('COOKIE_SECURE');
  if (secure !== undefined) {
    if (secure === 'true' || secure === 'false') {
      cookieSecure = secure === 'true';
    } else {
      bad('COOKIE_SECURE', `must be true or false (got ${JSON.stringify(secure)})`);
    }
  }

  let sessionTtlDays = 30;
  const ttl = read('SESSION_TTL_DAYS');
  if (ttl !== undefined) {
    const days = /^\d+$/.test(ttl) ? Number(ttl) : Number.NaN;
    if (!Number.isInteger(days) || days < 1 || days > 365) {
      bad('SESSION_TTL_DAYS', `must be an integer between 1 and 365 (got ${JSON.stringify(ttl)})`);
    } else {
      sessionTtlDays = days;
    }
  }

  let defaultLayingMethods: readonly LayingMethodName[] = LAYING_METHOD_NAMES;
  const methods = read('DEFAULT_LAYING_METHODS');
  if (methods !== undefined) {
    const names = methods.split(',').map((name) => name.trim()).filter((name) => name !== '');
    const unknown = names.filter((name) => !LAYING_METHOD_NAMES.some((method) => method === name));
    if (unknown.length > 0 || names.length === 0) {
      bad(
        'DEFAULT_LAYING_METHODS',
        `must be a comma-separated list of ${LAYING_METHOD_NAMES.join(', ')} (got ${JSON.stringify(methods)})`,
      );
    } else {
      defaultLayingMethods = LAYING_METHOD_NAMES.filter((method) => names.includes(method));
    }
  }

  const sessionCacheMs = parseInteger(read, bad, 'SESSION_CACHE_MS', 5000, 0, 60_000);
  const loginAddressLimit = parseInteger(read, bad, 'LOGIN_ADDRESS_LIMIT', 30, 1, 100_000);

  if (!ok || sessionCacheMs === undefined || loginAddressLimit === undefined) {
    return undefined;
  }
  return {
    admin: email !== undefined && password !== undefined ? { email, password } : null,
    cookieSecure,
    sessionTtlDays,
    defaultLayingMethods,
    sessionCacheMs,
    loginAddressLimit,
  };
}
