import fc from 'fast-check';
import type { LayingMethod, SimulationData } from '@cla/engine';
import { uniform, uniformRoute } from './random-route.js';

// Random requests of every method (the ratings property, the undulation crossing): random routes (slopes ±15°),
// machines, back tensions, cables, fluids.

const METHODS: LayingMethod[] = ['push', 'pull', 'pushpull', 'jetting', 'floating', 'waterpushpull', 'freefloating'];

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** A random request of any method: random routes (slopes ±15°), machines, cables, fluids. */
export const randomRequest = fc
  .record({
    method: fc.constantFrom(...METHODS),
    rows: uniformRoute,
    speed: uniform(0.5, 120),
    push: uniform(50, 20000),
    pull: fc.oneof(fc.constant(0), uniform(0, 30000)),
    lostForce: fc.oneof(fc.constant(0), uniform(0, 2000)),
    dc: uniform(5, 40),
    mass: uniform(0.02, 2),
    b: fc.constantFrom(0, 0.5, 5, 200),
    cof: uniform(0.05, 0.4),
    bar: uniform(0, 16),
    macMaxAirFlow: optional(uniform(100, 5000)),
    macMaxAirPressure: optional(uniform(1, 16)),
    macMaxWaterFlow: optional(uniform(20, 500)),
    macMaxWaterPressure: optional(uniform(1, 16)),
    cableEnd: fc.constantFrom('open' as const, 'sonic' as const, 'shuttle' as const),
    prefilled: fc.boolean(),
    maxPressure: fc.constantFrom(undefined, 6, 16),
    cableLength: uniform(10, 600),
    xRearPig: uniform(0, 200),
    findMax: fc.boolean(),
    // duct undulations (period m, amplitude mm) in a third of the requests
    undulation: fc.oneof(fc.constant(undefined), fc.constant(undefined), fc.tuple(uniform(2, 12), uniform(5, 80))),
  })
  .map((x): { data: SimulationData; findMax: boolean } => {
    const dd = x.method === 'jetting' || x.method === 'floating' ? Math.max(x.dc + 6, 40) : 90;
    const data: SimulationData = {
      layingMethod: x.method,
      pushingSpeed: x.speed,
      airPressure: x.bar,
      waterPressure: x.bar,
      waterInDensity: 1,
      lubricant: 'yes',
      macMaxPullingForce: x.pull,
      macMaxPushingForce: x.push,
      lostForce: x.lostForce,
      ...(x.macMaxAirFlow !== undefined ? { macMaxAirFlow: x.macMaxAirFlow } : {}),
      ...(x.macMaxAirPressure !== undefined ? { macMaxAirPressure: x.macMaxAirPressure } : {}),
      ...(x.macMaxWaterFlow !== undefined ? { macMaxWaterFlow: x.macMaxWaterFlow } : {}),
      ...(x.macMaxWaterPressure !== undefined ? { macMaxWaterPressure: x.macMaxWaterPressure } : {}),
      cableOuterDiameter: x.dc,
      cableWeight: x.mass,
      cableStiffness: x.b,
      cableMaxPullingForce: 1e7,
      cableEnd: x.cableEnd,
      cableCount: 1,
      cableLength: x.cableLength,
      xRearPig: x.xRearPig,
      maxDistance: 4000,
      stretches: [{ id: 'd', type: 'inDuct', outerDiameter: dd + 10, innerDiameter: dd, innerSurface: 'smooth', cof: x.cof, prefilled: x.prefilled, ...(x.maxPressure ? { maxPressure: x.maxPressure } : {}), ...(x.undulation ? { undulationPeriod: x.undulation[0], undulationAmplitude: x.undulation[1] } : {}) }],
      trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: x.rows },
    };
    return { data, findMax: x.findMax };
  });

