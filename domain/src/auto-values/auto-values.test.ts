import { describe, expect, it } from 'vitest';
import { CTX, PUSHER, WINCH, validSection } from '../test-support/fixtures.js';
import { estimateCableStiffness, estimateCableWeight } from './cable-estimates.js';
import { computeAutoValues, limitHint } from './compute-auto-values.js';
import { resetToAutomatic, setField } from './auto-values.js';
import { stretchMaxPressure } from './formulas.js';

describe('automatic values (docs/product.md#states-and-transitions, docs/product.md#defaults-and-limits)', () => {
  it('cable weight is estimated from type and diameters (ρ_eff·π/4·D²; fibre 10 mm ≈ 0.086 kg/m)', () => {
    const a = computeAutoValues(validSection(), CTX)['cable.weight']!;
    expect(a.isManual).toBe(false);
    expect(a.value).toBeCloseTo(1.1 * (Math.PI / 4) * 100 * 1e-3, 12);
    // the example cables of docs/physics.md#worked-examples: 8 mm 60 kg/km, 15 mm 2.0 N/m (0.204 kg/m) within 10 %
    expect(estimateCableWeight('fiber', 8)! / 0.06).toBeGreaterThan(0.9);
    expect(estimateCableWeight('fiber', 8)! / 0.06).toBeLessThan(1.1);
    expect(estimateCableWeight('fiber', 15)! / (2.0 / 9.81)).toBeCloseTo(0.95, 1);
    // microduct: only the tube wall weighs
    expect(estimateCableWeight('microduct', 10, 8)).toBeCloseTo(0.95 * (Math.PI / 4) * 36 * 1e-3, 12);
    expect(estimateCableWeight('microduct', 10)).toBeUndefined();
    expect(estimateCableWeight('single_multi', 90)! > estimateCableWeight('fiber', 90)!).toBe(true);
  });

  it('cable stiffness is estimated from type and diameters (E_eff·π·D⁴/64; fibre 12 mm ≈ 0.4 N·m²)', () => {
    const a = computeAutoValues(validSection(), CTX)['cable.stiffness']!;
    expect(a.value).toBeCloseTo(400 * (Math.PI / 64) * 1e4 * 1e-6, 12);
    expect(estimateCableStiffness('fiber', 12)).toBeCloseTo(0.407, 3);
    expect(estimateCableStiffness('microduct', 10, 8)).toBeCloseTo(1000 * (Math.PI / 64) * (1e4 - 4096) * 1e-6, 12);
  });

  it('cable maxPushingForce is 0.6 of maxPullingForce', () => {
    expect(computeAutoValues(validSection(), CTX)['cable.maxPushingForce']!.value).toBeCloseTo(900, 9);
  });

  it('minBendingRadius is 0.03 of outer diameter (m per mm)', () => {
    expect(computeAutoValues(validSection(), CTX)['cable.minBendingRadius']!.value).toBeCloseTo(0.3, 12);
  });

  it('stretch maxPressure is 100/(ratio−1) for air or 160/(ratio−1) for water, ratio = 2×outer/(outer−inner)', () => {
    const r = (2 * 40) / (40 - 33);
    expect(computeAutoValues(validSection('jetting'), CTX)['stretches.rows.0.maxPressure']!.value).toBeCloseTo(100 / (r - 1), 12);
    expect(computeAutoValues(validSection('floating'), CTX)['stretches.rows.0.maxPressure']!.value).toBeCloseTo(160 / (r - 1), 12);
    expect(computeAutoValues(validSection('push'), CTX)['stretches.rows.0.maxPressure']!.value).toBeUndefined();
    // SDR 11 PE100 water pipe: PN 16
    expect(stretchMaxPressure('floating', 110, 90)).toBeCloseTo(16, 12);
  });

  it('undulation period and amplitude are estimated from outer diameter (push, 40 mm duct → 3 m, 12 mm; pull: no amplitude)', () => {
    const a = computeAutoValues(validSection(), CTX);
    expect(a['stretches.rows.0.undulationPeriod']!.value).toBeCloseTo(3, 12);
    expect(a['stretches.rows.0.undulationAmplitude']!.value).toBeCloseTo(12, 12);
    expect(a['stretches.rows.0.undulationAmplitude']!.dependsOn).toEqual(['general.layingMethod', 'stretches.rows.0.outerDiameter']);
    const pull = computeAutoValues(validSection('pull'), CTX);
    expect(pull['stretches.rows.0.undulationAmplitude']!.value).toBe(0);
    expect(pull['stretches.rows.0.undulationPeriod']!.value).toBeCloseTo(3, 12);
  });

  it('settings laying speed defaults to the lowest machine limit', () => {
    const s = validSection('pushpull');
    const a = computeAutoValues(s, CTX)['settings.layingSpeed']!;
    expect(a.value).toBe(WINCH.maxPullingSpeed);
    expect(a.limit).toMatchObject({ source: 'pullingMachine', name: WINCH.name });
  });

  it('settings laying speed, air and water pressure fall back to 13 m/min, 10 bar, 2 bar without limits; water density 1', () => {
    const jet = validSection('jetting');
    jet.equipment.compressor.maxAirPressure = null;
    jet.stretches.rows[0]!.maxPressure = 16; // a duct that does not cap the default
    const none = computeAutoValues(jet, {});
    expect(none['settings.layingSpeed']!.value).toBe(13);
    expect(none['settings.waterDensity']!.value).toBe(1);
    const f = validSection('floating');
    f.equipment.waterPump.maxWaterPressure = null;
    expect(computeAutoValues(f, {})['settings.waterPressure']!.value).toBe(2);
    expect(computeAutoValues(jet, {})['settings.airPressure']!.value).toBe(10);
    const j2 = validSection('jetting');
    j2.stretches.rows[0]!.maxPressure = 16;
    expect(computeAutoValues(j2, {})['settings.airPressure']!.value).toBe(12);
    // the default is still capped by the duct (40/33: 100/(80/7 − 1) = 9.589 bar), as the engine caps it
    const j3 = validSection('jetting');
    j3.equipment.compressor.maxAirPressure = null;
    expect(computeAutoValues(j3, {})['settings.airPressure']!.value).toBeCloseTo(100 / (80 / 7 - 1), 9);
  });

  it('pushing machine force is multiplied by serieCount', () => {
    const s = validSection('push');
    s.cable.maxPullingForce = 10_000; // cable push 6000
    s.equipment.serieCount = 3;
    const a = computeAutoValues(s, CTX)['settings.pushingForce']!;
    expect(a.value).toBe(3 * PUSHER.maxPushingForce);
    expect(a.limit?.source).toBe('pushingMachine');
  });

  it('cable pulling force is multiplied by cable count, two thirds of it when count exceeds 1 and the cable limit applies', () => {
    const s = validSection('pull');
    s.cable.count = 2;
    s.cable.twisted = true;
    s.cable.maxPullingForce = 1000; // 2000 < winch 5000
    const a = computeAutoValues(s, CTX)['settings.pullingForce']!;
    expect(a.value).toBeCloseTo((2 / 3) * 2000, 9);
    expect(a.limit?.source).toBe('cable');
    s.cable.maxPullingForce = 3000; // 6000 > winch 5000: machine applies, no 2/3
    expect(computeAutoValues(s, CTX)['settings.pullingForce']!.value).toBe(5000);
    s.cable.count = 1;
    s.cable.maxPullingForce = 1000;
    expect(computeAutoValues(s, CTX)['settings.pullingForce']!.value).toBe(1000);
  });

  it('pressures default to the lowest of compressor/pump, machine and duct limits', () => {
    const jet = validSection('jetting');
    jet.stretches.rows[0]!.maxPressure = 16;
    expect(computeAutoValues(jet, CTX)['settings.airPressure']!.limit).toMatchObject({ value: 12, source: 'compressor' });
    const floating = validSection('floating');
    floating.stretches.rows[0]!.maxPressure = 16;
    expect(computeAutoValues(floating, CTX)['settings.waterPressure']!.limit).toMatchObject({ value: 10, source: 'waterPump' });
    // the automatic duct rating of a 40/33 duct caps the 12 bar compressor at 9.589 bar
    expect(computeAutoValues(validSection('jetting'), CTX)['settings.airPressure']!.limit).toMatchObject({ value: 100 / (80 / 7 - 1), source: 'stretch' });
  });

  it('a manual value overrides; reset returns to automatic', () => {
    const s = validSection();
    s.cable.weight = 0.5;
    const manual = computeAutoValues(s, CTX)['cable.weight']!;
    expect(manual).toMatchObject({ value: 0.5, isManual: true });
    expect(manual.auto).toBeCloseTo(0.0864, 4);
    const reset = resetToAutomatic(s, 'cable.weight');
    expect(reset.cable.weight).toBeNull();
    expect(s.cable.weight).toBe(0.5); // not mutated
    expect(computeAutoValues(reset, CTX)['cable.weight']!.isManual).toBe(false);
    const stretchReset = resetToAutomatic(setField(s, 'stretches.rows.0.maxPressure', 7), 'stretches.rows.0.maxPressure');
    expect(stretchReset.stretches.rows[0]!.maxPressure).toBeNull();
  });

  it('when the fields an automatic value depends on are invalid at error level, the missing-fields state appears', () => {
    const s = validSection();
    s.cable.outerDiameter = -3;
    const a = computeAutoValues(s, CTX);
    expect(a['cable.weight']).toMatchObject({ value: undefined, missingFields: ['cable.outerDiameter'] });
    expect(a['cable.minBendingRadius']!.missingFields).toEqual(['cable.outerDiameter']);
    s.cable.type = null;
    expect(computeAutoValues(s, CTX)['cable.stiffness']!.missingFields).toEqual(['cable.type', 'cable.outerDiameter']);
    s.cable.weight = 0.2; // a manual value stays
    expect(computeAutoValues(s, CTX)['cable.weight']).toMatchObject({ value: 0.2, isManual: true });
    const t = validSection();
    t.cable.maxPullingForce = null;
    expect(computeAutoValues(t, CTX)['cable.maxPushingForce']!.missingFields).toEqual(['cable.maxPullingForce']);
    const u = validSection('jetting');
    u.stretches.rows[0]!.innerDiameter = 45;
    expect(computeAutoValues(u, CTX)['stretches.rows.0.maxPressure']!.missingFields).toEqual([
      'stretches.rows.0.outerDiameter',
      'stretches.rows.0.innerDiameter',
    ]);
  });

  it('limit hint reads limited by {mac} {value} or not yet limited', () => {
    expect(limitHint(validSection('pull'), 'pullingForce', CTX)).toEqual({
      key: 'section.settings.limit.limitedBy',
      params: { mac: 'F96', source: 'section.settings.limit.source.cable', value: 1500 },
    });
    const j = validSection('jetting');
    j.equipment.compressor.maxAirPressure = 5;
    expect(limitHint(j, 'airPressure', CTX).params).toMatchObject({ mac: 'C1', value: 5 });
    expect(limitHint(validSection('push'), 'layingSpeed', {})).toEqual({ key: 'section.settings.limit.notLimited', params: {} });
  });
});
