// Tests of the engine pool: workers, queues, timeouts and spare threads.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { CalculationTimeoutError, RateLimitedError, ServiceUnavailableError } from '../../errors/domain-error.js';
import { CalculationAbortedError, EnginePool } from './engine-pool.js';

const FAKE_ENGINE = pathToFileURL(join(__dirname, '..', '..', '..', 'test', 'support', 'fake-engine.mjs')).href;
const SLOW_START_ENGINE = pathToFileURL(join(__dirname, '..', '..', '..', 'test', 'support', 'slow-start-engine.mjs')).href;

describe('EnginePool', () => {
  it('refuses to start when the engine door cannot load', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 1, engineModule: pathToFileURL('/nonexistent/engine.mjs').href });
    await expect(pool.start()).rejects.toThrow();
    expect(pool.stats().workers).toBe(0);
  });

  it('loads the built @cla/engine by default', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 1 });
    try {
      await pool.start();
      expect(pool.engineModuleUrl).toMatch(/\/engine-as\/dist\/node\.js$/);
      const response = JSON.parse(await pool.run({ findMaxDistance: false, data: {} } as never)) as { status: string };
      expect(response.status).toBe('notStarted');
    } finally {
      await pool.close();
    }
  });

  it('answers in order on one worker, and rejects what waits when it closes', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 5, engineModule: FAKE_ENGINE });
    await pool.start();
    const first = pool.run({ data: { tag: 1, sleepMs: 300 } } as never);
    const second = pool.run({ data: { tag: 2 } } as never);
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 1 });
    expect(JSON.parse(await first)).toMatchObject({ tag: 1 });
    expect(JSON.parse(await second)).toMatchObject({ tag: 2 });
    const running = pool.run({ data: { sleepMs: 5_000 } } as never);
    const waiting = pool.run({ data: {} } as never);
    const refused = [expect(running).rejects.toThrow('closed'), expect(waiting).rejects.toThrow('closed')];
    await pool.close();
    await Promise.all(refused);
    await expect(pool.run({ data: {} } as never)).rejects.toThrow('closed');
  });

  it('rejects at once a calculation whose signal already aborted', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 1, engineModule: FAKE_ENGINE });
    await pool.start();
    try {
      await expect(pool.run({ data: {} } as never, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(CalculationAbortedError);
      expect(pool.stats()).toMatchObject({ busy: 0, queued: 0, replaced: 0 });
    } finally {
      await pool.close();
    }
  });

  it('is fair between users: B’s single job is not stuck behind A’s 50', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 100, userQueueLimit: 60, engineModule: FAKE_ENGINE });
    await pool.start();
    try {
      const order: string[] = [];
      const track = (tag: string, promise: Promise<unknown>): Promise<unknown> => promise.then(() => order.push(tag));
      const burst = Array.from({ length: 50 }, (_, index) =>
        track(`a${index}`, pool.run({ data: { tag: `a${index}`, sleepMs: 20 } } as never, { user: 'A' })),
      );
      const single = track('b', pool.run({ data: { tag: 'b' } } as never, { user: 'B' }));
      await single;
      // A's first job was already running and the next one had its turn: B's answer comes third at the latest.
      expect(order.indexOf('b')).toBeLessThanOrEqual(2);
      expect(pool.stats().queued).toBeGreaterThan(40);
      await Promise.all(burst);
      expect(order).toHaveLength(51);
    } finally {
      await pool.close();
    }
  });

  it('refuses one user past their cap with 429, and everyone past the queue limit with 503', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 3, userQueueLimit: 2, engineModule: FAKE_ENGINE });
    await pool.start();
    try {
      const accepted = [
        pool.run({ data: { sleepMs: 300 } } as never, { user: 'A' }), // runs
        pool.run({ data: {} } as never, { user: 'A' }), // waits
        pool.run({ data: {} } as never, { user: 'A' }), // waits: A's cap reached
      ];
      await expect(pool.run({ data: {} } as never, { user: 'A' })).rejects.toBeInstanceOf(RateLimitedError);
      accepted.push(pool.run({ data: {} } as never, { user: 'B' })); // the queue is now full (3)
      const refused = pool.run({ data: {} } as never, { user: 'C' });
      await expect(refused).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 1 });
      await Promise.all(accepted);
      expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
    } finally {
      await pool.close();
    }
  });

  it('stops a calculation past the time limit, replaces its worker, and answers the next one at once', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 5, timeoutMs: 300, engineModule: FAKE_ENGINE });
    await pool.start();
    try {
      const endless = pool.run({ data: { spin: true } } as never, { user: 'A' });
      const next = pool.run({ data: { tag: 'next' } } as never, { user: 'B' });
      await expect(endless).rejects.toBeInstanceOf(CalculationTimeoutError);
      await expect(endless).rejects.toMatchObject({ code: 'CALCULATION_TIMEOUT', details: { timeoutMs: 300 } });
      expect(JSON.parse(await next)).toMatchObject({ tag: 'next' });
      expect(pool.stats()).toMatchObject({ workers: 1, busy: 0, replaced: 1, timedOut: 1 });
    } finally {
      await pool.close();
    }
  });

  it('counts the time limit from the start of the calculation, not while a replaced worker loads its engine', async () => {
    // the replacement thread takes 600 ms to load its engine, longer than the 300 ms limit
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 5, timeoutMs: 300, engineModule: SLOW_START_ENGINE });
    await pool.start();
    try {
      const endless = pool.run({ data: { spin: true } } as never, { user: 'A' });
      const next = pool.run({ data: { tag: 'after the slow start' } } as never, { user: 'B' });
      await expect(endless).rejects.toBeInstanceOf(CalculationTimeoutError);
      expect(JSON.parse(await next)).toMatchObject({ tag: 'after the slow start' });
      expect(pool.stats()).toMatchObject({ replaced: 1, timedOut: 1 });
    } finally {
      await pool.close();
    }
  });

  it('starts the next calculation on a spare thread while one runs long, and compresses as asked', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 1, longRunMs: 50, queueLimit: 5, engineModule: FAKE_ENGINE });
    await pool.start();
    try {
      expect(pool.stats()).toMatchObject({ workers: 2, busy: 0, long: 0 });
      let longDone = false;
      const long = pool.run({ data: { tag: 'long', sleepMs: 5_000 } } as never, { user: 'A' }).finally(() => {
        longDone = true;
      });
      const quick = pool.calculate({ data: { tag: 'quick' } } as never, { user: 'B', encoding: 'gzip' });
      expect(pool.stats()).toMatchObject({ busy: 1, queued: 1 });
      // Once the first has run 50 ms it counts as long: the quick one starts beside it and answers first.
      const answer = await quick;
      expect(longDone).toBe(false);
      expect(answer.encoding).toBe('identity'); // under 1 KB: never compressed
      expect(JSON.parse(answer.body as string)).toMatchObject({ tag: 'quick' });
      expect(pool.stats()).toMatchObject({ busy: 1, long: 1 });
      // A second long one takes the only worker: spare threads are used up, so the next one waits.
      const second = pool.run({ data: { tag: 'second', sleepMs: 300 } } as never, { user: 'B' });
      await expect.poll(() => pool.stats()).toMatchObject({ busy: 2, long: 2 });
      const third = pool.run({ data: { tag: 'third' } } as never, { user: 'C' });
      expect(pool.stats()).toMatchObject({ queued: 1 });
      expect(JSON.parse(await second)).toMatchObject({ tag: 'second' });
      expect(JSON.parse(await third)).toMatchObject({ tag: 'third' });
      expect(longDone).toBe(false);
      expect(JSON.parse(await long)).toMatchObject({ tag: 'long' });
      expect(pool.stats()).toMatchObject({ busy: 0, long: 0, queued: 0 });
    } finally {
      await pool.close();
    }
  });

  it('lets an engine exception fail its job only; the worker makes itself a fresh engine', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 5, engineModule: FAKE_ENGINE });
    await pool.start();
    try {
      const before = JSON.parse(await pool.run({ data: {} } as never)) as { threadId: number; engines: number };
      await expect(pool.run({ data: { fail: true } } as never)).rejects.toThrow(/The engine failed: .*wasm trap/);
      const after = JSON.parse(await pool.run({ data: {} } as never)) as { threadId: number; engines: number };
      expect(after).toMatchObject({ threadId: before.threadId, engines: before.engines + 1 });
      expect(pool.stats()).toMatchObject({ engineFailures: 1, replaced: 0 });
    } finally {
      await pool.close();
    }
  });

  it('removes an aborted waiting job from its user’s queue, and replaces the worker of an aborted running one', async () => {
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 5, engineModule: FAKE_ENGINE });
    await pool.start();
    try {
      const running = new AbortController();
      const waiting = new AbortController();
      const first = pool.run({ data: { sleepMs: 20_000 } } as never, { user: 'A', signal: running.signal });
      const second = pool.run({ data: {} } as never, { user: 'A', signal: waiting.signal });
      expect(pool.stats()).toMatchObject({ busy: 1, queued: 1 });
      waiting.abort();
      await expect(second).rejects.toBeInstanceOf(CalculationAbortedError);
      expect(pool.stats()).toMatchObject({ busy: 1, queued: 0, replaced: 0 });
      running.abort();
      await expect(first).rejects.toBeInstanceOf(CalculationAbortedError);
      await expect.poll(() => pool.stats()).toMatchObject({ busy: 0, replaced: 1, workers: 1 });
      expect(JSON.parse(await pool.run({ data: { tag: 'after' } } as never))).toMatchObject({ tag: 'after' });
    } finally {
      await pool.close();
    }
  });

  it('fails alone a request the copy between threads cannot carry (6000 levels), and stays usable', async () => {
    // The HTTP pipe refuses such a body first; this is the pool's own guard (the old pool kept its worker busy for good).
    let deep: unknown = {};
    for (let level = 0; level < 6000; level += 1) {
      deep = { a: deep };
    }
    const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 5, engineModule: FAKE_ENGINE });
    await pool.start();
    try {
      await expect(pool.run({ data: { deep } } as never)).rejects.toThrow(RangeError);
      expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
      expect(JSON.parse(await pool.run({ data: { tag: 'next' } } as never))).toMatchObject({ tag: 'next' });
    } finally {
      await pool.close();
    }
  });

  describe('background calculations (studies)', () => {
    it('run only when no interactive calculation waits: interactive ones queued behind a running one go first', async () => {
      const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 10, engineModule: FAKE_ENGINE });
      await pool.start();
      try {
        const order: string[] = [];
        const track = (name: string, promise: Promise<string>) => promise.then(() => order.push(name));
        const first = track('interactive 1', pool.run({ data: { sleepMs: 200 } } as never));
        const background = track('background', pool.run({ data: {} } as never, { user: 'study:a', priority: 'background' }));
        const second = track('interactive 2', pool.run({ data: {} } as never, { user: 'b' }));
        expect(pool.stats()).toMatchObject({ busy: 1, queued: 1, backgroundQueued: 1 });
        await Promise.all([first, background, second]);
        expect(order).toEqual(['interactive 1', 'interactive 2', 'background']);
      } finally {
        await pool.close();
      }
    });

    it('leave the spare threads to interactive calculations, which start at once while a background one runs', async () => {
      const pool = new EnginePool({ size: 1, spareWorkers: 1, queueLimit: 10, engineModule: FAKE_ENGINE });
      await pool.start();
      try {
        const order: string[] = [];
        const slow = pool.run({ data: { sleepMs: 400, tag: 'bg1' } } as never, { user: 'study:a', priority: 'background' }).then(() => order.push('background 1'));
        const next = pool.run({ data: { tag: 'bg2' } } as never, { user: 'study:a', priority: 'background' }).then(() => order.push('background 2'));
        // the second background run waits: background runs never take more than `size` threads
        expect(pool.stats()).toMatchObject({ busy: 1, background: 1, backgroundQueued: 1 });
        const interactive = pool.run({ data: { tag: 'i' } } as never, { user: 'u' }).then(() => order.push('interactive'));
        expect(pool.stats()).toMatchObject({ busy: 2, background: 1, queued: 0 });
        await Promise.all([slow, next, interactive]);
        expect(order).toEqual(['interactive', 'background 1', 'background 2']);
      } finally {
        await pool.close();
      }
    });

    it('are never refused by the queue limits, and leave the queue when aborted', async () => {
      const pool = new EnginePool({ size: 1, spareWorkers: 0, queueLimit: 0, userQueueLimit: 1, engineModule: FAKE_ENGINE });
      await pool.start();
      try {
        const running = pool.run({ data: { sleepMs: 200 } } as never, { priority: 'background', user: 'study:a' });
        const stop = new AbortController();
        const waiting = pool.run({ data: {} } as never, { priority: 'background', user: 'study:a', signal: stop.signal });
        const third = pool.run({ data: { tag: 3 } } as never, { priority: 'background', user: 'study:a' });
        expect(pool.stats()).toMatchObject({ backgroundQueued: 2 });
        stop.abort();
        await expect(waiting).rejects.toBeInstanceOf(CalculationAbortedError);
        expect(pool.stats()).toMatchObject({ backgroundQueued: 1 });
        await running;
        expect(JSON.parse(await third)).toMatchObject({ tag: 3 });
      } finally {
        await pool.close();
      }
    });
  });
});
