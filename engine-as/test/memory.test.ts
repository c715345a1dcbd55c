// The wasm's collection schedule (assembly/index.ts collectGarbage: every 16th call while the memory is small, every
// call beyond 16 MB or after a call that grew it): memory stays bounded over repeated calls and the numbers do not
// depend on when the garbage was collected.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engineFromExports, RELEASE_WASM_URL, type CalculateRequest } from '@cla/engine';

const requests = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'requests');
const typical = JSON.parse(readFileSync(join(requests, 'jetting-2km-25-bends-typical-max.json'), 'utf8')) as CalculateRequest;
const module = new WebAssembly.Module(readFileSync(RELEASE_WASM_URL));

function fresh() {
  const exports = new WebAssembly.Instance(module, {}).exports;
  return { engine: engineFromExports(exports), megabytes: () => (exports.memory as WebAssembly.Memory).buffer.byteLength / 2 ** 20 };
}

/**
 * A jetting route of n short level-ish straights of `length` m on the typical section's cable and duct, with max
 * distance; with `copies`, a loop row repeats them that many more times.
 */
function longJetting(n: number, length = 0.15, copies = 0): CalculateRequest {
  const rows: CalculateRequest['data']['trajectory']['rows'] = Array.from({ length: n }, (_, i) => ({ type: 'straight' as const, slope: ((i % 5) - 2) * 0.1, length }));
  if (copies > 0) rows.push({ type: 'loop', loopCount: copies, dupSegments: n });
  return { ...typical, findMaxDistance: true, data: { ...typical.data, trajectory: { ...typical.data.trajectory, rows } } };
}

describe('wasm memory over repeated calls', () => {
  it('stays small over 200 typical jetting calls (the garbage of at most 16 calls waits)', () => {
    const { engine, megabytes } = fresh();
    for (let i = 0; i < 200; i++) engine.calculate(typical);
    expect(megabytes()).toBeLessThanOrEqual(8);
  });

  it('does not grow from one large call to the next (beyond 16 MB every call collects)', () => {
    const { engine, megabytes } = fresh();
    // 20 000 straights of 7.5 cm (100 rows and a loop): a few calls take the memory beyond 16 MB (two did until
    // jetting's final state reused its samples from call to call); two routes in turn, so that every call builds
    // its route (the same route again is reused: route-cache.ts)
    const big = [longJetting(100, 0.075, 199), longJetting(100, 0.0751, 199)];
    let calls = 0;
    while (megabytes() <= 16 && calls < 8) engine.calculate(big[calls++ % 2]!);
    const beyond = megabytes();
    expect(beyond).toBeGreaterThan(16);
    for (let i = 0; i < 4; i++) engine.calculate(big[(calls + i) % 2]!);
    expect(megabytes()).toBe(beyond);
  });

  it('gives the same numbers whatever was collected before', () => {
    const first = JSON.stringify(fresh().engine.calculate(typical));
    const { engine } = fresh();
    const other = longJetting(50);
    for (let i = 0; i < 40; i++) {
      engine.calculate(i % 3 === 0 ? other : typical);
      if (i % 7 === 6) expect(JSON.stringify(engine.calculate(typical))).toBe(first);
    }
  });
});
