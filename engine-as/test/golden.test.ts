import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateRequest, type CalculateResponse, type Engine, type FlowRequest, type FlowResponse } from '@cla/engine';

interface Tolerance {
  abs?: number;
  rel?: number;
}
interface GoldenFile {
  name: string;
  /** `flow`: the cases are flow-calculator requests (engine.flow); otherwise simulations (engine.calculate) */
  kind?: 'calculate' | 'flow';
  source: string;
  tolerance: Record<string, Tolerance>;
  /** `tolerance` of a case overrides the file's for its fields */
  cases: { name: string; request: CalculateRequest | FlowRequest; expected: Record<string, unknown>; tolerance?: Record<string, Tolerance> }[];
}

const dir = join(import.meta.dirname, '..', '..', 'fixtures', 'golden');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

describe.each(files)('golden %s', (file) => {
  const golden = JSON.parse(readFileSync(join(dir, file), 'utf8')) as GoldenFile;
  it('names its source', () => {
    expect(golden.source.length).toBeGreaterThan(10);
  });
  it.each(golden.cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const r: CalculateResponse | FlowResponse =
      golden.kind === 'flow' ? engine.flow(c.request as FlowRequest) : engine.calculate(c.request as CalculateRequest);
    for (const [field, expected] of Object.entries(c.expected)) {
      const actual = fieldOf(r, field);
      const tol = c.tolerance?.[field] ?? golden.tolerance[field];
      if (typeof expected === 'number' && tol) {
        const allowed = Math.max(tol.abs ?? 0, (tol.rel ?? 0) * Math.abs(expected));
        expect(Math.abs((actual as number) - expected), `${field}: ${actual} vs ${expected}`).toBeLessThanOrEqual(allowed);
      } else {
        expect(actual).toEqual(expected);
      }
    }
  });
});

/**
 * A response field by its path: `distance`, `limitedBy.code`, `progress.pullingForce.-1` (an array's index, negative
 * from its end), `messages.E_WATER_CREST.pressure` (the first message of that code, its param).
 */
function fieldOf(r: unknown, path: string): unknown {
  let at: unknown = r;
  const parts = path.split('.');
  for (let i = 0; i < parts.length; i++) {
    const key = parts[i]!;
    if (key === 'messages' && i + 1 < parts.length) {
      const code = parts[++i];
      at = (at as CalculateResponse).messages.find((m) => m.code === code)?.params;
    } else if (Array.isArray(at)) {
      at = at.at(Number(key));
    } else {
      at = (at as Record<string, unknown> | undefined)?.[key];
    }
  }
  return at;
}
