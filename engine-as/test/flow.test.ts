import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine, type FlowRequest } from '@cla/engine';

// The flow calculator (engine.flow), from the request format: closed forms and inverses.

const RHO = 1000;
const NU = 1e-6;
const RS = 287.05;
const T = 293.15;
const MU_AIR = 1.81e-5;
const PA = 1.013e5;
const RHO_FREE = PA / (RS * T);

const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

describe('water flow closed forms (docs/physics.md#water-flow)', () => {
  it('Darcy–Weisbach, turbulent smooth pipe (Blasius): Δp = λ·(L/D)·ρv²/2', () => {
    const d = 0.05;
    const q = 2e-3; // m³/s
    const v = q / ((Math.PI / 4) * d * d);
    const re = (v * d) / NU;
    expect(re).toBeGreaterThan(4000);
    expect(re).toBeLessThan(1e5);
    const lambda = 0.316 * re ** -0.25;
    const dp = (lambda * (800 / d) * RHO * v * v) / 2;
    const r = engine.flow({ fluid: 'water', innerDiameter: 50, length: 800, flow: q * 60_000 });
    expect(r.status).toBe('success');
    expect(rel(r.pressure * 1e5, dp)).toBeLessThan(1e-9);
    expect(r.regime).toBe('turbulent');
    expect(rel(r.reynolds, re)).toBeLessThan(1e-12);
    expect(rel(r.frictionFactor, lambda)).toBeLessThan(1e-12);
    expect(rel(r.velocityIn, v)).toBeLessThan(1e-12);
  });

  it('Hagen–Poiseuille, laminar: Δp = 128·μ·L·Q/(π·D⁴)', () => {
    const d = 0.01;
    const q = 5e-6;
    const dp = (128 * RHO * NU * 300 * q) / (Math.PI * d ** 4);
    const r = engine.flow({ fluid: 'water', innerDiameter: 10, length: 300, flow: q * 60_000 });
    expect(r.regime).toBe('laminar');
    expect(rel(r.pressure * 1e5, dp)).toBeLessThan(1e-9);
    // and back: the pressure gives the flow
    const back = engine.flow({ fluid: 'water', innerDiameter: 10, length: 300, pressure: r.pressure });
    expect(rel(back.flow, q * 60_000)).toBeLessThan(1e-9);
  });

  it('the hydraulic diameter of the free area: D − Dc for one cable, 4A/P for several', () => {
    const one = engine.flow({ fluid: 'water', innerDiameter: 32, length: 100, cableCount: 1, cableDiameter: 8, pressure: 1 });
    expect(one.hydraulicDiameter).toBeCloseTo(24, 10);
    expect(one.freeArea).toBeCloseTo((Math.PI / 4) * (32 ** 2 - 8 ** 2), 8);
    const three = engine.flow({ fluid: 'water', innerDiameter: 40, length: 100, cableCount: 3, cableDiameter: 10, pressure: 1 });
    const a = (Math.PI / 4) * (40 ** 2 - 3 * 10 ** 2);
    expect(three.hydraulicDiameter).toBeCloseTo((4 * a) / (Math.PI * (40 + 30)), 10);
  });

  it('the annulus with the Darcy law of the free area: docs/physics.md#water-flow speeds 0.27 / 0.40 / 0.51 m/s (40/32 duct, 8 mm cable, 7700 m; 3 %)', () => {
    const speeds = [4, 8, 12].map((bar) => engine.flow({ fluid: 'water', innerDiameter: 32, length: 7700, cableCount: 1, cableDiameter: 8, pressure: bar }).velocityIn);
    [0.27, 0.4, 0.51].forEach((v, i) => expect(rel(speeds[i]!, v)).toBeLessThan(0.03));
  });

  it('docs/physics.md#free-floating plausibility: 40 km at 40 m/min needs ≈ 10.7 / 7.5 / 5.8 bar in 0.15 / 0.20 / 0.25 m pipes (2 %)', () => {
    const v = 40 / 60;
    [150, 200, 250].forEach((d, i) => {
      const q = v * (Math.PI / 4) * (d / 1000) ** 2 * 60_000;
      const r = engine.flow({ fluid: 'water', innerDiameter: d, length: 40_000, flow: q });
      expect(rel(r.pressure, [10.7, 7.5, 5.8][i]!)).toBeLessThan(0.02);
    });
  });

  it('static head: no flow needs ρ·g·Δz; less than that gives noFlow; density scales it', () => {
    const still = engine.flow({ fluid: 'water', innerDiameter: 50, length: 500, altitudeChange: 20, flow: 0 });
    expect(still.pressure).toBeCloseTo((RHO * 9.81 * 20) / 1e5, 12);
    const none = engine.flow({ fluid: 'water', innerDiameter: 50, length: 500, altitudeChange: 20, pressure: 1.5 });
    expect(none.status).toBe('noFlow');
    expect(none.flow).toBe(0);
    expect(none.messages[0]?.code).toBe('W_NO_FLOW');
    const brine = engine.flow({ fluid: 'water', innerDiameter: 50, length: 500, altitudeChange: 20, flow: 0, waterDensity: 1.2 });
    expect(brine.pressure).toBeCloseTo((1200 * 9.81 * 20) / 1e5, 12);
    // downhill the water flows without any inlet pressure
    const down = engine.flow({ fluid: 'water', innerDiameter: 50, length: 500, altitudeChange: -5, pressure: 0 });
    expect(down.flow).toBeGreaterThan(0);
  });

  it('the profile is linear in s for water (level duct): p_in at the inlet, 0 at the exit', () => {
    const r = engine.flow({ fluid: 'water', innerDiameter: 40, length: 1000, pressure: 3, profilePoints: 11 });
    expect(r.profile.position).toHaveLength(11);
    r.profile.position.forEach((s, i) => expect(r.profile.pressure[i]!).toBeCloseTo(3 * (1 - s / 1000), 9));
  });
});

