// The counters of the rate limits, in memory.
/** One counter after an increment. */
export interface CounterHit {
  /** The count after this increment, within the current window. */
  readonly count: number;
  /** Milliseconds until the window ends and the counter starts again from 0. */
  readonly resetInMs: number;
}

/**
 * Fixed-window counters whose increment is atomic: two parallel requests never read the same count, so a
 * limit checked on the count an increment returns cannot be passed by sending requests at once. The memory
 * store serves one process; the Redis store ({@link RedisCounterStore}) is shared by every process using it.
 */
export abstract class CounterStore {
  /** Adds one to `key` and answers the new count; the first hit of a window starts it (`windowMs`). */
  abstract increment(key: string, windowMs: number): Promise<CounterHit>;
  /** Takes one back (a reserved attempt that succeeded); never below 0, nothing when the window has ended. */
  abstract decrement(key: string): Promise<void>;
  /** Forgets a key. */
  abstract delete(key: string): Promise<void>;
}

/** How often the memory store forgets ended windows. */
const SWEEP_INTERVAL_MS = 60_000;

/** Counters in this process's memory (the default without `REDIS_URL`): exact, but not shared between processes. */
export class MemoryCounterStore extends CounterStore {
  private readonly counters = new Map<string, { count: number; endsAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  increment(key: string, windowMs: number): Promise<CounterHit> {
    const now = this.now();
    this.sweep(now);
    let counter = this.counters.get(key);
    if (counter === undefined || counter.endsAt <= now) {
      counter = { count: 0, endsAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return Promise.resolve({ count: counter.count, resetInMs: counter.endsAt - now });
  }

  decrement(key: string): Promise<void> {
    const counter = this.counters.get(key);
    if (counter !== undefined && counter.endsAt > this.now() && counter.count > 0) {
      counter.count -= 1;
    }
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.counters.delete(key);
    return Promise.resolve();
  }

  /** The number of live counters (tests). */
  get size(): number {
    return this.counters.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) {
      return;
    }
    this.lastSweep = now;
    for (const [key, counter] of this.counters) {
      if (counter.endsAt <= now) {
        this.counters.delete(key);
      }
    }
  }
}
