// The rate-limit module: the counters (memory or Redis) and the global guards of the API rate limits.
import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SettingsService } from '../settings/settings.service.js';
import { ApiKeyRateLimitGuard } from './api-key-rate-limit.guard.js';
import { ApiThrottlerGuard } from './api-throttler.guard.js';
import { CounterStore, MemoryCounterStore } from './counter-store.js';
import { RedisCounterStore } from './redis-counter-store.js';
import { CounterThrottlerStorage } from './throttler-storage.js';

/** The window of the API rate limit: one minute. */
export const API_RATE_WINDOW_MS = 60_000;

async function createCounterStore(config: AppConfig, settings: SettingsService): Promise<CounterStore> {
  if (config.redisUrl === '') {
    return new MemoryCounterStore();
  }
  const store = new RedisCounterStore(config.redisUrl, () => settings.instanceId);
  try {
    await store.connect();
  } catch (error) {
    store.redis.disconnect();
    const reason = store.lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Could not reach Redis (REDIS_URL): ${reason}`, { cause: error });
  }
  new Logger('RateLimit').log('Rate-limit counters in Redis (shared by every server process)');
  return store;
}

/**
 * The counters of every rate limit ({@link CounterStore}: Redis when `REDIS_URL` is set, else memory) and
 * @nestjs/throttler's options for the API rate limit, and the global guards of the API rate limits. Global: the login
 * throttle uses the counters. The guards run after the identity module's `AuthGuard` (global guards run in the order of
 * their modules, and `AppModule` imports `IdentityModule` first), so that the API rate limit counts per signed-in user.
 */
@Global()
@Module({
  imports: [
    SettingsModule,
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, CounterStore],
      useFactory: (config: AppConfig, store: CounterStore) => ({
        throttlers: [{ name: 'default', ttl: API_RATE_WINDOW_MS, limit: config.http.apiRateLimitPerMinute }],
        skipIf: () => config.http.apiRateLimitPerMinute === 0,
        storage: new CounterThrottlerStorage(store),
      }),
    }),
  ],
  providers: [
    { provide: CounterStore, inject: [APP_CONFIG, SettingsService], useFactory: createCounterStore },
    { provide: APP_GUARD, useClass: ApiThrottlerGuard },
    { provide: APP_GUARD, useClass: ApiKeyRateLimitGuard },
  ],
  exports: [CounterStore, ThrottlerModule],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(CounterStore) private readonly store: CounterStore) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.store instanceof RedisCounterStore) {
      await this.store.close();
    }
  }
}