describe('air flow closed forms (docs/physics.md#air-flow)', () => {
  it('isothermal friction flow: p_in² − p_a² = ṁ²·R_s·T·λ·L/(D_h·A²); docs/physics.md#air-flow check 2970 l/min (1 %)', () => {
    const r = engine.flow({ fluid: 'air', innerDiameter: 33, length: 1500, cableCount: 1, cableDiameter: 15, pressure: 10 - 1.013 });
    const a = (Math.PI / 4) * (0.033 ** 2 - 0.015 ** 2);
    const dh = 0.018;
    const m = r.massFlow;
    const lambda = r.frictionFactor;
    expect(rel(lambda, 0.316 * (((m / a) * dh) / MU_AIR) ** -0.25)).toBeLessThan(1e-12);
    const p0 = 10e5;
    expect(rel(p0 * p0 - PA * PA, (m * m * RS * T * lambda * 1500) / (dh * a * a))).toBeLessThan(1e-9);
    expect(rel(r.flow, 2970)).toBeLessThan(0.01);
    expect(rel(r.flow, (m / RHO_FREE) * 60_000)).toBeLessThan(1e-12);
    // p(s) = √(p0² − (p0² − pa²)·s/L) at every profile point
    r.profile.position.forEach((s, i) => {
      const p = Math.sqrt(p0 * p0 - ((p0 * p0 - PA * PA) * s) / 1500) - PA;
      expect(Math.abs(r.profile.pressure[i]! * 1e5 - p)).toBeLessThan(1e-3);
    });
  });

  it('an empty 8 mm bore of 1 km at 10 bar abs: ≈ 155 l/min (the docs/physics.md#air-flow script, 2 %)', () => {
    const r = engine.flow({ fluid: 'air', innerDiameter: 8, length: 1000, pressure: 10 - 1.013 });
    expect(rel(r.flow, 155)).toBeLessThan(0.02);
  });

  it('a short wide duct blows near sound speed: W_HIGH_MACH', () => {
    const r = engine.flow({ fluid: 'air', innerDiameter: 40, length: 20, pressure: 10 });
    expect(r.messages.map((m) => m.code)).toContain('W_HIGH_MACH');
  });
});

