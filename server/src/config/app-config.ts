// The shape of the server's configuration (AppConfig) and its injection token.
import type { Language } from '../i18n/language.js';

/** How the server reaches its database. */
export type DatabaseConfig =
  | {
      readonly kind: 'sqlite';
      /** Absolute path of the SQLite file, `${dataDir}/cla.sqlite`. */
      readonly file: string;
    }
  | {
      readonly kind: 'postgresql';
      /** The `postgres://` or `postgresql://` connection URL (may hold a password: never log it). */
      readonly url: string;
      /** The most connections this process opens (`DATABASE_POOL_SIZE`, default 30). */
      readonly poolSize: number;
    };

/** The deployment mode, from `NODE_ENV`. */
export type NodeEnv = 'development' | 'production' | 'test';

/** A laying method a licence may allow (the engine's list, docs/product.md#data-model and docs/product.md#roles). */
export type LayingMethodName = 'push' | 'pull' | 'pushpull' | 'jetting' | 'floating' | 'waterpushpull' | 'freefloating';

/** Accounts and sessions settings. */
export interface AuthConfig {
  /** The admin provisioned at start when absent (`ADMIN_EMAIL` + `ADMIN_PASSWORD`, both or neither). */
  readonly admin: { readonly email: string; readonly password: string } | null;
  /**
   * Whether the session and XSRF cookies always carry `Secure` (`COOKIE_SECURE`; default true in production or when
   * `PUBLIC_URL` is https). A request that arrived over https (`request.secure`, which honours `X-Forwarded-Proto`
   * from a trusted proxy) gets `Secure` cookies in every case.
   */
  readonly cookieSecure: boolean;
  /** How long a resolved session is reused without asking the database, in ms (`SESSION_CACHE_MS`, default 5000; 0: off). */
  readonly sessionCacheMs: number;
  /** Failed sign-ins one client address may make across all accounts in 15 minutes (`LOGIN_ADDRESS_LIMIT`, default 30). */
  readonly loginAddressLimit: number;
  /** Session lifetime since the last use, in days (`SESSION_TTL_DAYS`, default 30). */
  readonly sessionTtlDays: number;
  /** The laying methods of a new user's licence (`DEFAULT_LAYING_METHODS`, comma-separated; default all). */
  readonly defaultLayingMethods: readonly LayingMethodName[];
}

/** The simulation worker pool (`POST /simulator/calculate`). */
export interface SimulatorConfig {
  /**
   * Calculations that run at once, each on a worker thread with its own engine (`SIMULATOR_WORKERS`, default the
   * processors available minus one, at least 1: the main thread keeps a processor).
   */
  readonly workers: number;
  /**
   * Extra worker threads for calculations that run long (past 250 ms): such a calculation stops counting against
   * `workers`, so the next one starts at once (`SIMULATOR_SPARE_WORKERS`, default 1; 0: none).
   */
  readonly spareWorkers: number;
  /** Calculations that may wait for a free worker, all users together; one more answers 503 (`SIMULATOR_QUEUE_LIMIT`, default 1000). */
  readonly queueLimit: number;
  /** Calculations one user may have waiting; one more answers 429 (`SIMULATOR_USER_QUEUE_LIMIT`, default 20). */
  readonly userQueueLimit: number;
  /** The longest a calculation may run on its worker, in ms; past it the worker is replaced (`SIMULATOR_TIMEOUT_MS`, default 10 000). */
  readonly timeoutMs: number;
}

/** Studies run as jobs (`POST /api/studies`). */
export interface StudiesConfig {
  /** Studies one user may have queued or running at once; one more answers 429 `RATE_LIMITED` (`STUDY_USER_LIMIT`, default 3). */
  readonly userLimit: number;
  /**
   * Studies the server process runs at once when there is no `REDIS_URL` (`STUDY_CONCURRENCY`, default 1); their
   * engine runs wait behind every interactive calculation of the simulator pool.
   */
  readonly concurrency: number;
  /** The key prefix of the BullMQ queue in Redis (`STUDY_QUEUE_PREFIX`, default `cla-studies`); only with `REDIS_URL`. */
  readonly queuePrefix: string;
  /**
   * How long a worker's hold on a job lasts without renewal, in ms (`STUDY_LOCK_MS`, default 30 000): a worker that
   * died is noticed after about this long and its job is given to another worker.
   */
  readonly lockMs: number;
}

