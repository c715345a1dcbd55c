// @nestjs/throttler's storage on our counters.
import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

import type { CounterStore } from './counter-store.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage on our {@link CounterStore} (memory, or Redis shared by every process). A request
 * over the limit is blocked until its window ends. When the store fails (Redis down), the request passes and a
 * warning is logged at most once a minute: the API rate limit must not take the API down with it.
 */
export class CounterThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private lastWarning = 0;

  constructor(private readonly store: CounterStore) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    try {
      const hit = await this.store.increment(`api:${key}`, ttl);
      const seconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
      return { totalHits: hit.count, timeToExpire: seconds, isBlocked: hit.count > limit, timeToBlockExpire: seconds };
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`Rate limit store unavailable, requests pass unthrottled: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}
