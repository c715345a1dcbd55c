// Horizontal arcs in closed form (assembly/physics/arc.ts horizontalArc, README "Speed"): a level bend with nothing but the
// string and the weight solves dF/dθ = μ·√(F² + (W·R)²) exactly, F(θ) = W·R·sinh(μθ + asinh(F0/(W·R))).
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine, type TrajectoryRow } from '@cla/engine';
import { G, pullData, request } from './helpers.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const straight = (length: number, slope = 0): TrajectoryRow => ({ type: 'straight', slope, length });
const curve = (angle: number, radius = 10): TrajectoryRow => ({ type: 'curve', angle, radius });
const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

describe('closed-form horizontal arcs', () => {
  // a heavy cable entering a wide bend at low tension: the weight term dominates the wall force
  const mu = 0.3;
  const w = 8 * G;
  const [l1, r, deg] = [20, 30, 75];
  const theta = (deg * Math.PI) / 180;
  const data = pullData([straight(l1), curve(deg, r), straight(50)], { cableWeight: 8, stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 110, innerDiameter: 100, innerSurface: 'smooth', cof: mu }] });
  const t0 = mu * w * l1;
  const exact = (phi: number) => w * r * Math.sinh(mu * phi + Math.asinh(t0 / (w * r)));

  it('gives the capstan with weight at the bend exit and the head (1e-12 relative)', () => {
    const res = engine.calculate({ ...request(data), fullResolution: true });
    const bend = res.bends[0]!;
    expect(rel(bend.forceIn, t0)).toBeLessThan(1e-12);
    expect(rel(bend.forceOut, exact(theta))).toBeLessThan(1e-12);
    expect(rel(res.forceAtEnd, exact(theta) + mu * w * 50)).toBeLessThan(1e-12);
    // the peak wall force is at the exit: √((F/R)² + W²)
    expect(rel(bend.radialForce, Math.hypot(exact(theta) / r, w))).toBeLessThan(1e-12);
  });

  it('samples the bend on the closed form, and their linear interpolation is within 1e-5 relative', () => {
    const res = engine.calculate({ ...request(data), fullResolution: true });
    const { position, force } = res.profile;
    const inside = position.map((s, i) => [s, force[i]!] as const).filter(([s]) => s >= l1 && s <= l1 + r * theta);
    expect(inside.length).toBeGreaterThan(2);
    for (const [s, f] of inside) expect(rel(f, exact((s - l1) / r))).toBeLessThan(1e-12);
    for (let i = 0; i + 1 < inside.length; i++) {
      const [sa, fa] = inside[i]!;
      const [sb, fb] = inside[i + 1]!;
      for (let k = 1; k < 10; k++) {
        const s = sa + ((sb - sa) * k) / 10;
        const linear = fa + ((fb - fa) * (s - sa)) / (sb - sa);
        expect(rel(linear, exact((s - l1) / r))).toBeLessThan(1e-5);
      }
    }
  });

  it('agrees with the error-controlled integration of a barely sloped (3-D) bend (1e-6 relative)', () => {
    // slopes of 1e-6° make the bend 3-D: it is integrated by Dormand–Prince instead of the closed form
    const tilted = pullData([straight(l1, 1e-6), curve(deg, r), straight(50, 1e-6)], { cableWeight: 8, stretches: data.stretches });
    const a = engine.calculate(request(data));
    const b = engine.calculate(request(tilted));
    expect(rel(a.forceAtEnd, b.forceAtEnd)).toBeLessThan(1e-6);
    expect(rel(a.bends[0]!.forceOut, b.bends[0]!.forceOut)).toBeLessThan(1e-6);
  });

  it('runs backward the same way: a pushed horizontal bend (exact inverse, 1e-12 relative)', () => {
    // push with a free tip 50 m beyond the bend: C_exit = μW·50, C_entry = WR·sinh(μθ + asinh(C_exit/(WR)))
    const push = pullData([straight(l1), curve(deg, r), straight(50)], { layingMethod: 'push', cableWeight: 8, stretches: data.stretches });
    const res = engine.calculate(request(push));
    const cExit = mu * w * 50;
    const cEntry = w * r * Math.sinh(mu * theta + Math.asinh(cExit / (w * r)));
    expect(rel(res.forceAtEnd, cEntry + mu * w * l1)).toBeLessThan(1e-12);
  });
});
