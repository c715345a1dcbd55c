// The in-app tutorials (web/src/features/help/content/{en,fr,de,it}/tutorials.md) quote what the engine answers for
// their sections: each case builds a tutorial's section as its steps do (templates, demo catalogue presets) and checks
// the figures it quotes, so that a template or engine change that makes a tutorial wrong fails here.
// A figure the text gives as "about X" must be within 5 % of the engine's (ABOUT); statuses and limits exactly.
import { type CalculateResponse, createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { newSection } from './defaults.js';
import { applyPreset } from './presets.js';
import { C, S } from './template-route.js';
import { JETTING_TEMPLATE, PULLING_TEMPLATE, type ProjectTemplate, type TemplateRow, WATUCAB_TEMPLATE, sectionFromTemplate } from './templates.js';
import type { SectionData } from './types.js';

const engine = await createEngine();
const ABOUT = 0.05;

function run(data: SectionData): CalculateResponse {
  return engine.calculate(toSimulationRequest(data, { context: CATALOGUE_CTX, findMaxDistance: true }));
}
/** `actual` is "about" `quoted` (within ABOUT of it) */
function about(actual: number, quoted: number, what: string) {
  expect(Math.abs(actual - quoted), `${what}: ${actual} is not about ${quoted}`).toBeLessThanOrEqual(ABOUT * Math.abs(quoted));
}
function param(r: CalculateResponse, code: string, name: string): number {
  const m = r.messages.find((x) => x.code === code);
  expect(m, `message ${code}`).toBeDefined();
  return Number(m!.params[name]);
}
const preset = (name: string) => {
  const p = CATALOGUE.find((x) => x.name === name);
  if (!p) throw new Error(`no demo preset ${name}`);
  return p;
};
/** a new empty section of `method` with the named demo presets applied, as the tutorial's steps choose them */
function fromPresets(method: SectionData['general']['layingMethod'] & string, names: string[], rows: TemplateRow[] = []): SectionData {
  let d = newSection({ allowedLayingMethods: [method] });
  for (const n of names) d = applyPreset(d, preset(n));
  if (rows.length) d.trajectory = sectionFromTemplate({ ...PULLING_TEMPLATE, trajectory: rows }).trajectory;
  return d;
}
const tweak = (d: SectionData, f: (d: SectionData) => void) => {
  const c = structuredClone(d);
  f(c);
  return c;
};
const routeLength = (d: SectionData) => computeTrajectory(d.trajectory, d.stretches.rows).totalLength;

describe('tutorials', () => {
  it('"A pulling section from the template"', () => {
    const d = sectionFromTemplate(PULLING_TEMPLATE, 'expert', CATALOGUE);
    const t = computeTrajectory(d.trajectory, d.stretches.rows);
    expect(t.rows[1]!.length).toBeCloseTo(15.71, 2);
    expect(t.rows[3]!.length).toBeCloseTo(7.86, 2);
    about(t.totalLength, 474, 'route');
    expect(toSimulationRequest(d, { context: CATALOGUE_CTX }).data.macMaxPullingForce).toBe(12_000); // automatic: the cable's 12 kN
    const r = run(d);
    expect(r.status).toBe('success');
    about(r.forceAtEnd, 2000, 'winch force');
    about(r.maxDistance, 3400, 'max distance');
    expect(r.maxDistanceLimitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
    about(run(tweak(d, (x) => void (x.equipment.lubricant = 'no'))).forceAtEnd, 4000, 'lubricant None');
    about(run(tweak(d, (x) => void (x.settings.calculateBackward = true))).forceAtEnd, 1900, 'backward');
  });

  it('"A pushing section"', () => {
    const d = fromPresets('push', ['Blowing machine for cables 8–20 mm', 'Loose-tube cable 96 fibres, 11 mm', 'HDPE 32/26 ribbed', 'Street crossing: 2 × 45° bends']);
    d.settings.layingSpeed = 30;
    about(routeLength(d), 124, 'route');
    const r = run(d);
    expect(r.status).toBe('success');
    expect(Math.abs(r.forceAtEnd - 14)).toBeLessThanOrEqual(1);
    about(r.maxDistance, 280, 'max distance');
    about(run(tweak(d, (x) => void (x.equipment.lubricant = 'no'))).maxDistance, 155, 'lubricant None');
    about(run(tweak(d, (x) => void (x.stretches.rows[0]!.undulationAmplitude = 0))).maxDistance, 375, 'no undulations');
  });

  it('"A push-pull section" (the pulling section with the 10 kN capstan winch and the 5 kN caterpillar pusher)', () => {
    const as = (layingMethod: ProjectTemplate['layingMethod'], pusher: boolean, push?: number) =>
      run(sectionFromTemplate({ ...PULLING_TEMPLATE, layingMethod, pullingMachine: layingMethod === 'push' ? undefined : 'Capstan winch 10 kN', pushingMachine: pusher ? 'Caterpillar cable pusher for power cables' : undefined, macMaxPushingForce: push }, 'expert', CATALOGUE));
    about(as('pull', false).forceAtEnd, 2000, 'pulling alone');
    const pp = as('pushpull', true);
    expect(pp.status).toBe('success');
    about(pp.forceAtEnd, 1300, 'winch with the 5 kN pusher');
    const push = as('push', true);
    expect(push.limitedBy?.code).toBe('E_PUSHING_FORCE');
    about(push.distance, 155, 'pushing alone');
    about(as('pushpull', true, 2000).forceAtEnd, 1300, 'winch with a 2 kN pusher');
  });

  it('"A jetting section"', () => {
    const d = sectionFromTemplate(JETTING_TEMPLATE, 'expert', CATALOGUE);
    expect(toSimulationRequest(d, { context: CATALOGUE_CTX }).data.macMaxPushingForce).toBe(800);
    const r = run(d);
    expect(r.status).toBe('success');
    about(r.forceAtEnd, 55, 'pusher force');
    about(r.maxDistance, 2350, 'max distance');
    expect(r.maxDistanceLimitedBy?.code).toBe('E_PUSHING_FORCE');
    about(r.airFlow, 2300, 'peak air flow');
    about(param(r, 'I_AIR_CONSUMPTION', 'airQuantity'), 45, 'free air');
  });

  it('"A floating section"', () => {
    const d = fromPresets('floating', ['Water-tight cable pusher for floating', 'Water pump 300 l/min, 16 bar', 'Loose-tube cable 96 fibres, 11 mm', 'HDPE 40/32 ribbed'], [S(600), C(90, 20), S(800, 1), C(-90, 20), S(600)]);
    Object.assign(d.settings, { waterPressure: 8, waterDensity: 1, layingSpeed: 20, maxDistance: 10_000 });
    about(routeLength(d), 2060, 'route');
    const r = run(d);
    expect(r.status).toBe('success');
    expect(r.forceAtEnd).toBeGreaterThanOrEqual(10); // "some tens of newtons"
    expect(r.forceAtEnd).toBeLessThan(100);
    expect(r.maxDistance).toBe(10_000);
    expect(r.messages.map((m) => m.code)).toContain('I_MAX_DISTANCE_CAPPED');
    about(param(r, 'I_WATER_SPEED', 'waterSpeed'), 39, 'water speed');
    about(param(r, 'I_WATER_CONSUMPTION', 'waterQuantity'), 4.9, 'water used');
    about(param(r, 'I_WATER_CONSUMPTION', 'fillVolume'), 1.7, 'filling');
    about(param(r, 'I_WATER_CONSUMPTION', 'maxWaterFlow'), 36, 'peak flow');
    about(param(run(tweak(d, (x) => void (x.equipment.cableEnd = 'sonic'))), 'I_HEAD_FORCE', 'force'), 60, 'sonic head pull');
    const dry = run(tweak(d, (x) => void (x.general.layingMethod = 'push')));
    expect(dry.limitedBy?.code).toBe('E_CABLE_PUSHING_FORCE');
    about(dry.distance, 270, 'pushed dry');
    about(run(tweak(d, (x) => void (x.settings.waterPressure = 4))).maxDistance, 7200, '4 bar');
    const fast = run(tweak(d, (x) => Object.assign(x.settings, { waterPressure: 4, layingSpeed: 60 })));
    about(param(fast, 'W_SPEED_REDUCED', 'position'), 265, 'outruns the water from');
    about(param(fast, 'W_SPEED_REDUCED', 'speed'), 32, 'slowed to');
    about(fast.duration, 55, 'duration at 60 m/min, 4 bar');
    about(run(tweak(d, (x) => void (x.settings.layingSpeed = 60))).duration, 34, 'duration at 60 m/min, 8 bar');
  });

  it('"A water push-pull section from the template"', () => {
    const d = sectionFromTemplate(WATUCAB_TEMPLATE, 'expert', CATALOGUE);
    const data = toSimulationRequest(d, { context: CATALOGUE_CTX }).data;
    expect([data.waterPressure, data.macMaxPushingForce, data.macMaxPullingForce]).toEqual([4, 10_000, 30_000]);
    const r = run(d);
    expect(r.status).toBe('success');
    expect(r.distance).toBeCloseTo(routeLength(d), 6);
    about(r.distance, 2052, 'route');
    about(r.duration, 103, 'duration');
    about(param(r, 'I_HEAD_FORCE', 'force'), 8700, 'pig pull');
    about(param(r, 'I_HEAD_FORCE', 'tension'), 5600, 'tension behind the pig');
    about(r.waterQuantity, 23, 'water used');
    about(r.forceAtEnd, 640, 'pusher at the end');
    about(r.maxDistance, 4700, 'max distance');
    expect(r.maxDistanceLimitedBy?.code).toBe('E_PUSHING_FORCE');
    // left automatic, the cable values stop it after about 1.07 km
    const { cableWeight: _w, cableStiffness: _s, cableMaxPushingForce: _p, cableMinBendingRadius: _r, ...automatic } = WATUCAB_TEMPLATE;
    const auto = run(sectionFromTemplate(automatic, 'expert', CATALOGUE));
    expect(auto.limitedBy?.code).toBe('E_PUSHING_FORCE');
    about(auto.distance, 1070, 'automatic cable values');
    const at = (bar: number) => run(tweak(d, (x) => void (x.settings.waterPressure = bar)));
    about(at(2).maxDistance, 3700, '2 bar');
    for (const bar of [6, 10]) expect(at(bar).maxDistance, `${bar} bar`).toBe(5000);
    about(param(at(10), 'W_HOLD_BACK_PRESSURE', 'pressure'), 7.3, '10 bar lowered to');
  });

  it('"A free-floating section"', () => {
    const d = fromPresets('freefloating', ['Water pump 1500 l/min, 20 bar', 'MV single core 1×240 mm² Al, 20 kV, 36 mm', 'PE 110/94 smooth'], [S(4000), C(30, 50), S(3000), C(-30, 50), S(3000)]);
    d.cable.cableLength = 3000;
    Object.assign(d.settings, { xRearPig: 0, layingSpeed: 40, waterPressure: 16 });
    about(routeLength(d), 10_050, 'route');
    const r = run(d);
    expect(r.status).toBe('success');
    about(param(r, 'I_WATER_PRESSURE_CAPPED', 'pressure'), 12.5, 'duct cap');
    about(param(r, 'I_FREEFLOATING', 'pressure'), 10.1, 'inlet pressure');
    about(param(r, 'I_FREEFLOATING', 'pigPressureDrop'), 2.5, 'pig drop');
    about(param(r, 'I_FREEFLOATING', 'frontForce'), 1700, 'front pull');
    about(r.waterFlow, 280, 'water flow');
    about(r.waterQuantity, 119, 'water quantity');
    about(param(r, 'I_WATER_CONSUMPTION', 'fillVolume'), 70, 'filling');
    about(r.duration, 176, 'duration');
    const low = run(tweak(d, (x) => void (x.settings.waterPressure = 10)));
    expect([low.started, low.limitedBy?.code]).toEqual([false, 'E_WATER_PRESSURE']);
    const fast = run(tweak(d, (x) => void (x.settings.layingSpeed = 60)));
    expect([fast.started, fast.limitedBy?.code]).toEqual([false, 'E_WATER_PRESSURE']);
    about(param(fast, 'E_WATER_PRESSURE', 'pressure'), 14.9, 'inlet at 60 m/min');
  });
});
