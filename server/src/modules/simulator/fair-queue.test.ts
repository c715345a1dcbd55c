// Tests of the fair queue: owners in turn, and its two bounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { FairQueue } from './fair-queue.js';

function drain<T>(queue: FairQueue<T>): T[] {
  const out: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    out.push(item);
  }
  return out;
}

describe('FairQueue', () => {
  it('serves owners in turn: a single item of B comes second, not after A’s burst of 50', () => {
    const queue = new FairQueue<string>(1000, 100);
    for (let index = 0; index < 50; index += 1) {
      expect(queue.push('A', `a${index}`)).toBeUndefined();
    }
    queue.push('B', 'b0');
    queue.push('C', 'c0');
    queue.push('C', 'c1');
    expect(drain(queue).slice(0, 6)).toEqual(['a0', 'b0', 'c0', 'a1', 'c1', 'a2']);
    expect(queue.size).toBe(0);
  });

  it('refuses past the owner’s cap first, then past the total limit', () => {
    const queue = new FairQueue<number>(3, 2);
    expect(queue.push('A', 1)).toBeUndefined();
    expect(queue.push('A', 2)).toBeUndefined();
    expect(queue.push('A', 3)).toBe('owner-full');
    expect(queue.push('B', 4)).toBeUndefined();
    expect(queue.push('C', 5)).toBe('full');
    expect(queue.size).toBe(3);
    expect(queue.sizeOf('A')).toBe(2);
  });

  it('removes a waiting item (an aborted job) and forgets an owner left with none', () => {
    const queue = new FairQueue<string>(10, 10);
    queue.push('A', 'a0');
    queue.push('B', 'b0');
    queue.push('A', 'a1');
    expect(queue.remove('A', 'a0')).toBe(true);
    expect(queue.remove('A', 'a0')).toBe(false);
    expect(queue.remove('B', 'b0')).toBe(true);
    expect(queue.sizeOf('B')).toBe(0);
    expect(drain(queue)).toEqual(['a1']);
  });

  it('property: keeps each owner’s order, loses nothing, and never lets an owner wait more than one turn per other owner', () => {
    const pushes = fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 200 });
    fc.assert(
      fc.property(pushes, (owners) => {
        const queue = new FairQueue<{ owner: string; index: number }>(1000, 1000);
        owners.forEach((owner, index) => queue.push(owner, { owner, index }));
        const out = drain(queue);
        expect(out).toHaveLength(owners.length);
        for (const owner of new Set(owners)) {
          const indices = out.filter((item) => item.owner === owner).map((item) => item.index);
          expect(indices).toEqual([...indices].sort((a, b) => a - b));
          // All pushed before any shift: owner's k-th item leaves within the first k × (owners) items.
          const owned = out.map((item, position) => ({ item, position })).filter(({ item }) => item.owner === owner);
          owned.forEach(({ position }, k) => expect(position).toBeLessThan((k + 1) * new Set(owners).size));
        }
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });
});
