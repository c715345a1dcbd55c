// E_DUCT_PRESSURE names the duct stretch at its position (the door reads it from the request's route), forward and
// backward; golden case waterpushpull-duct-max-pressure (a 500 m descent at −15° in an 8 bar duct, stop at 320.57 m).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CalculateRequest, createEngine, type Engine } from '@cla/engine';

const golden = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/golden/waterpushpull-duct-max-pressure.json'), 'utf8')) as {
  cases: { request: CalculateRequest }[];
};
const base = golden.cases[0]!.request;

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

/**
 * The golden route in two stretches: the descent's first `split` m in a 16 bar stretch "Entry 110/90" (when > 0),
 * the rest of the descent in the golden 8 bar one, the level run in a 16 bar "Exit 110/90".
 */
function twoStretches(split: number): CalculateRequest {
  const data = base.data;
  const rated = data.stretches[0]!;
  const entry = { ...rated, id: 'entry', stretchName: 'Entry 110/90', maxPressure: 16 };
  const exit = { ...rated, id: 'exit', stretchName: 'Exit 110/90', maxPressure: 16 };
  const descent = (length: number) => ({ type: 'straight' as const, slope: -15, length });
  const rows = [
    ...(split > 0 ? [descent(split), { type: 'stretch' as const, stretch: rated.id }] : []),
    descent(500 - split),
    { type: 'stretch' as const, stretch: 'exit' },
    { type: 'straight' as const, slope: 0, length: 500 },
  ];
  const stretches = split > 0 ? [entry, rated, exit] : [rated, exit];
  return { ...base, data: { ...data, stretches, trajectory: { ...data.trajectory, rows } } } as CalculateRequest;
}

describe('the duct stretch an over-pressure lies in', () => {
  it.each([0, 250])('is named in params.stretch and in the sentence (the 8 bar stretch from %s m)', (split) => {
    const response = engine.calculate(twoStretches(split));
    const message = response.messages.find((m) => m.code === 'E_DUCT_PRESSURE');
    expect(response.status).toBe('failed');
    expect(message?.params).toMatchObject({ stretch: '110/90', maxPressure: 8 });
    // where the water behind the pig reaches 8 bar (the golden case's closed form), inside the 8 bar stretch
    expect(Number(message?.params?.['position'])).toBeCloseTo(320.5745, 3);
    expect(message?.message).toContain('duct stretch 110/90 (8 bar)');
  });

  it('names the only stretch of the golden route', () => {
    const response = engine.calculate(base);
    const message = response.messages.find((m) => m.code === 'E_DUCT_PRESSURE');
    expect(message?.params?.['stretch']).toBe(base.data.stretches[0]!.stretchName);
  });
});