/** The HTTP layer: proxies, transport security, rate limits. */
export interface HttpConfig {
  /**
   * Express's `trust proxy` (`TRUST_PROXY`): `false` (default: the peer is the client), `true` (trust every proxy),
   * a number of proxy hops, or a comma-separated list of addresses, subnets or `loopback`/`linklocal`/`uniquelocal`.
   * With it, `request.ip` is the client from `X-Forwarded-For` and `request.secure` follows `X-Forwarded-Proto`.
   */
  readonly trustProxy: boolean | number | string;
  /** Whether every answer carries `Strict-Transport-Security` (`PUBLIC_URL` is https); https requests get it anyway. */
  readonly hsts: boolean;
  /** Requests one user (or one anonymous client address) may make to `/api/**` and `/simulator/**` per minute (`API_RATE_LIMIT`, default 1200; 0: off). */
  readonly apiRateLimitPerMinute: number;
  /** Requests one API key may make to the routes it opens, per minute (`API_KEY_RATE_LIMIT`, default 60; 0: off). */
  readonly apiKeyRateLimitPerMinute: number;
  /** The largest JSON request body, in bytes; a larger one answers 413 (`JSON_BODY_LIMIT_KB`, default 1024: 1 MB). */
  readonly jsonBodyLimitBytes: number;
}

/** How e-mails leave the server. */
export interface MailConfig {
  /**
   * `smtp://` or `smtps://` URL of the SMTP server (`SMTP_URL`, may hold a user and password: never log it); empty when
   * unset: e-mails go to the server log.
   */
  readonly smtpUrl: string;
  /** The sender, `address` or `Name <address>` (`MAIL_FROM`; default `Cable Laying Analyzer <no-reply@host of PUBLIC_URL>`). */
  readonly from: string;
}

/** The whole server configuration, parsed and validated once at start and then frozen. */
export interface AppConfig {
  /** TCP port the server listens on (all interfaces), 1–65535. `PORT`, default 3000. */
  readonly port: number;
  /** Absolute path of the data folder (SQLite file, uploads). `DATA_DIR`, default `<repository>/data`. */
  readonly dataDir: string;
  /** SQLite in `dataDir` unless `DATABASE_URL` is set. */
  readonly database: DatabaseConfig;
  /** Absolute path of the built web app served on `/`. `WEB_DIST`, default `<repository>/web/dist`. */
  readonly webDist: string;
  /** `NODE_ENV`, default `development`. */
  readonly nodeEnv: NodeEnv;
  /** Absolute path of the repository root (where the root `package.json` lives). */
  readonly repositoryRoot: string;
  /** Accounts and sessions. */
  readonly auth: AuthConfig;
  /** The simulation worker pool. */
  readonly simulator: SimulatorConfig;
  /**
   * The public address of the web app without a trailing slash, e.g. `https://cla.example.com`, put in front of
   * the links of e-mails (`PUBLIC_URL`); empty when unset (the links are then paths such as `/password-reset/…`).
   * Never taken from the request's `Host` header, which a client chooses.
   */
  readonly publicUrl: string;
  /** The HTTP layer. */
  readonly http: HttpConfig;
  /** The most bytes of files (and pictures) one user may store (`UPLOAD_QUOTA_MB`, default 500; 0: no quota). */
  readonly uploadQuotaBytes: number;
  /**
   * The most characters of stored JSON one user may hold (`DATA_QUOTA_MB`, default 100; 0: no quota): sections
   * (data, results, favourites), legacy projects and presets; JSON is ASCII but for names, so about bytes.
   */
  readonly dataQuotaBytes: number;
  /**
   * `redis://` URL of a Redis shared by every server process (`REDIS_URL`): the rate-limit counters and the session
   * cache invalidations go through it. Empty when unset: counters live in the process's memory.
   */
  readonly redisUrl: string;
  /**
   * Whether each new account gets its own copy of the demo project, one section per laying method (`DEMO_PROJECT`,
   * default true).
   */
  readonly demoProject: boolean;
  /** E-mail delivery. */
  readonly mail: MailConfig;
  /** `GET /metrics` and the admin's Grafana link. */
  readonly observability: ObservabilityConfig;
  /**
   * The address of the connect platform the web header links (`CONNECT_URL`, given to the web app by
   * `GET /api/application-version`); empty when unset, and the header shows no such link.
   */
  readonly connectUrl: string;
  /** Studies run as jobs. */
  readonly studies: StudiesConfig;
  /**
   * The language of an answer to a request that names none of ours (nobody signed in, no usable `Accept-Language`),
   * and of the demo project of the admin provisioned at start (`DEFAULT_LANGUAGE`: en, fr, de or it; default en).
   */
  readonly defaultLanguage: Language;
}

/** Monitoring. */
export interface ObservabilityConfig {
  /** The bearer token `GET /metrics` asks for (`METRICS_TOKEN`); empty: `/metrics` answers 404. */
  readonly metricsToken: string;
  /** The address of the Grafana that shows these metrics (`GRAFANA_URL`), linked from the admin area; empty when unset. */
  readonly grafanaUrl: string;
}

/** The injection token of the {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');
