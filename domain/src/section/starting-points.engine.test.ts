// What the product offers as a starting point — the three templates, and a new section filled from the demo
// catalogue's presets (fixtures/presets/demo-catalogue.json, applied as the editor's "Open preset" does) — must be
// complete and compute to a result with the real engine.
import { type CalculateResponse, createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { METHODS, needsEquipment } from '../rules/laying-methods.js';
import { finiteNumbers } from '../test-support/finite-numbers.js';
import { CATALOGUE, CATALOGUE_CTX, presetsOf } from '../test-support/catalogue.js';
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { validateSection } from '../validation/validate-section.js';
import { newSection } from './defaults.js';
import { type PresetLike, applyPreset } from './presets.js';
import { TEMPLATES, WATUCAB_TEMPLATE, sectionFromTemplate } from './templates.js';
import type { SectionData } from './types.js';

const engine = await createEngine();

function run(data: SectionData): CalculateResponse {
  const request = toSimulationRequest(data, { context: CATALOGUE_CTX, findMaxDistance: true });
  const response = engine.calculate(request);
  expect(response.messages.filter((m) => m.code === 'E_INVALID_PARAMS')).toEqual([]);
  expect(['success', 'exceeded', 'failed']).toContain(response.status);
  expect(finiteNumbers(response)).toEqual([]);
  return response;
}

const routeLength = (data: SectionData) => computeTrajectory(data.trajectory, data.stretches.rows).totalLength;

describe('templates', () => {
  it('name machines of the demo catalogue', () => {
    for (const t of Object.values(TEMPLATES)) {
      for (const [type, name] of [['pushingMachine', t.pushingMachine], ['pullingMachine', t.pullingMachine]] as const) {
        if (needsEquipment(t.layingMethod, type)) expect(presetsOf(type).map((p) => p.name)).toContain(name);
      }
      if (t.compressor) expect(presetsOf('compressor').find((p) => p.name === t.compressor!.name)?.data).toEqual({ maxAirFlow: t.compressor.maxAirFlow, maxAirPressure: t.compressor.maxAirPressure });
      if (t.waterPump) expect(presetsOf('waterPump').find((p) => p.name === t.waterPump!.name)?.data).toEqual({ maxWaterFlow: t.waterPump.maxWaterFlow, maxWaterPressure: t.waterPump.maxWaterPressure });
    }
  });

  // Every template installs its whole route (status success, distance = route length) in both display modes.
  // Reached: pulling 473.6 m (max distance 3375.7 m expert), jetting 1562.8 m (2354.2 m), watucab 2052.4 m (4745.6 m).
  it.each(Object.entries(TEMPLATES).flatMap(([name, t]) => (['expert', 'simple'] as const).map((mode) => [name, mode, t] as const)))(
    'the %s template (%s mode) has no validation issue and installs its whole route',
    (_name, mode, t) => {
      const data = sectionFromTemplate(t, mode, CATALOGUE);
      expect(validateSection(data, CATALOGUE_CTX)).toEqual([]);
      const r = run(data);
      expect(r.status).toBe('success');
      expect(r.distance).toBeCloseTo(routeLength(data), 6);
      expect(r.maxDistance).toBeGreaterThanOrEqual(r.distance - 1e-6);
    },
  );

  it('without machines found, a template leaves them to choose (and says so)', () => {
    const data = sectionFromTemplate(TEMPLATES.pulling);
    expect(validateSection(data, {}).map((i) => i.key)).toEqual(['section.equipment.pullingMachine.error.required']);
  });

  it('watucab: with automatic cable values instead of its data sheet it stops well before the end (why it carries them)', () => {
    const { cableWeight: _w, cableStiffness: _s, cableMaxPushingForce: _p, cableMinBendingRadius: _r, ...rest } = WATUCAB_TEMPLATE;
    const data = sectionFromTemplate(rest, 'expert', CATALOGUE);
    const r = run(data);
    expect(r.status).toBe('failed');
    expect(r.distance).toBeLessThan(0.65 * routeLength(data));
  });
});

/**
 * Issues that say two presets do not fit together (a cable in a duct too small, a machine outside its range, rollers
 * for a water method): such a combination is not a starting point the catalogue offers.
 */
const MISMATCH_KEYS = new Set([
  'section.cable.outerDiameter.error.lessThanDuct',
  'section.stretches.innerDiameter.error.greaterThanCable',
  'section.stretches.innerDiameter.warning.tightFit',
  'section.cable.outerDiameter.warning.aboveMachineRange',
  'section.cable.outerDiameter.warning.belowMachineRange',
  'section.stretches.outerDiameter.warning.aboveMachineRange',
  'section.stretches.outerDiameter.warning.belowMachineRange',
  'section.stretches.type.error.notAllowed',
]);

describe('every combination of demo presets', () => {
  const options = (need: boolean, list: PresetLike[]): (PresetLike | undefined)[] => (need ? list : [undefined]);
  const combinations = METHODS.flatMap((m) =>
    presetsOf('cable').flatMap((cable) =>
      presetsOf('stretch').flatMap((stretch) =>
        presetsOf('trajectory').flatMap((trajectory) =>
          options(needsEquipment(m, 'pushingMachine'), presetsOf('pushingMachine')).flatMap((push) =>
            options(needsEquipment(m, 'pullingMachine'), presetsOf('pullingMachine')).flatMap((pull) =>
              options(needsEquipment(m, 'compressor'), presetsOf('compressor')).flatMap((compressor) =>
                options(needsEquipment(m, 'waterPump'), presetsOf('waterPump')).map((pump) => {
                  let data = newSection({ allowedLayingMethods: [m] });
                  data.general.sectionName = `${m} start`;
                  for (const p of [cable, stretch, trajectory, push, pull, compressor, pump]) if (p) data = applyPreset(data, p);
                  // the length of cable to lay is the job's, never a preset's: freefloating needs it typed in
                  if (m === 'freefloating') data.cable.cableLength = Math.round(0.8 * routeLength(data));
                  return data;
                }),
              ),
            ),
          ),
        ),
      ),
    ),
  );

  it('leave no issue but the mismatches of two presets, and the fitting ones compute', () => {
    let fitting = 0;
    const statuses: Record<string, number> = {};
    for (const data of combinations) {
      const issues = validateSection(data, CATALOGUE_CTX);
      expect(issues.filter((i) => !MISMATCH_KEYS.has(i.key)), `${data.general.layingMethod} ${data.cable.name} / ${data.stretches.rows[0]!.stretchName}`).toEqual([]);
      if (issues.length > 0) continue;
      fitting++;
      const r = run(data);
      const key = `${data.general.layingMethod} ${r.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    expect(combinations.length).toBe(11700);
    // the fitting combinations per method (so that a catalogue change that leaves a method without any shows)
    for (const m of METHODS) expect(Object.keys(statuses).some((k) => k.startsWith(`${m} `)), m).toBe(true);
    // 2312 fitting combinations; per method success / exceeded (the end reached past a limit) / failed (a limit
    // reached): push 75/0/63, pull 370/0/8, pushpull 407/0/7, jetting 245/0/73, floating 196/0/16, waterpushpull
    // 501/87/48 (the pig pulls the cable beyond its max pulling force, e.g. 501.8 N for 500 N: E_CABLE_PULLING_FORCE in
    // `exceeded`), freefloating 212/0/4 (its failures also past a duct's rating: W_DUCT_PRESSURE)
    expect(fitting).toBeGreaterThan(2000);
  }, 120_000);
});
