// The counters of the rate limits in Redis, shared by every process.
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

import { type CounterHit, CounterStore } from './counter-store.js';

/** INCR, and start the window on the first hit (or if the key somehow lost its expiry); answers count and PTTL. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECR only a live counter above 0, so that a refund never creates a key or goes negative. */
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

/** Keys are namespaced so that the store may share a Redis with other applications. */
export const REDIS_KEY_PREFIX = 'cla:rate:';

/**
 * Counters in Redis (`REDIS_URL`), shared by every server process: each operation is one Lua script, which
 * Redis runs atomically. Uses ioredis, the maintained Redis client for Node (cluster, TLS and reconnection).
 */
export class RedisCounterStore extends CounterStore {
  readonly redis: Redis;
  /** The last connection error (ioredis reconnects by itself; commands fail meanwhile). */
  lastError: Error | undefined;
  private lastWarning = 0;

  /**
   * @param namespace - read at each operation: the instance id (shared by the processes of one database), so that
   *   two instances (or test databases) on one Redis never share counters
   */
  constructor(
    url: string,
    private readonly namespace: () => string,
  ) {
    super();
    // Fail a command after two reconnection attempts rather than queueing requests for a long time.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true, keyPrefix: REDIS_KEY_PREFIX });
    this.redis.on('error', (error: Error) => {
      this.lastError = error;
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        new Logger('RateLimit').warn(`Redis: ${error.message}`);
      }
    });
  }

  /** Connects and checks the server answers (at start: an unreachable `REDIS_URL` stops the start). */
  async connect(): Promise<void> {
    await this.redis.connect();
    await this.redis.ping();
  }

  async increment(key: string, windowMs: number): Promise<CounterHit> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.keyOf(key), String(windowMs))) as [number, number];
    return { count, resetInMs: ttl };
  }

  async decrement(key: string): Promise<void> {
    await this.redis.eval(DECREMENT, 1, this.keyOf(key));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.namespace()}:${key}`;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
