// The shared batched writer: batches by size and on flush, in order, drops and counts past the limit, reports a failed write.
import { describe, expect, it } from 'vitest';

import { BatchedWriter, type BatchedWriterOptions } from './batched-writer.js';

function writer(overrides: Partial<BatchedWriterOptions<number>> = {}) {
  const batches: number[][] = [];
  const dropped: number[] = [];
  const errors: string[] = [];
  const out = new BatchedWriter<number>({
    flushIntervalMs: 60_000,
    flushSize: 3,
    maxPending: 5,
    write: (rows) => {
      batches.push([...rows]);
      return Promise.resolve();
    },
    onDropped: (count) => dropped.push(count),
    onError: (error, count) => errors.push(`${count}: ${String(error)}`),
    ...overrides,
  });
  return { out, batches, dropped, errors };
}

describe('BatchedWriter', () => {
  it('writes a full batch without waiting and the rest on flush, in order', async () => {
    const { out, batches } = writer();
    for (const n of [1, 2, 3]) out.add(n);
    // the third row filled the batch: its write is under way before any flush is asked for
    await Promise.resolve();
    expect(batches).toEqual([[1, 2, 3]]);
    out.add(4);
    await out.flush();
    expect(batches).toEqual([[1, 2, 3], [4]]);
    await out.flush();
    expect(batches).toHaveLength(2);
  });

  it('drops rows past maxPending and reports how many before the next batch', async () => {
    const { out, batches, dropped } = writer({ flushSize: 100 });
    for (let n = 0; n < 8; n += 1) out.add(n);
    await out.flush();
    expect(batches).toEqual([[0, 1, 2, 3, 4]]);
    expect(dropped).toEqual([3]);
  });

  it('reports a failed write instead of throwing, and goes on', async () => {
    let fail = true;
    const batches: number[][] = [];
    const { out, errors } = writer({
      write: (rows) => {
        if (fail) return Promise.reject(new Error('database down'));
        batches.push([...rows]);
        return Promise.resolve();
      },
    });
    out.add(1);
    await out.flush();
    fail = false;
    out.add(2);
    await out.flush();
    expect(errors).toEqual(['1: Error: database down']);
    expect(batches).toEqual([[2]]);
  });
});
