// Parsers of the configuration's parts (flags, port, database, HTTP, mail, simulator, studies, sign-in), each reporting its bad keys.
import { join } from 'node:path';

import { checkEmail, MIN_PASSWORD_LENGTH } from '@cla/domain';

import { isLanguage, LANGUAGES, type Language } from '../i18n/language.js';
import { urlOf } from './parse-url.js';
import type { AuthConfig, DatabaseConfig, HttpConfig, LayingMethodName, MailConfig, NodeEnv, SimulatorConfig, StudiesConfig } from './app-config.js';
import { type ConfigKey, DEFAULT_DATABASE_POOL_SIZE, LAYING_METHOD_NAMES, NODE_ENVS, SQLITE_FILE_NAME } from './config-keys.js';

type Fail = (key: ConfigKey, problem: string) => undefined;

/** `true` or `false` (any case); unset gives `fallback`. */
export function parseFlag(raw: string | undefined, fallback: boolean, key: ConfigKey, fail: Fail): boolean | undefined {
  if (raw === undefined) {
    return fallback;
  }
  const value = raw.toLowerCase();
  return value === 'true' ? true : value === 'false' ? false : fail(key, `must be true or false (got ${JSON.stringify(raw)})`);
}

/** One of the interface languages (any case); unset gives English. */
export function parseDefaultLanguage(raw: string | undefined, fail: Fail): Language | undefined {
  if (raw === undefined) {
    return 'en';
  }
  const value = raw.toLowerCase();
  return isLanguage(value) ? value : fail('DEFAULT_LANGUAGE', `must be one of ${LANGUAGES.join(', ')} (got ${JSON.stringify(raw)})`);
}

export function parsePort(raw: string | undefined, fail: Fail): number | undefined {
  if (raw === undefined) {
    return 3000;
  }
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return fail('PORT', `must be an integer between 1 and 65535 (got ${JSON.stringify(raw)})`);
  }
  return port;
}

export function parseDatabase(read: Read, dataDir: string, fail: Fail): DatabaseConfig | undefined {
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

type Read = (key: ConfigKey) => string | undefined;

export function parseInteger(read: Read, fail: Fail, key: ConfigKey, fallback: number, min: number, max: number): number | undefined {
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

export function parseHttp(read: Read, fail: Fail, https: boolean): HttpConfig | undefined {
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

export function parseMail(read: Read, fail: Fail, publicUrl: string): MailConfig | undefined {
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

export function parseRedisUrl(raw: string | undefined, fail: Fail): string | undefined {
  if (raw === undefined) {
    return '';
  }
  // The value may hold a password, so the message never repeats it.
  if (urlOf(raw, ['redis:', 'rediss:']) === undefined) {
    return fail('REDIS_URL', 'must be a redis:// or rediss:// URL');
  }
  return raw;
}

export function parseSimulator(read: Read, fail: Fail, cpuCount: number): SimulatorConfig | undefined {
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

export function parseStudies(read: Read, fail: Fail): StudiesConfig | undefined {
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

export function parsePublicUrl(raw: string | undefined, fail: Fail): string | undefined {
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

export function parseNodeEnv(raw: string | undefined, fail: Fail): NodeEnv | undefined {
  if (raw === undefined) {
    return 'development';
  }
  const nodeEnv = NODE_ENVS.find((candidate) => candidate === raw);
  return nodeEnv ?? fail('NODE_ENV', `must be one of ${NODE_ENVS.join(', ')} (got ${JSON.stringify(raw)})`);
}

export function parseAuth(read: Read, fail: Fail, nodeEnv: NodeEnv, https: boolean): AuthConfig | undefined {
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
