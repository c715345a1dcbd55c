// The component that binds, named (issue "A result an engineer can sign", point 2): a 25 mm cable of 4000 N pulled
// by a 10 kN winch stops at the cable's limit — the answer names the cable, not the winch — and sizing the winch says
// that no winch helps (the cable binds), not "none suitable" beside a 100 kN winch with a 2400 % margin.
import { createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import type { PresetLike } from '../section/presets.js';
import { PULLING_TEMPLATE, sectionFromTemplate } from '../section/templates.js';
import type { SectionData } from '../section/types.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { sizeEquipment } from './equipment-sizing.js';
import { compareMethods } from './method-comparison.js';

const engine = await createEngine();
const run = (r: Parameters<typeof engine.calculate>[0]) => engine.calculate(r);
const winch = (name: string) => CATALOGUE.find((p) => p.name === name)!;

/**
 * The pull template's route with its straights ten times longer (about 4.5 km: a pulled cable has no automatic duct
 * undulation, so three times, 1.36 km, no longer reaches the cable's limit), a 25 mm cable of 4000 N (0.6 kg/m)
 * behind the catalogue's 10 kN winch: the cable cannot complete it.
 */
function section(): SectionData {
  const data = sectionFromTemplate(PULLING_TEMPLATE, 'expert', CATALOGUE);
  const rows = data.trajectory.rows.map((row) => (row.type === 'straight' ? { ...row, length: (row.length ?? 0) * 10 } : row));
  return {
    ...data,
    trajectory: { ...data.trajectory, rows },
    cable: { ...data.cable, outerDiameter: 25, weight: 0.6, maxPullingForce: 4000, count: 1 },
    equipment: { ...data.equipment, pullingMachine: winch('Capstan winch 10 kN').id },
    settings: { ...data.settings, pullingForce: null },
  };
}

describe('a cable weaker than its winch', () => {
  it('stops where the cable reaches its 4000 N, and the answer names the cable (limitedBy, max distance, message)', () => {
    const r = engine.calculate(toSimulationRequest(section(), { context: CATALOGUE_CTX, findMaxDistance: true }));
    expect(r.status).toBe('failed');
    expect(r.limitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
    expect(r.maxDistanceLimitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
    const named = r.messages.filter((m) => m.code === 'E_PULLING_FORCE' || m.code === 'E_CABLE_PULLING_FORCE');
    expect(named.map((m) => m.code)).toEqual(['E_CABLE_PULLING_FORCE']);
    for (const m of named) expect(m.message).toMatch(/^The cable reaches its maximum pulling force \(4000 N\)/);
  });

  it('Compare methods says the same: the cable binds, and what ends the max distance', async () => {
    const { rows } = await compareMethods(section(), run, { context: CATALOGUE_CTX, allowedLayingMethods: ['pull'] });
    expect(rows[0]!.limitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
    expect(rows[0]!.maxDistanceLimitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
  });

  it('sizing the winch: none suitable because the cable binds — every run stops at the cable, no margin claimed', async () => {
    const presets: PresetLike[] = ['Capstan winch 10 kN', 'Drum winch 50 kN', 'Drum winch 100 kN'].map(winch);
    const r = await sizeEquipment({ data: section(), context: CATALOGUE_CTX }, presets, run);
    expect(r.choices).toHaveLength(3);
    for (const c of r.choices) {
      expect(c.status).toBe('failed');
      expect(c.limitedBy).toBe('E_CABLE_PULLING_FORCE');
      expect(c.cableBinds).toBe(true);
      expect(c.margin).toBeNull();
      expect(c.ok).toBe(false);
    }
    expect(r.smallest.pullingMachine).toBeUndefined();
    expect(r.cableBinds).toEqual({ pullingMachine: 'E_CABLE_PULLING_FORCE' });
  });

  it('a winch weaker than the cable is its own limit: not the cable’s, so the kind is not said to be bound by the cable', async () => {
    const weak: PresetLike = { id: 'w1', name: 'Winch 1 kN', type: 'pullingMachine', data: { maxPullingForce: 1000, maxPullingSpeed: 20 } };
    const r = await sizeEquipment({ data: section(), context: CATALOGUE_CTX }, [weak], run);
    expect(r.choices[0]).toMatchObject({ limitedBy: 'E_PULLING_FORCE', cableBinds: false, ok: false });
    expect(r.choices[0]!.margin).toBeCloseTo(0, 6);
    expect(r.cableBinds).toEqual({});
  });
});
