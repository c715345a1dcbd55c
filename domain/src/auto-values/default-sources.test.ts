// Each automatic value of a physical quantity against the numbers of the source it cites
// (docs/physics.md#automatic-values-and-their-sources): the published numbers are in the comments.
import { describe, expect, it } from 'vitest';
import { METHODS } from '../rules/laying-methods.js';
import { ENGINE_ASSUMPTIONS } from './assumptions.js';
import { estimateCableStiffness, estimateCableWeight } from './cable-estimates.js';
import {
  minBendingRadiusFromDiameter,
  stretchMaxPressure,
  undulationAmplitudeFromDiameter,
  undulationBendPerMetre,
  undulationPeriodFromDiameter,
} from './formulas.js';

const DEG = Math.PI / 180;
/** Polywater, "Model and Analysis of Duct Displacement Factor in Fiber Optic Cable Pulling — Part 2" (Polywater
 * Knowledge Hub), Table 1: effective bends of regular duct displacements from 0.6°/ft to 15°/ft (2 to 50°/m). */
const POLYWATER_MILDEST = (0.6 * DEG) / 0.3048;
const POLYWATER_WORST = (15 * DEG) / 0.3048;

describe('automatic undulation (Polywater duct displacement factor; Griffioen IWCS 2020 span scaling)', () => {
  it('blown, pushed or floated cable: a 40 mm HDPE duct turns 1.92°/m, Polywater’s mildest effective bend within 3 %', () => {
    for (const m of ['push', 'jetting', 'floating'] as const) {
      const bend = undulationBendPerMetre(undulationAmplitudeFromDiameter(m, 40)! / 1000, undulationPeriodFromDiameter(40)!);
      expect(bend / DEG).toBeCloseTo(1.92, 2);
      expect(Math.abs(bend / POLYWATER_MILDEST - 1)).toBeLessThan(0.03);
    }
  });

  it('every duct of 20–200 mm stays inside Polywater’s published range at its mild end (≤ 4°/m, never past 50°/m)', () => {
    for (let d = 20; d <= 200; d += 10) {
      const bend = undulationBendPerMetre(undulationAmplitudeFromDiameter('jetting', d)! / 1000, undulationPeriodFromDiameter(d)!);
      // the angle per period is the same for every size; a larger duct lies straighter (TeleTopics XIII, Bell Labs)
      const at40 = undulationBendPerMetre(undulationAmplitudeFromDiameter('jetting', 40)! / 1000, undulationPeriodFromDiameter(40)!) * 3;
      expect(bend * undulationPeriodFromDiameter(d)!).toBeCloseTo(at40, 12);
      expect(bend).toBeLessThan(POLYWATER_WORST);
      expect(bend / DEG).toBeLessThan(4);
    }
  });

  it('pulled cable: no amplitude (pulling formulas match field tensions without a duct factor, Polywater Part 1)', () => {
    for (const m of ['pull', 'pushpull', 'waterpushpull', 'freefloating'] as const) expect(undulationAmplitudeFromDiameter(m, 110)).toBe(0);
    expect(undulationAmplitudeFromDiameter(null, 110)).toBeUndefined();
    expect(undulationAmplitudeFromDiameter('push', 0)).toBeUndefined();
  });

  it('simple mode: the engine’s values are the automatic ones of a 40 mm duct for every method', () => {
    for (const m of METHODS) {
      expect(ENGINE_ASSUMPTIONS.simpleUndulationAmplitude[m]).toBeCloseTo(undulationAmplitudeFromDiameter(m, 40)!, 12);
    }
    expect(ENGINE_ASSUMPTIONS.simpleUndulationPeriod).toBeCloseTo(undulationPeriodFromDiameter(40)!, 12);
  });
});

describe('cable estimates against published cables [E: calibration, the data sheet wins]', () => {
  it('fibre weight within ±16 % of published cables', () => {
    // Griffioen's example cables (docs/physics.md#push, #jetting): 8 mm 60 kg/km, 12 mm 1.2 N/m, 15 mm 2.0 N/m
    expect(estimateCableWeight('fiber', 8)! / 0.06).toBeCloseTo(0.92, 2);
    expect(estimateCableWeight('fiber', 12)! / (1.2 / 9.81)).toBeCloseTo(1.02, 2);
    expect(estimateCableWeight('fiber', 15)! / (2.0 / 9.81)).toBeCloseTo(0.95, 2);
    // a steel-tape armoured loose-tube cable (GYTS, 9.6 mm, 93 kg/km; 11.9 mm, 146 kg/km): the estimate is 14–16 % light
    expect(estimateCableWeight('fiber', 9.6)! / 0.093).toBeCloseTo(0.86, 2);
    expect(estimateCableWeight('fiber', 11.9)! / 0.146).toBeCloseTo(0.84, 2);
  });

  it('fibre stiffness within a factor 2.2 of published cables (they imply E_eff 230–820 MPa, 400 chosen)', () => {
    // Griffioen: 12 mm 0.5 N·m² (docs/physics.md#push), 15 mm 1.0 N·m²; the contract example 10 mm 0.4 N·m²
    for (const [d, b] of [[12, 0.5], [15, 1.0], [10, 0.4], [6.5, 0.02]] as const) {
      const ratio = estimateCableStiffness('fiber', d)! / b;
      expect(ratio).toBeGreaterThan(1 / 2.2);
      expect(ratio).toBeLessThan(2.2);
    }
  });
});

describe('ratings and radii', () => {
  it('PE100 rating from the SDR (ISO 4427 / EN 12201): SDR 11 water PN 16, SDR 17 PN 10; air with C = 2', () => {
    expect(stretchMaxPressure('floating', 110, 90)).toBeCloseTo(16, 12);
    expect(stretchMaxPressure('floating', 170, 150)).toBeCloseTo(10, 12);
    expect(stretchMaxPressure('jetting', 110, 90)).toBeCloseTo(10, 12);
  });

  it('bending radius 30 × D', () => {
    expect(minBendingRadiusFromDiameter(40)).toBeCloseTo(1.2, 12);
  });
});

describe('friction factors (TES-P-104.05 table)', () => {
  it('dry / lubricated: the ratio of the midpoints of PE in duct, 0.35 / 0.20 = 1.75; rollers the middle of 0.1–0.2', () => {
    expect(ENGINE_ASSUMPTIONS.lubricantFactor.no).toBeCloseTo((0.3 + 0.4) / 2 / ((0.15 + 0.25) / 2), 12);
    expect(ENGINE_ASSUMPTIONS.rollerFriction).toBeCloseTo((0.1 + 0.2) / 2, 12);
  });
});
