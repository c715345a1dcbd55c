// Tests of parsing the environment into the configuration: defaults, limits and messages of every key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CONFIG_KEYS, type ConfigResult, formatConfigErrors, LAYING_METHOD_NAMES, parseConfig } from './parse-config.js';
import { SERVER_ROOT } from './paths.js';

const context = { repositoryRoot: '/repo', cwd: '/repo/server' };

function config(env: Record<string, string>) {
  const result = parseConfig(env, context);
  if (!result.ok) {
    throw new Error(formatConfigErrors(result.errors));
  }
  return result.config;
}

/** The configuration of an empty environment. */
const DEFAULTS = {
  port: 3000,
  dataDir: '/repo/data',
  database: { kind: 'sqlite', file: '/repo/data/cla.sqlite' },
  webDist: '/repo/web/dist',
  nodeEnv: 'development',
  repositoryRoot: '/repo',
  auth: {
    admin: null,
    cookieSecure: false,
    sessionTtlDays: 30,
    defaultLayingMethods: LAYING_METHOD_NAMES,
    sessionCacheMs: 5000,
    loginAddressLimit: 30,
  },
  simulator: { workers: 1, spareWorkers: 1, queueLimit: 1000, userQueueLimit: 20, timeoutMs: 10_000 },
  publicUrl: '',
  http: { trustProxy: false, hsts: false, apiRateLimitPerMinute: 1200, apiKeyRateLimitPerMinute: 60, jsonBodyLimitBytes: 1024 * 1024 },
  uploadQuotaBytes: 500 * 1024 * 1024,
  dataQuotaBytes: 100 * 1024 * 1024,
  redisUrl: '',
  demoProject: true,
  mail: { smtpUrl: '', from: 'Cable Laying Analyzer <no-reply@localhost>' },
  observability: { metricsToken: '', grafanaUrl: '' },
  connectUrl: '',
  studies: { userLimit: 3, concurrency: 1, queuePrefix: 'cla-studies', lockMs: 30_000 },
  defaultLanguage: 'en',
};

function errorsOf(result: ConfigResult) {
  return result.ok ? [] : result.errors;
}

