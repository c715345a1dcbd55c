// The access log in the database: each request's method, path, status, user and duration, written in batches and pruned.
import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { BatchedWriter } from '../../database/batched-writer.js';
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
  private pruner: NodeJS.Timeout | undefined;
  private readonly writer: BatchedWriter<AccessLogEntry>;

  constructor(private readonly em: EntityManager) {
    this.writer = new BatchedWriter({
      flushIntervalMs: FLUSH_INTERVAL_MS,
      flushSize: FLUSH_SIZE,
      maxPending: MAX_PENDING,
      write: (batch) =>
        this.em.fork().insertMany(
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
        ),
      onDropped: (count) => this.logger.warn(`${count} access log entries dropped (the database did not keep up)`),
      onError: (error, count) =>
        this.logger.warn(`Could not write ${count} access log entries: ${error instanceof Error ? error.message : String(error)}`),
    });
  }

  onApplicationBootstrap(): void {
    void this.prune();
    this.pruner = setInterval(() => void this.prune(), DAY_MS);
    this.pruner.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.pruner);
    await this.flush();
  }

  /** Queues one entry. */
  record(entry: AccessLogEntry): void {
    this.writer.add(entry);
  }

  /** Writes what is waiting (one insert); errors are logged, not thrown. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  private async prune(): Promise<void> {
    try {
      await this.em.fork().nativeDelete(AccessLogSchema, { createdAt: { $lt: new Date(Date.now() - ACCESS_LOG_RETENTION_DAYS * DAY_MS) } });
    } catch (error) {
      this.logger.warn(`Could not prune the access log: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
