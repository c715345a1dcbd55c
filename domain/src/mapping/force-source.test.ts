// Whose limit a machine force setting is (docs/simulation-api.md "Which component binds"): the automatic setting
// takes the lowest limit among the machine and the cable (settings-limits.ts); when that is the cable's, the request
// says so (macMaxPullingForceSource / macMaxPushingForceSource: 'cable') so that the answer names the cable.
import { describe, expect, it } from 'vitest';
import { settingsLimits } from '../auto-values/settings-limits.js';
import { DEMO_TEMPLATES } from '../section/demo-project.js';
import { PULLING_TEMPLATE, sectionFromTemplate } from '../section/templates.js';
import type { SectionData } from '../section/types.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { toSimulationRequest } from './to-simulation-request.js';

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
