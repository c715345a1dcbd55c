// Every scalar result of the requests of scalar-cases.ts stays within 1e-4 relative of the recorded baseline
// (scalars-baseline.json, recorded before the speed work on the engine's numerics): a change of numerical method
// or a move of code must not move a result. RECORD_SCALARS=1 rewrites the baseline (only on purpose).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '@cla/engine';
import { scalarCases, scalarsOf, type Scalars } from './scalar-cases.js';

const file = join(import.meta.dirname, 'scalars-baseline.json');
const REL = 1e-4;
const cases = scalarCases();

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

describe('scalar results against the baseline', () => {
  it('covers the cases', () => {
    expect(cases.length).toBeGreaterThan(80);
  });
  if (process.env.RECORD_SCALARS === '1') {
    it('records the baseline', () => {
      const all: Record<string, Scalars> = {};
      for (const [name, request] of cases) all[name] = scalarsOf(engine.calculate(request));
      writeFileSync(file, `${JSON.stringify(all, null, 1)}\n`);
    });
    return;
  }
  const baseline = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Scalars>) : {};
  it.each(cases.map(([name, request]) => [name, request] as const))('%s', (name, request) => {
    const expected = baseline[name];
    if (!expected) throw new Error(`no baseline for ${name}`);
    const actual = scalarsOf(engine.calculate(request));
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, want] of Object.entries(expected)) {
      const got = actual[key];
      if (typeof want === 'number' && typeof got === 'number') {
        // relative to the value, with a floor for values that are (close to) zero: 1e-4 of the case's largest force
        const scale = Math.max(Math.abs(want), 1e-9);
        expect(Math.abs(got - want), `${key}: ${got} vs ${want}`).toBeLessThanOrEqual(REL * scale + 1e-9);
      } else {
        expect(got, key).toEqual(want);
      }
    }
  });
});
