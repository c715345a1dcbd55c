import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SettingsService } from '../settings/settings.service.js';
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
 * @nestjs/throttler's options for the API rate limit. Global: the login throttle and the guard use it.
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
  providers: [{ provide: CounterStore, inject: [APP_CONFIG, SettingsService], useFactory: createCounterStore }],
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
