// Keeps resolved sessions a few seconds, and forgets them at once in every process.
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

import type { AuthContext } from './sessions.service.js';

/** The Redis channel on which processes tell each other which sessions to forget. */
export const SESSION_CACHE_CHANNEL = 'cla:session-cache';

interface Entry {
  readonly auth: AuthContext;
  /** When this entry stops being used (the cache time, or the session's own expiry if sooner). */
  readonly until: number;
}

/**
 * A short-lived cache of resolved sessions (`SESSION_CACHE_MS`, default 5 s), so that a user's burst of requests
 * costs one session look-up, not one per request. Entries are forgotten on logout, password change or reset,
 * impersonation and its end, and profile changes (`forget`, `forgetUser`); with `REDIS_URL` the forgetting is
 * also published to the other server processes (a Redis channel), so they drop their entry at once instead of
 * at most `SESSION_CACHE_MS` later. Only found sessions are cached, never unknown tokens.
 */
export class SessionCache {
  private readonly logger = new Logger('SessionCache');
  private readonly entries = new Map<string, Entry>();
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Listens to the other processes' invalidations (when `REDIS_URL` is set). */
  async connect(redisUrl: string): Promise<void> {
    if (redisUrl === '' || this.ttlMs === 0) {
      return;
    }
    this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    for (const connection of [this.publisher, this.subscriber]) {
      // ioredis reconnects by itself; the rate-limit store already warns about an unreachable Redis.
      connection.on('error', () => undefined);
    }
    this.subscriber.on('message', (_channel: string, message: string) => this.apply(message));
    await this.subscriber.subscribe(SESSION_CACHE_CHANNEL);
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()].map((closing) => closing?.catch(() => undefined)));
  }

  get(sessionId: string): AuthContext | undefined {
    const entry = this.entries.get(sessionId);
    if (entry === undefined) {
      return undefined;
    }
    if (entry.until <= this.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.auth;
  }

  set(auth: AuthContext, sessionExpiresAt: Date): void {
    if (this.ttlMs === 0) {
      return;
    }
    const until = Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime());
    this.entries.set(auth.sessionId, { auth, until });
    if (this.entries.size > 10_000) {
      this.sweep();
    }
  }

  /** Forgets one session, here and in the other processes. */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
    this.publish(`s:${sessionId}`);
  }

  /** Forgets every session of a user (as the user or as their impersonator), here and in the other processes. */
  forgetUser(userId: string): void {
    this.dropUser(userId);
    this.publish(`u:${userId}`);
  }

  /** The number of cached sessions (tests). */
  get size(): number {
    return this.entries.size;
  }

  private apply(message: string): void {
    if (message.startsWith('s:')) {
      this.entries.delete(message.slice(2));
    } else if (message.startsWith('u:')) {
      this.dropUser(message.slice(2));
    }
  }

  private dropUser(userId: string): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.auth.user.id === userId || entry.auth.impersonatorId === userId) {
        this.entries.delete(sessionId);
      }
    }
  }

  private publish(message: string): void {
    this.publisher?.publish(SESSION_CACHE_CHANNEL, message).catch((error: unknown) => {
      this.logger.warn(`Could not publish a session invalidation: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  private sweep(): void {
    const now = this.now();
    for (const [sessionId, entry] of this.entries) {
      if (entry.until <= now) {
        this.entries.delete(sessionId);
      }
    }
  }
}
