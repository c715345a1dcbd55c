import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { AccessLogSchema } from './access-log.entity.js';

/** One request, as logged. */
export interface AccessLogEntry {
  readonly method: string;
  /** The request's URL as received: the query string and share tokens are removed at write time ({@link loggedPath}). */
  readonly path: string;
  readonly status: number;
  readonly userId: string | null;
  /** The visible prefix of the API key the request came with, or null (a session, or anonymous). */
  readonly apiKeyPrefix?: string | null;
  readonly durationMs: number;
  readonly at: Date;
}

/** Entries are written in batches: at most this long after the request… */
const FLUSH_INTERVAL_MS = 2_000;
/** …or as soon as this many are waiting. */
const FLUSH_SIZE = 200;
/** Entries waiting beyond this (the database is down) are dropped, counted, and the drop is logged. */
const MAX_PENDING = 10_000;
/** Rows older than this are deleted, at start and then daily. */
export const ACCESS_LOG_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A path segment that looks like a share token (43 base64url characters): never stored. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{43}$/;

/** The path to log: no query string, share tokens replaced by `:token`, at most 500 characters. */
export function loggedPath(originalUrl: string): string {
  const path = originalUrl.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? ':token' : segment))
    .join('/')
    .slice(0, 500);
}

/**
 * The access log in the database (`access_log`), written in batches off the request path so that logging
 * never slows or fails a request; flushed when the app closes. Old rows are pruned.
 */
@Injectable()
export class AccessLogService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AccessLog');
  private pending: AccessLogEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private dropped = 0;

  constructor(private readonly em: EntityManager) {}

  onApplicationBootstrap(): void {
    void this.prune();
    this.pruner = setInterval(() => void this.prune(), DAY_MS);
    this.pruner.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.pruner);
    clearTimeout(this.timer);
    await this.flush();
  }

  /** Queues one entry. */
  record(entry: AccessLogEntry): void {
    if (this.pending.length >= MAX_PENDING) {
      this.dropped += 1;
      return;
    }
    this.pending.push(entry);
    if (this.pending.length >= FLUSH_SIZE) {
      void this.flush();
    } else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
      this.timer.unref();
    }
  }

  /** Writes what is waiting (one insert); errors are logged, not thrown. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (this.dropped > 0) {
      this.logger.warn(`${this.dropped} access log entries dropped (the database did not keep up)`);
      this.dropped = 0;
    }
    if (batch.length === 0) {
      return;
    }
    try {
      await this.em.fork().insertMany(
        AccessLogSchema,
        batch.map((entry) => ({
          id: uuidv7(),
          method: entry.method.slice(0, 10),
          path: loggedPath(entry.path),
          status: entry.status,
          userId: entry.userId,
          apiKeyPrefix: entry.apiKeyPrefix ?? null,
          durationMs: entry.durationMs,
          createdAt: entry.at,
        })),
      );
    } catch (error) {
      this.logger.warn(`Could not write ${batch.length} access log entries: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async prune(): Promise<void> {
    try {
      await this.em.fork().nativeDelete(AccessLogSchema, { createdAt: { $lt: new Date(Date.now() - ACCESS_LOG_RETENTION_DAYS * DAY_MS) } });
    } catch (error) {
      this.logger.warn(`Could not prune the access log: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
