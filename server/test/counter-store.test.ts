import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { type CounterStore, MemoryCounterStore } from '../src/modules/rate-limit/counter-store.js';
import { RedisCounterStore } from '../src/modules/rate-limit/redis-counter-store.js';

const REDIS_URL = process.env['REDIS_URL'];
const namespace = `test-${randomUUID()}`;
const redis = REDIS_URL === undefined ? undefined : new RedisCounterStore(REDIS_URL, () => namespace);

afterAll(async () => {
  await redis?.close();
});

const stores: [string, () => Promise<CounterStore>][] = [
  ['memory', () => Promise.resolve(new MemoryCounterStore())],
  ...(redis === undefined
    ? []
    : ([
        [
          'redis',
          async () => {
            if (redis.redis.status === 'wait') {
              await redis.connect();
            }
            return redis;
          },
        ],
      ] as [string, () => Promise<CounterStore>][])),
];

describe.each(stores)('CounterStore (%s)', (_, open) => {
  it('gives 100 parallel increments the counts 1 to 100, each once', async () => {
    const store = await open();
    const key = randomUUID();
    const hits = await Promise.all(Array.from({ length: 100 }, () => store.increment(key, 60_000)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    for (const hit of hits) {
      expect(hit.resetInMs).toBeGreaterThan(59_000);
      expect(hit.resetInMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('takes an attempt back, never below 0, and forgets a key', async () => {
    const store = await open();
    const key = randomUUID();
    await store.increment(key, 60_000);
    await store.increment(key, 60_000);
    await store.decrement(key);
    expect((await store.increment(key, 60_000)).count).toBe(2);
    await store.delete(key);
    await store.decrement(key);
    expect((await store.increment(key, 60_000)).count).toBe(1);
  });

  it('starts again when the window ends', async () => {
    const store = await open();
    const key = randomUUID();
    await store.increment(key, 50);
    await store.increment(key, 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await store.increment(key, 50)).count).toBe(1);
  });
});

describe('MemoryCounterStore', () => {
  it('forgets ended windows as time passes', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    await store.increment('a', 1_000);
    now = 61_000;
    await store.increment('b', 1_000);
    expect(store.size).toBe(1);
  });
});
