// Whose limit a machine force setting is (docs/simulation-api.md "Which component binds"): the automatic setting
// takes the lowest limit among the machine and the cable (settings-limits.ts); when that is the cable's, the request
// says so (macMaxPullingForceSource / macMaxPushingForceSource: 'cable') so that the answer names the cable.
import { createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { settingsLimits } from '../auto-values/settings-limits.js';
import { DEMO_TEMPLATES } from '../section/demo-project.js';
import { PULLING_TEMPLATE, sectionFromTemplate } from '../section/templates.js';
import type { SectionData } from '../section/types.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { toSimulationRequest } from './to-simulation-request.js';

const engine = await createEngine();

const idOf = (name: string) => CATALOGUE.find((p) => p.name === name)!.id;

/** A 25 mm cable of `cablePull` N pulled by `winch` (a catalogue winch), pulling force automatic unless given. */
function pullSection(cablePull: number, winch: string, over: { count?: number; pullingForce?: number } = {}): SectionData {
  const data = sectionFromTemplate(PULLING_TEMPLATE, 'expert', CATALOGUE);
  return {
    ...data,
    cable: { ...data.cable, outerDiameter: 25, maxPullingForce: cablePull, count: over.count ?? 1 },
    equipment: { ...data.equipment, pullingMachine: idOf(winch) },
    settings: { ...data.settings, pullingForce: over.pullingForce ?? null },
  };
}

describe('the source of the pulling force setting', () => {
  it('a 4000 N cable pulled by a 10 kN winch: the setting is the cable’s 4000 N, and the request says the cable set it', () => {
    const data = pullSection(4000, 'Capstan winch 10 kN');
    expect(settingsLimits(data, CATALOGUE_CTX, undefined).pullingForce).toMatchObject({ value: 4000, source: 'cable' });
    const { data: request } = toSimulationRequest(data, { context: CATALOGUE_CTX });
    expect(request.macMaxPullingForce).toBe(4000);
    expect(request.macMaxPullingForceSource).toBe('cable');
    expect(request.cableMaxPullingForce).toBe(4000);
  });

  it('a winch weaker than the cable sets it itself: no source sent (the machine, by default)', () => {
    const { data: request } = toSimulationRequest(pullSection(12_000, 'Capstan winch 10 kN'), { context: CATALOGUE_CTX });
    expect(request.macMaxPullingForce).toBe(10_000);
    expect(request.macMaxPullingForceSource).toBeUndefined();
  });

  it('three cables: two thirds of 3 × 4000 N, still the cable’s', () => {
    const { data: request } = toSimulationRequest(pullSection(4000, 'Drum winch 50 kN', { count: 3 }), { context: CATALOGUE_CTX });
    expect(request.macMaxPullingForce).toBeCloseTo(8000, 9);
    expect(request.macMaxPullingForceSource).toBe('cable');
    // the cables' own limit the engine checks (× count) is that same 8000 N, not 3 × 4000 N
    expect(request.cableMaxPullingForce! * request.cableCount!).toBeCloseTo(8000, 9);
  });

  it('three cables behind a winch set above their limit: the cables stop at two thirds of 3 × their limit, named, never a success past it', () => {
    // the pull demo's MV cable (12 kN) three times, not twisted, a 30 kN pulling force typed, the route 1.7 km long
    const data = sectionFromTemplate(DEMO_TEMPLATES.pull, 'expert', CATALOGUE);
    const rows = data.trajectory.rows.map((row, i, all) => (i === all.length - 1 ? { ...row, length: 1400 } : row));
    const three = { ...data, cable: { ...data.cable, count: 3, twisted: false }, settings: { ...data.settings, pullingForce: 30_000 }, trajectory: { ...data.trajectory, rows } };
    const r = engine.calculate(toSimulationRequest(three, { context: CATALOGUE_CTX, findMaxDistance: true }));
    expect(r.status).toBe('failed');
    expect(r.limitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
    expect(r.forceAtEnd).toBeCloseTo(24_000, 3);
    expect(Math.max(...r.profile.force)).toBeLessThanOrEqual(24_000 * (1 + 1e-6));
    expect(r.messages.find((m) => m.code === 'E_CABLE_PULLING_FORCE')?.params['rating']).toBeCloseTo(24_000, 6);
    // one cable carries its own 12 kN
    expect(toSimulationRequest({ ...three, cable: { ...three.cable, count: 1 } }, { context: CATALOGUE_CTX }).data.cableMaxPullingForce).toBe(12_000);
  });

  it('a pulling force typed by the user is the winch’s setting, whatever its value', () => {
    const { data: request } = toSimulationRequest(pullSection(4000, 'Capstan winch 10 kN', { pullingForce: 4000 }), { context: CATALOGUE_CTX });
    expect(request.macMaxPullingForce).toBe(4000);
    expect(request.macMaxPullingForceSource).toBeUndefined();
  });
});

describe('the source of the pushing force setting', () => {
  it('the push demo’s 800 N pusher is weaker than its cable: the pusher’s', () => {
    const data = sectionFromTemplate(DEMO_TEMPLATES.push, 'expert', CATALOGUE);
    const { data: request } = toSimulationRequest(data, { context: CATALOGUE_CTX });
    expect(request.macMaxPushingForce).toBe(800);
    expect(request.macMaxPushingForceSource).toBeUndefined();
  });

  it('a cable whose pushing limit is below the pusher’s force: the cable’s', () => {
    const data = sectionFromTemplate(DEMO_TEMPLATES.push, 'expert', CATALOGUE);
    const weak = { ...data, cable: { ...data.cable, maxPushingForce: 300 } };
    const { data: request } = toSimulationRequest(weak, { context: CATALOGUE_CTX });
    expect(request.macMaxPushingForce).toBe(300);
    expect(request.macMaxPushingForceSource).toBe('cable');
  });
});