describe('flow(pressure) and pressure(flow) are inverses (1e-6 relative)', () => {
  const cases: FlowRequest[] = [
    { fluid: 'water', innerDiameter: 32, length: 7700, cableCount: 1, cableDiameter: 8 },
    { fluid: 'water', innerDiameter: 110, length: 2500, innerSurface: 'riped', altitudeChange: 12 },
    { fluid: 'water', innerDiameter: 50, length: 900, innerSurface: 'corrugated', cableCount: 3, cableDiameter: 12 },
    { fluid: 'water', innerDiameter: 6, length: 200 },
    { fluid: 'air', innerDiameter: 33, length: 1500, cableCount: 1, cableDiameter: 15 },
    { fluid: 'air', innerDiameter: 10, length: 2000, innerSurface: 'riped', cableCount: 1, cableDiameter: 6.5 },
    { fluid: 'air', innerDiameter: 3.5, length: 500, cableCount: 1, cableDiameter: 1.2 },
    { fluid: 'air', innerDiameter: 40, length: 3000, innerSurface: 'corrugated' },
  ];
  it.each(cases.map((c, i) => [i, c] as const))('case %i', (_, c) => {
    for (const bar of [0.3, 2, 9, 15]) {
      const f = engine.flow({ ...c, pressure: bar });
      if (f.status === 'noFlow') continue;
      const p = engine.flow({ ...c, flow: f.flow });
      expect(rel(p.pressure, bar), `${bar} bar → ${f.flow} l/min → ${p.pressure} bar`).toBeLessThan(1e-6);
      expect(rel(p.flow, f.flow)).toBeLessThan(1e-12);
    }
  });
});

describe('air flow across the laminar/turbulent switch (Re 2300: 64/Re 0.0278, Blasius 0.0456)', () => {
  // a 45 mm duct with a 39 mm cable over 1 km: the laminar law reaches Re 2300 at 0.68 bar, the turbulent one only at
  // 1.02 bar. In between the flow stays at the switch (λ between the two laws carries the drop); with a sharp switch no
  // flow carried it and the answer was the switch's flow with the turbulent λ (its inverse up to ×1.6 of the drop)
  const duct: FlowRequest = { fluid: 'air', innerDiameter: 45, length: 1000, cableCount: 1, cableDiameter: 39 };
  it('flow(pressure) inverts, never falls as the pressure rises, and sits at Re 2300 inside the jump', () => {
    let previous = 0;
    let onSwitch = 0;
    for (let bar = 0.5; bar <= 1.5; bar += 0.05) {
      const f = engine.flow({ ...duct, pressure: bar });
      const p = engine.flow({ ...duct, flow: f.flow });
      expect(rel(p.pressure, bar), `${bar} bar → ${f.flow} l/min → ${p.pressure} bar`).toBeLessThan(1e-6);
      expect(f.flow).toBeGreaterThanOrEqual(previous);
      previous = f.flow;
      if (bar > 0.7 && bar < 1) {
        expect(Math.abs(f.reynolds / 2300 - 1)).toBeLessThan(1e-5);
        expect(f.frictionFactor).toBeGreaterThan(64 / 2300);
        expect(f.frictionFactor).toBeLessThan(0.316 * 2300 ** -0.25);
        onSwitch++;
      }
    }
    expect(onSwitch).toBeGreaterThan(4);
  });
});

describe('flow request validation', () => {
  it('answers notStarted with one E_INVALID_PARAMS per problem', () => {
    const r = engine.flow({ fluid: 'oil' as never, innerDiameter: -1, length: 0, cableCount: 1, pressure: 2, flow: 3 });
    expect(r.status).toBe('notStarted');
    const fields = r.messages.map((m) => `${m.params.field}/${m.params.rule}`);
    expect(fields).toEqual(['fluid/oneOf', 'innerDiameter/greaterThanZero', 'length/greaterThanZero', 'cableDiameter/required', 'pressure/pressureOrFlow']);
    expect(r.messages.every((m) => m.code === 'E_INVALID_PARAMS')).toBe(true);
  });

  it('cables that fill the duct, a non-object, NaN', () => {
    expect(engine.flow({ fluid: 'water', innerDiameter: 20, length: 10, cableCount: 4, cableDiameter: 12, pressure: 1 }).messages[0]?.params).toEqual({ field: 'cableDiameter', rule: 'freeAreaPositive' });
    expect(engine.flow(null as never).status).toBe('notStarted');
    expect(engine.flow({ fluid: 'air', innerDiameter: 20, length: Number.NaN, pressure: 1 }).messages[0]?.params).toEqual({ field: 'length', rule: 'number' });
  });
});
