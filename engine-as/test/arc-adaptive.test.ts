// The error-controlled arc integration (assembly/physics/arc.ts adaptiveArc, README "Speed"): the passes without samples
// (push grid, jetting and water evaluations, max-distance searches) integrate arcs with Dormand–Prince 5(4).
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculateResponse, SimulationData, TrajectoryRow } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { G, pullData, request } from './helpers.js';

let dbg: DebugEngine;
beforeAll(async () => {
  dbg = await createDebugEngine();
});

const straight = (length: number, slope = 0): TrajectoryRow => ({ type: 'straight', slope, length });
const curve = (angle: number, radius = 10): TrajectoryRow => ({ type: 'curve', angle, radius });
const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

/** The typical jetting section of the speed issue: 25 straights of 80 m (−2…2°) and 25 bends of ±30° at R 10 m. */
function typicalJetting(over: Partial<SimulationData> = {}): SimulationData {
  const rows: TrajectoryRow[] = [];
  for (let i = 0; i < 25; i++) rows.push(straight(80, ((i * 7) % 5) - 2), curve(i % 2 ? -30 : 30));
  return {
    ...pullData(rows),
    layingMethod: 'jetting',
    pushingSpeed: 60,
    airPressure: 10,
    macMaxPushingForce: 400,
    cableOuterDiameter: 12,
    cableWeight: 0.12,
    cableStiffness: 0.8,
    cableEnd: 'open',
    lostForce: 20,
    maxDistance: 5000,
    stretches: [{ id: 's', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'riped', cof: 0.1 }],
    ...over,
  };
}

function withScale(scale: number, run: () => CalculateResponse): CalculateResponse {
  dbg.set(1, scale);
  try {
    return run();
  } finally {
    dbg.set(1, 1);
  }
}

describe('adaptive arcs', () => {
  it('push through a horizontal bend: the limit where μ·W·R capstan with weight reaches the pusher (closed form, 1e-9 m)', () => {
    // free tip x beyond the bend: C_exit = μWx, C_entry = WR·sinh(μθ + asinh(C_exit/(WR))), pusher = C_entry + μW·L1
    // (a string: no stiffness, so no buckling and no bend-end force)
    const mu = 0.2;
    const w = 2 * G;
    const [l1, r, theta] = [300, 5, Math.PI / 2];
    const p = 2000;
    const data = pullData([straight(l1), curve(90, r), straight(2000)], { layingMethod: 'push', macMaxPushingForce: p, cableWeight: 2 });
    const res = dbg.engine.calculate(request(data));
    const x = (w * r * Math.sinh(Math.asinh((p - mu * w * l1) / (w * r)) - mu * theta)) / (mu * w);
    expect(res.status).toBe('failed');
    expect(Math.abs(res.distance - (l1 + r * theta + x))).toBeLessThan(1e-9 * res.distance + 1e-9);
  });

  it('jetting through 3-D bends with air, undulations and buckling: ten times finer steps (tolerance 1e-5 ×) change < 1e-6', () => {
    for (const und of [false, true]) {
      const stretches = [{ id: 's', type: 'inDuct' as const, outerDiameter: 40, innerDiameter: 33, innerSurface: 'riped' as const, cof: 0.1, ...(und ? { undulationPeriod: 3, undulationAmplitude: 12 } : {}) }];
      const data = typicalJetting({ stretches });
      const a = withScale(1, () => dbg.engine.calculate(request(data, true)));
      const b = withScale(0.1, () => dbg.engine.calculate(request(data, true)));
      expect(a.status).toBe(b.status);
      for (const k of ['distance', 'maxDistance', 'forceAtEnd', 'airFlow'] as const) expect(rel(a[k], b[k])).toBeLessThan(1e-6);
    }
  });
});
