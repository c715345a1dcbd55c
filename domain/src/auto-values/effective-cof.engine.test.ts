// The effective COF the Results tab and the report list must be the friction the engine slides the cable with:
// on a straight level duct a pulled cable needs F = μ_eff · w · L (docs/physics.md#friction, Capstan without bends),
// so the force at the end, divided by w·L, gives back the listed μ_eff for each lubricant setting.
import { createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { CTX, validSection } from '../test-support/fixtures.js';
import { effectiveCofs } from './effective-cof.js';

const engine = await createEngine();
const G = 9.81;

describe('effective COF per stretch (docs/physics.md#friction)', () => {
  it('multiplies the entered lubricated COF by 1.75 without lubricant, 0.85 with a lubricator, 1 lubricated', () => {
    const s = validSection('pull');
    s.stretches.rows[0]!.cof = 0.2;
    s.stretches.rows.push({ ...s.stretches.rows[0]!, id: 'r2', stretchName: '', type: 'onRollers', cof: 0.1 });
    const of = (lubricant: 'no' | 'yes' | 'lubricator') => effectiveCofs({ ...s, equipment: { ...s.equipment, lubricant } });
    expect(of('no')[0]).toMatchObject({ subject: s.stretches.rows[0]!.stretchName || '#1', entered: 0.2, factor: 1.75 });
    expect(of('no')[0]!.effective).toBeCloseTo(0.35, 12);
    expect(of('lubricator')[0]!.effective).toBeCloseTo(0.17, 12);
    expect(of('yes')[0]!.effective).toBe(0.2);
    // rollers are no lubricated duct: their COF stays as entered
    expect(of('no')[1]).toMatchObject({ subject: '#2', onRollers: true, factor: 1, effective: 0.1 });
    s.stretches.rows[0]!.cof = null;
    expect(of('no')[0]).toMatchObject({ entered: null, effective: null });
  });

  it('is what the engine slides the cable with: F = μ_eff · w · L on a straight level pull', () => {
    for (const lubricant of ['no', 'yes', 'lubricator'] as const) {
      const s = validSection('pull');
      s.equipment.lubricant = lubricant;
      s.cable.count = 1;
      s.stretches.rows = [s.stretches.rows[0]!];
      s.stretches.rows[0]!.cof = 0.2;
      // a straight duct without undulations: nothing but the friction of the weight
      s.general.displayMode = 'expert';
      s.stretches.rows[0]!.undulationAmplitude = 0;
      s.stretches.rows[0]!.undulationPeriod = 3;
      s.trajectory.altitudeAtStart = 0;
      s.trajectory.rows = [{ key: 'r0', type: 'straight', slope: 0, length: 200 }];
      s.settings.pullingForce = 1e6;
      s.cable.maxPullingForce = 1e6;
      s.settings.maxDistance = 200;
      const request = toSimulationRequest(s, { context: CTX });
      const r = engine.calculate(request);
      const w = request.data.cableWeight * G;
      const mu = effectiveCofs(s)[0]!.effective!;
      // the engine's g and the weight correction of one cable (1): 1 % covers g = 9.81 against 9.80665
      expect(Math.abs(r.forceAtEnd / (w * r.distance) / mu - 1)).toBeLessThan(0.01);
    }
  });
});
