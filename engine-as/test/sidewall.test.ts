import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateResponse, type Engine } from '@cla/engine';
import { pullData, request } from './helpers.js';

// Sidewall force per cable with several cables in a bend (docs/physics.md#sidewall-force, Cableizer f_rad / F_cable)

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

describe('sidewall factors for several cables (docs/physics.md#sidewall-force)', () => {
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

// Wall force of a vertical bend (docs/physics.md#string-force, N = |F·κ·n − W·ẑ⊥|): in the plane of the bend ẑ⊥ = cos φ·(±n),
// φ the slope of the tangent, so a sag (concave up, n upward) gives N = |F/R − W·cos φ| and an over-bend (convex,
// n downward) N = F/R + W·cos φ. The bend's radialForce is the highest N over the bend itself, not over the last
// sample of the straight before it (where the wall force is W·cos α).
describe('sidewall of vertical bends: the bend\'s own samples', () => {
  const W = 3 * 9.81;
  const R = 5;
  const d = Math.PI / 180;
  const vertical = (end: number) =>
    pullData(
      [
        { type: 'straight', slope: 0, length: 10 },
        { type: 'curve', angle: 0, radius: R },
        { type: 'straight', slope: end, length: 10 },
      ],
      { cableWeight: 3, lostForce: 0, stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 110, innerDiameter: 90, innerSurface: 'smooth', cof: 0.2 }] },
    );

  it('sag, F/R < W: N = W·cos φ − F/R falls along the bend, its maximum W − F_in/R at the entry (1e-9 relative)', () => {
    const r = engine.calculate(request(vertical(30)));
    const fIn = 0.2 * W * 10;
    const b = r.bends[0]!;
    expect(b.forceIn).toBeCloseTo(fIn, 9);
    // before the fix the level straight's W = 29.43 N/m was reported (+67 %)
    expect(Math.abs(b.radialForce / (W - fIn / R) - 1)).toBeLessThan(1e-9);
  });

  it('sag and over-bend: every sample inside the bend is the closed form, radialForce its maximum', () => {
    for (const [end, sign] of [[30, -1], [-30, 1]] as const) {
      const r = engine.calculate(request(vertical(end)));
      const b = r.bends[0]!;
      const s1 = b.position + R * b.totalAngle * d;
      let max = 0;
      r.profile.position.forEach((s, i) => {
        if (s <= b.position || s > s1) return;
        const phi = (s - b.position) / R;
        const n = Math.abs(r.profile.force[i]! / R + sign * W * Math.cos(phi));
        expect(r.profile.radialForce[i]!).toBeCloseTo(n, 9);
        max = Math.max(max, n);
      });
      // the entry value (a sample shared with the straight) from the closed form at F_in
      max = Math.max(max, Math.abs(b.forceIn / R + sign * W));
      expect(b.radialForce).toBeCloseTo(max, 9);
    }
  });

  it('W_SIDEWALL follows the bend\'s own maximum', () => {
    const fIn = 0.2 * W * 10;
    const own = W - fIn / R;
    const between = 0.5 * (own + W);
    const r = engine.calculate(request({ ...vertical(30), cableMaxRadialForce: between }));
    expect(r.messages.map((m) => m.code)).not.toContain('W_SIDEWALL');
  });
});
