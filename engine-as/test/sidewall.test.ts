import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateResponse, type Engine } from '@cla/engine';
import { pullData, request } from './helpers.js';

// Sidewall force per cable with several cables in a bend (physics.md §1.4, Cableizer f_rad / F_cable)

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const rows = [
  { type: 'straight' as const, slope: 0, length: 100 },
  { type: 'curve' as const, angle: 90, radius: 2 },
  { type: 'straight' as const, slope: 0, length: 10 },
];

/** Highest whole-bundle wall force per length in the bend (profile samples inside it). */
function bundleRadial(r: CalculateResponse): number {
  const b = r.bends[0]!;
  const end = b.position + (b.radius * b.totalAngle * Math.PI) / 180;
  let max = 0;
  r.profile.position.forEach((s, i) => {
    if (s >= b.position && s <= end) max = Math.max(max, r.profile.radialForce[i]!);
  });
  return max;
}

const pull = (cableCount: number, twistedBundle = false, cableMaxRadialForce?: number) =>
  engine.calculate(request(pullData(rows, { cableCount, twistedBundle, cableOuterDiameter: 20, lostForce: 500, cableMaxRadialForce })));

describe('sidewall factors for several cables (physics.md §1.4)', () => {
  it('one cable, two cables and a twisted bundle: the whole wall force (factor 1)', () => {
    for (const r of [pull(1), pull(2), pull(3, true)]) {
      expect(r.bends[0]!.radialForce).toBeCloseTo(bundleRadial(r), 9);
    }
  });

  it('three cables (triangular): w_c/2, with w_c = 1/√(1 − x²), x = D_c/(D_d − D_c)', () => {
    const x = 20 / (100 - 20);
    const wc = 1 / Math.sqrt(1 - x * x);
    const r = pull(3);
    expect(r.bends[0]!.radialForce).toBeCloseTo((wc / 2) * bundleRadial(r), 9);
  });

  it('four cables w_c/2 = 0.7, five and six w_c − 1 = 0.4 (w_c = 1.4), seven or more 1', () => {
    expect(pull(4).bends[0]!.radialForce / bundleRadial(pull(4))).toBeCloseTo(0.7, 12);
    expect(pull(5).bends[0]!.radialForce / bundleRadial(pull(5))).toBeCloseTo(0.4, 12);
    expect(pull(6).bends[0]!.radialForce / bundleRadial(pull(6))).toBeCloseTo(0.4, 12);
    expect(pull(7).bends[0]!.radialForce / bundleRadial(pull(7))).toBeCloseTo(1, 12);
  });

  it('W_SIDEWALL compares the per-cable force with cableMaxRadialForce', () => {
    const whole = bundleRadial(pull(3));
    const perCable = pull(3).bends[0]!.radialForce;
    const limit = 0.5 * (whole + perCable);
    expect(pull(3, false, limit).messages.map((m) => m.code)).not.toContain('W_SIDEWALL');
    expect(pull(3, true, limit).messages.map((m) => m.code)).toContain('W_SIDEWALL');
  });
});