describe('parseConfig', () => {
  it('defaults to port 3000, SQLite in <repo>/data, <repo>/web/dist, development', () => {
    expect(config({})).toEqual(DEFAULTS);
  });

  it('reads DEFAULT_LANGUAGE as one of en, fr, de, it (any case), naming it otherwise', () => {
    expect(config({ DEFAULT_LANGUAGE: 'fr' }).defaultLanguage).toBe('fr');
    expect(config({ DEFAULT_LANGUAGE: ' DE ' }).defaultLanguage).toBe('de');
    expect(formatConfigErrors(errorsOf(parseConfig({ DEFAULT_LANGUAGE: 'es' }, context)))).toBe(
      'Invalid configuration: DEFAULT_LANGUAGE must be one of en, fr, de, it (got "es")',
    );
  });

  it('reads the study settings and refuses bad ones, naming each key', () => {
    expect(config({ STUDY_USER_LIMIT: '5', STUDY_CONCURRENCY: '2', STUDY_QUEUE_PREFIX: 'cla:test-1', STUDY_LOCK_MS: '2000' }).studies).toEqual({
      userLimit: 5,
      concurrency: 2,
      queuePrefix: 'cla:test-1',
      lockMs: 2000,
    });
    const bad = parseConfig({ STUDY_USER_LIMIT: '0', STUDY_CONCURRENCY: 'x', STUDY_QUEUE_PREFIX: 'a b', STUDY_LOCK_MS: '10' }, context);
    expect(errorsOf(bad).map((e) => e.key)).toEqual(['STUDY_USER_LIMIT', 'STUDY_CONCURRENCY', 'STUDY_QUEUE_PREFIX', 'STUDY_LOCK_MS']);
  });

  it('reads DEMO_PROJECT as true or false, naming it when it is neither', () => {
    expect(config({ DEMO_PROJECT: 'false' }).demoProject).toBe(false);
    expect(config({ DEMO_PROJECT: 'TRUE' }).demoProject).toBe(true);
    expect(formatConfigErrors(errorsOf(parseConfig({ DEMO_PROJECT: 'no' }, context)))).toBe(
      'Invalid configuration: DEMO_PROJECT must be true or false (got "no")',
    );
  });

  it('sizes the simulation pool from the processors, one left to the main thread, and reads SIMULATOR_* and PUBLIC_URL', () => {
    expect(parseConfig({}, { ...context, cpuCount: 8 })).toMatchObject({ ok: true, config: { simulator: { workers: 7, spareWorkers: 1 } } });
    expect(parseConfig({}, { ...context, cpuCount: 2 })).toMatchObject({ ok: true, config: { simulator: { workers: 1 } } });
    expect(parseConfig({}, { ...context, cpuCount: 256 })).toMatchObject({ ok: true, config: { simulator: { workers: 64 } } });
    expect(parseConfig({}, { ...context, cpuCount: 1 })).toMatchObject({ ok: true, config: { simulator: { workers: 1 } } });
    expect(
      config({
        SIMULATOR_WORKERS: '3',
        SIMULATOR_SPARE_WORKERS: '0',
        SIMULATOR_QUEUE_LIMIT: '0',
        SIMULATOR_USER_QUEUE_LIMIT: '5',
        SIMULATOR_TIMEOUT_MS: '2500',
        PUBLIC_URL: 'https://cla.example.com/',
      }),
    ).toMatchObject({
      simulator: { workers: 3, spareWorkers: 0, queueLimit: 0, userQueueLimit: 5, timeoutMs: 2500 },
      publicUrl: 'https://cla.example.com',
    });
    const bad = { SIMULATOR_WORKERS: '0', SIMULATOR_SPARE_WORKERS: '65', SIMULATOR_QUEUE_LIMIT: 'x', SIMULATOR_USER_QUEUE_LIMIT: '0', SIMULATOR_TIMEOUT_MS: '99', PUBLIC_URL: 'ftp://x' };
    // every one refused, named in the order of the keys
    expect(errorsOf(parseConfig(bad, context)).map((e) => e.key)).toEqual(Object.keys(bad));
    expect(formatConfigErrors(errorsOf(parseConfig({ SIMULATOR_TIMEOUT_MS: '1e4' }, context)))).toBe(
      'Invalid configuration: SIMULATOR_TIMEOUT_MS must be an integer between 100 and 600000 (got "1e4")',
    );
  });

  it('reads DATABASE_POOL_SIZE, 1 to 100, default 30', () => {
    expect(config({ DATABASE_URL: 'postgres://db/cla' }).database).toEqual({ kind: 'postgresql', url: 'postgres://db/cla', poolSize: 30 });
    expect(formatConfigErrors(errorsOf(parseConfig({ DATABASE_URL: 'postgres://db/cla', DATABASE_POOL_SIZE: '101' }, context)))).toBe(
      'Invalid configuration: DATABASE_POOL_SIZE must be an integer between 1 and 100 (got "101")',
    );
  });

  it('reads JSON_BODY_LIMIT_KB, 1 to 102400 KB', () => {
    expect(config({ JSON_BODY_LIMIT_KB: '64' }).http.jsonBodyLimitBytes).toBe(64 * 1024);
    expect(formatConfigErrors(errorsOf(parseConfig({ JSON_BODY_LIMIT_KB: '0' }, context)))).toBe(
      'Invalid configuration: JSON_BODY_LIMIT_KB must be an integer between 1 and 102400 (got "0")',
    );
  });

  it('resolves the defaults from the repository root, not the working directory', () => {
    const result = parseConfig({}, { repositoryRoot: '/srv/cla', cwd: '/tmp' });
    expect(result.ok && result.config.dataDir).toBe('/srv/cla/data');
  });

  it('returns a frozen config', () => {
    const parsed = config({});
    expect(Object.isFrozen(parsed)).toBe(true);
    expect(Object.isFrozen(parsed.database)).toBe(true);
  });

  it('reads every key', () => {
    expect(
      config({
        PORT: '8080',
        DATA_DIR: '/var/lib/cla',
        DATABASE_URL: 'postgresql://cla:secret@db:5432/cla',
        DATABASE_POOL_SIZE: '25',
        WEB_DIST: '/srv/web',
        NODE_ENV: 'production',
        ADMIN_EMAIL: ' Root@Example.COM ',
        ADMIN_PASSWORD: 'long enough',
        COOKIE_SECURE: 'false',
        SESSION_TTL_DAYS: '7',
        DEFAULT_LAYING_METHODS: 'pull, jetting,push',
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        API_RATE_LIMIT: '0',
        LOGIN_ADDRESS_LIMIT: '100',
        SESSION_CACHE_MS: '0',
        UPLOAD_QUOTA_MB: '20',
        DATA_QUOTA_MB: '0',
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        DEMO_PROJECT: 'false',
        SMTP_URL: 'smtps://cla:secret@mail.example.com:465',
        MAIL_FROM: 'CLA <cla@example.com>',
        API_KEY_RATE_LIMIT: '10',
        METRICS_TOKEN: 'a-metrics-token-of-32-characters',
        GRAFANA_URL: 'https://grafana.example.com/d/cla/',
        CONNECT_URL: 'https://connect.example.org/start/',
        DEFAULT_LANGUAGE: 'it',
      }),
    ).toEqual({
      ...DEFAULTS,
      port: 8080,
      dataDir: '/var/lib/cla',
      database: { kind: 'postgresql', url: 'postgresql://cla:secret@db:5432/cla', poolSize: 25 },
      webDist: '/srv/web',
      nodeEnv: 'production',
      auth: {
        admin: { email: 'root@example.com', password: 'long enough' },
        cookieSecure: false,
        sessionTtlDays: 7,
        defaultLayingMethods: ['push', 'pull', 'jetting'],
        sessionCacheMs: 0,
        loginAddressLimit: 100,
      },
      http: { trustProxy: 'loopback,10.0.0.0/8', hsts: false, apiRateLimitPerMinute: 0, apiKeyRateLimitPerMinute: 10, jsonBodyLimitBytes: 1024 * 1024 },
      uploadQuotaBytes: 20 * 1024 * 1024,
      dataQuotaBytes: 0,
      redisUrl: 'redis://127.0.0.1:6379/2',
      demoProject: false,
      mail: { smtpUrl: 'smtps://cla:secret@mail.example.com:465', from: 'CLA <cla@example.com>' },
      observability: { metricsToken: 'a-metrics-token-of-32-characters', grafanaUrl: 'https://grafana.example.com/d/cla' },
      connectUrl: 'https://connect.example.org/start',
      defaultLanguage: 'it',
    });
  });

  it('refuses a short METRICS_TOKEN without repeating it, and a GRAFANA_URL or CONNECT_URL that is not http(s)', () => {
    const result = parseConfig({ METRICS_TOKEN: 'short secret', GRAFANA_URL: 'ftp://x', CONNECT_URL: 'connect.example.org' }, context);
    expect(errorsOf(result).map((e) => e.key)).toEqual(['METRICS_TOKEN', 'GRAFANA_URL', 'CONNECT_URL']);
    expect(JSON.stringify(errorsOf(result))).not.toContain('short secret');
  });

  it('makes cookies Secure and sends HSTS when PUBLIC_URL is https', () => {
    expect(config({ PUBLIC_URL: 'https://cla.example.com' })).toMatchObject({ auth: { cookieSecure: true }, http: { hsts: true } });
    expect(config({ PUBLIC_URL: 'http://cla.example.com' })).toMatchObject({ auth: { cookieSecure: false }, http: { hsts: false } });
    expect(config({ PUBLIC_URL: 'https://cla.example.com', COOKIE_SECURE: 'false' }).auth.cookieSecure).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['loopback', 'loopback'],
    ['127.0.0.1, ::1, fc00::/7', '127.0.0.1,::1,fc00::/7'],
  ])('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(config({ TRUST_PROXY: raw }).http.trustProxy).toEqual(expected);
  });

  it('refuses bad TRUST_PROXY, API_RATE_LIMIT, LOGIN_ADDRESS_LIMIT, SESSION_CACHE_MS, UPLOAD_QUOTA_MB, DATA_QUOTA_MB and REDIS_URL, naming each key', () => {
    const errors = errorsOf(
      parseConfig(
        {
          TRUST_PROXY: 'yes please',
          API_RATE_LIMIT: '-1',
          LOGIN_ADDRESS_LIMIT: '0',
          SESSION_CACHE_MS: '60001',
          UPLOAD_QUOTA_MB: '1.5',
          DATA_QUOTA_MB: 'lots',
          REDIS_URL: 'http://user:hunter2@127.0.0.1',
        },
        context,
      ),
    );
    expect(errors.map((error) => error.key)).toEqual([
      'TRUST_PROXY',
      'API_RATE_LIMIT',
      'LOGIN_ADDRESS_LIMIT',
      'SESSION_CACHE_MS',
      'UPLOAD_QUOTA_MB',
      'DATA_QUOTA_MB',
      'REDIS_URL',
    ]);
    expect(formatConfigErrors(errors)).not.toContain('hunter2');
    expect(formatConfigErrors(errors)).toContain('UPLOAD_QUOTA_MB must be an integer between 0 and 10000000 (got "1.5")');
  });

  it('sends mail from no-reply at the host of PUBLIC_URL by default, and refuses bad SMTP_URL, MAIL_FROM and API_KEY_RATE_LIMIT', () => {
    expect(config({ PUBLIC_URL: 'https://cla.example.com/app' }).mail).toEqual({ smtpUrl: '', from: 'Cable Laying Analyzer <no-reply@cla.example.com>' });
    expect(config({ MAIL_FROM: 'cla@example.com' }).mail.from).toBe('cla@example.com');
    const errors = errorsOf(parseConfig({ SMTP_URL: 'http://user:hunter2@mail', MAIL_FROM: 'CLA <not an address>', API_KEY_RATE_LIMIT: '-3' }, context));
    expect(errors.map((error) => error.key)).toEqual(['SMTP_URL', 'MAIL_FROM', 'API_KEY_RATE_LIMIT']);
    expect(formatConfigErrors(errors)).not.toContain('hunter2');
    expect(errorsOf(parseConfig({ MAIL_FROM: 'nobody' }, context)).map((error) => error.key)).toEqual(['MAIL_FROM']);
  });

  it('accepts postgres:// as well as postgresql://', () => {
    expect(config({ DATABASE_URL: 'postgres://postgres@127.0.0.1/test' }).database.kind).toBe('postgresql');
  });

  it('puts the SQLite file in DATA_DIR', () => {
    expect(config({ DATA_DIR: '/data' }).database).toEqual({ kind: 'sqlite', file: '/data/cla.sqlite' });
  });

  it('resolves relative paths against INIT_CWD (where npm was started) first', () => {
    const parsed = config({ DATA_DIR: 'my-data', WEB_DIST: '../web-build', INIT_CWD: '/home/me/cla' });
    expect(parsed.dataDir).toBe('/home/me/cla/my-data');
    expect(parsed.webDist).toBe('/home/me/web-build');
  });

  it('resolves relative paths against the working directory without INIT_CWD', () => {
    expect(config({ DATA_DIR: './my-data' }).dataDir).toBe(join('/repo/server', 'my-data'));
  });

  it('treats empty and blank values as unset', () => {
    expect(config({ PORT: '', DATABASE_URL: '  ', NODE_ENV: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'sqlite' },
      nodeEnv: 'development',
    });
  });

  it('ignores the rest of the environment', () => {
    expect(config({ HOME: '/root', DATABASE: 'x' })).toEqual(config({}));
  });

  it.each(['0', '65536', 'abc', '80.5', '-1', '3000abc', '1e3'])('refuses PORT=%s, naming the key', (port) => {
    const errors = errorsOf(parseConfig({ PORT: port }, context));
    expect(errors).toEqual([
      { key: 'PORT', problem: `must be an integer between 1 and 65535 (got ${JSON.stringify(port)})` },
    ]);
  });

  it.each(['1', '65535'])('accepts PORT=%s', (port) => {
    expect(config({ PORT: port }).port).toBe(Number(port));
  });

  it.each([
    ['mysql://root@localhost/cla', 'got the scheme "mysql:"'],
    ['sqlite:///data/cla.sqlite', 'got the scheme "sqlite:"'],
    ['localhost:5432/cla', 'got the scheme "localhost:"'],
    ['not a url', 'the value is not a valid URL'],
  ])('refuses DATABASE_URL=%s, naming the key', (url, detail) => {
    const errors = errorsOf(parseConfig({ DATABASE_URL: url }, context));
    expect(errors).toEqual([{ key: 'DATABASE_URL', problem: `must be a postgres:// or postgresql:// URL (${detail})` }]);
  });

  it('never repeats a DATABASE_URL, which may hold a password', () => {
    const errors = errorsOf(parseConfig({ DATABASE_URL: 'mysql://user:hunter2@db/cla' }, context));
    expect(formatConfigErrors(errors)).not.toContain('hunter2');
  });

  it('refuses an unknown NODE_ENV, naming the key', () => {
    expect(errorsOf(parseConfig({ NODE_ENV: 'staging' }, context))).toEqual([
      { key: 'NODE_ENV', problem: 'must be one of development, production, test (got "staging")' },
    ]);
  });

  it('sets Secure cookies by default in production only', () => {
    expect(config({ NODE_ENV: 'production' }).auth.cookieSecure).toBe(true);
    expect(config({ NODE_ENV: 'test' }).auth.cookieSecure).toBe(false);
    expect(config({ COOKIE_SECURE: 'true' }).auth.cookieSecure).toBe(true);
  });

  it.each([
    [{ ADMIN_EMAIL: 'root@example.com' }, [{ key: 'ADMIN_PASSWORD', problem: 'must be set when ADMIN_EMAIL is' }]],
    [{ ADMIN_PASSWORD: 'long enough' }, [{ key: 'ADMIN_EMAIL', problem: 'must be set when ADMIN_PASSWORD is' }]],
    [
      { ADMIN_EMAIL: 'root', ADMIN_PASSWORD: 'long enough' },
      [{ key: 'ADMIN_EMAIL', problem: 'must be an e-mail address (got "root")' }],
    ],
    [
      { ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'short' },
      [{ key: 'ADMIN_PASSWORD', problem: 'must have at least 8 characters' }],
    ],
    [{ COOKIE_SECURE: 'yes' }, [{ key: 'COOKIE_SECURE', problem: 'must be true or false (got "yes")' }]],
    [{ SESSION_TTL_DAYS: '0' }, [{ key: 'SESSION_TTL_DAYS', problem: 'must be an integer between 1 and 365 (got "0")' }]],
    [
      { DEFAULT_LAYING_METHODS: 'pull,drilling' },
      [
        {
          key: 'DEFAULT_LAYING_METHODS',
          problem:
            'must be a comma-separated list of push, pull, pushpull, jetting, floating, waterpushpull, freefloating (got "pull,drilling")',
        },
      ],
    ],
  ])('refuses bad accounts settings %o, naming the key', (env, errors) => {
    expect(errorsOf(parseConfig(env, context))).toEqual(errors);
  });

  it('never repeats ADMIN_PASSWORD', () => {
    const errors = errorsOf(parseConfig({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'hunter2' }, context));
    expect(formatConfigErrors(errors)).not.toContain('hunter2');
  });

  it('reports every bad key at once', () => {
    const errors = errorsOf(parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x/y', NODE_ENV: 'prod' }, context));
    expect(errors.map((error) => error.key)).toEqual(['PORT', 'DATABASE_URL', 'NODE_ENV']);
  });
});

describe('server/README.md', () => {
  it('documents every configuration key in its table', () => {
    const readme = readFileSync(join(SERVER_ROOT, 'README.md'), 'utf8');
    const documented = CONFIG_KEYS.filter((key) => new RegExp(`^\\| [^|]*\`${key}\``, 'm').test(readme));
    expect(documented).toEqual([...CONFIG_KEYS]);
  });
});

describe('formatConfigErrors', () => {
  it('prints one line naming the key and the problem', () => {
    const errors = errorsOf(parseConfig({ PORT: 'abc' }, context));
    expect(formatConfigErrors(errors)).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    );
  });

  it('joins several problems on the same line', () => {
    const errors = errorsOf(parseConfig({ PORT: '0', NODE_ENV: 'x' }, context));
    const line = formatConfigErrors(errors);
    expect(line).not.toContain('\n');
    expect(line).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "0"); NODE_ENV must be one of development, production, test (got "x")',
    );
  });
});
