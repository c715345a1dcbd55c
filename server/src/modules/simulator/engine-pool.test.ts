import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { CalculationAbortedError, EnginePool } from './engine-pool.js';

const FAKE_ENGINE = pathToFileURL(join(__dirname, '..', '..', '..', 'test', 'support', 'fake-engine.mjs')).href;

describe('EnginePool', () => {
  it('refuses to start when the engine door cannot load', async () => {
    const pool = new EnginePool({ size: 1, queueLimit: 1, engineModule: pathToFileURL('/nonexistent/engine.mjs').href });
    await expect(pool.start()).rejects.toThrow();
    expect(pool.stats().workers).toBe(0);
  });

  it('loads the built @cla/engine by default', async () => {
    const pool = new EnginePool({ size: 1, queueLimit: 1 });
    try {
      await pool.start();
      expect(pool.engineModuleUrl).toMatch(/\/engine-as\/dist\/node\.js$/);
      const response = await pool.run({ findMaxDistance: false, data: {} } as never);
      expect(response.status).toBe('notStarted');
    } finally {
      await pool.close();
    }
  });

  it('answers in order on one worker, and rejects what waits when it closes', async () => {
    const pool = new EnginePool({ size: 1, queueLimit: 5, engineModule: FAKE_ENGINE });
    await pool.start();
    const first = pool.run({ data: { tag: 1, sleepMs: 300 } } as never);
    const second = pool.run({ data: { tag: 2 } } as never);
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 1 });
    expect(await first).toMatchObject({ tag: 1 });
    expect(await second).toMatchObject({ tag: 2 });
    const running = pool.run({ data: { sleepMs: 5_000 } } as never);
    const waiting = pool.run({ data: {} } as never);
    const refused = [expect(running).rejects.toThrow('closed'), expect(waiting).rejects.toThrow('closed')];
    await pool.close();
    await Promise.all(refused);
    await expect(pool.run({ data: {} } as never)).rejects.toThrow('closed');
  });

  it('rejects at once a calculation whose signal already aborted', async () => {
    const pool = new EnginePool({ size: 1, queueLimit: 1, engineModule: FAKE_ENGINE });
    await pool.start();
    try {
      await expect(pool.run({ data: {} } as never, AbortSignal.abort())).rejects.toBeInstanceOf(CalculationAbortedError);
      expect(pool.stats()).toMatchObject({ busy: 0, queued: 0, replaced: 0 });
    } finally {
      await pool.close();
    }
  });
});
