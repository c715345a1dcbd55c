// Builds the Nest application over Express: body limits, security headers, access log, metrics and the web app.

import { MikroORM } from '@mikro-orm/core';
import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { AppLogger } from './app-logger.js';
import { AppModule } from './app.module.js';
import type { AppConfig, DatabaseConfig } from './config/index.js';
import { migrateDatabase } from './database/migrate-database.js';
import { privateApiAnswers } from './http/private-answers.js';
import { securityHeaders } from './http/security-headers.js';
import { serveWebApp } from './http/web-app.js';
import { accessLog } from './modules/access-log/access-log.middleware.js';
import { AppMetrics } from './modules/metrics/app-metrics.js';
import { httpMetrics } from './modules/metrics/http-metrics.middleware.js';
import { metricsEndpoint } from './modules/metrics/metrics-endpoint.js';
import { AccessLogService } from './modules/access-log/access-log.service.js';
import { makeDirectory } from './start-up-checks.js';

/** Options of {@link createApp}. */
export interface CreateAppOptions {
  /** The Nest logger, or the levels to log. Default: {@link AppLogger} with every level. */
  readonly logger?: LoggerService | LogLevel[] | false;
  /** The URL of the engine door the simulation workers import (tests pass a fake). Default: the built `@cla/engine`. */
  readonly engineModule?: string;
}

/**
 * Builds the whole server — the same app for `main.ts` and for the tests: creates the data folder,
 * connects the database and applies pending migrations, then wires the HTTP layer (trust proxy, access log, security headers, private caching of API answers,
 * compression, the web app, the JSON body parser held to `JSON_BODY_LIMIT_KB`, the API) and initialises every module. It does not listen.
 *
 * @param config - the parsed config (`loadConfigOrExit()` in production, `parseConfig()` in tests)
 * @throws when the database cannot be reached or migrated, or a module fails to start; the app is closed
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  await makeDirectory(config.dataDir);
  const logger = options.logger ?? new AppLogger();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.engineModule), {
    bodyParser: false,
    abortOnError: false,
    logger,
  });
  try {
    const applied = await migrateDatabase(app.get(MikroORM), config.database);
    new Logger('Database').log(
      applied.length === 0 ? 'schema up to date' : `schema: applied ${applied.length} migration${applied.length === 1 ? '' : 's'}, up to ${applied.at(-1) ?? ''}`,
    );
    app.disable('x-powered-by');
    // Behind a reverse proxy: the client's address from X-Forwarded-For, https from X-Forwarded-Proto.
    app.set('trust proxy', config.http.trustProxy);
    app.use(httpMetrics(app.get(AppMetrics)));
    app.use(accessLog(app.get(AccessLogService)));
    app.use(...securityHeaders(config));
    // Every API answer `Cache-Control: private, no-cache` (no proxy keeps a user's data), unless its route is stricter.
    app.use(privateApiAnswers());
    // gzip or brotli (the client's Accept-Encoding) for JSON, the web app's files and the rest above 1 KB; zlib
    // works on libuv's thread pool. A client that asks nothing gets the bytes as they are.
    app.use(compression({ threshold: 1024 }));
    // GET /metrics (Prometheus) before the web app's fallback and outside Nest's guards: its bearer is METRICS_TOKEN.
    app.use(metricsEndpoint(app.get(AppMetrics), config.observability.metricsToken));
    serveWebApp(app, config.webDist);
    // Every JSON body, whatever the route, is read up to JSON_BODY_LIMIT_KB (after inflating a compressed one); past
    // it, 413 PAYLOAD_TOO_LARGE before any route runs. Other types are not parsed (the routes' schemas refuse them).
    app.useBodyParser('json', { limit: config.http.jsonBodyLimitBytes });
    await app.init();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/** How the listening line names the database: `sqlite <file>` or `postgresql` (the URL may hold a password). */
export function describeDatabase(database: DatabaseConfig): string {
  return database.kind === 'sqlite' ? `sqlite ${database.file}` : 'postgresql';
}
