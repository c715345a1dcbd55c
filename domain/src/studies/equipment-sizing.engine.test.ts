// Equipment sizing with the real engine on the demo sections: the ok rule (completes, rating ≥ (1 + margin) ×
// need), the smallest ok rating per kind, monotony over random winch ratings (fast-check), the pusher's diameter
// ranges, the kinds per method, progress and cancellation.
import { createEngine } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import type { PresetLike } from '../section/presets.js';
import { DEMO_TEMPLATES } from '../section/demo-project.js';
import { sectionFromTemplate } from '../section/templates.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { equipmentChoice, SIZING_CABLE_DIAMETER, SIZING_MARGIN_SHORT, sizeEquipment, sizedKinds } from './equipment-sizing.js';
import { StudyCancelledError } from './run.js';

const engine = await createEngine();
const run = (r: Parameters<typeof engine.calculate>[0]) => engine.calculate(r);
const section = (m: keyof typeof DEMO_TEMPLATES) => ({ data: sectionFromTemplate(DEMO_TEMPLATES[m], 'expert', CATALOGUE), context: CATALOGUE_CTX });
const winch = (force: number, i = 0): PresetLike => ({
  id: `w${i}`, name: `Winch ${force}`, type: 'pullingMachine', data: { maxPullingForce: force, maxPullingSpeed: 20 },
});

describe('sizeEquipment', () => {
  it('studies the kinds the method uses', () => {
    expect(sizedKinds('pull')).toEqual(['pullingMachine']);
    expect(sizedKinds('jetting')).toEqual(['pushingMachine', 'compressor']);
    expect(sizedKinds('waterpushpull')).toEqual(['pullingMachine', 'pushingMachine', 'waterPump']);
    expect(sizedKinds('freefloating')).toEqual(['waterPump']);
    expect(sizedKinds('floating', ['waterPump'])).toEqual(['waterPump']);
    expect(sizedKinds(null)).toEqual([]);
  });

  it('pull: every winch run once, ok = completes with the margin, the smallest ok rating chosen', async () => {
    const progress: [number, number][] = [];
    const r = await sizeEquipment(section('pull'), CATALOGUE, run, { onProgress: (d, t) => progress.push([d, t]) });
    const winches = CATALOGUE.filter((p) => p.type === 'pullingMachine');
    expect(r.choices.map((c) => c.preset)).toEqual(winches.sort((a, b) => Number(a.data.maxPullingForce) - Number(b.data.maxPullingForce)).map((p) => p.id));
    expect(progress.at(-1)).toEqual([winches.length, winches.length]);
    for (const c of r.choices) {
      expect(c.needed).toBeGreaterThan(0);
      expect(c.margin).toBeCloseTo(c.rating / c.needed - 1, 12);
      expect(c.ok).toBe(c.status === 'success' && c.margin! >= 0.1);
      expect(c.limitedBy === null).toBe(c.ok);
    }
    const okRatings = r.choices.filter((c) => c.ok).map((c) => c.rating);
    expect(r.smallest.pullingMachine?.rating).toBe(Math.min(...okRatings));
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
  });

  it('pull: a winch below the need stops at its force, one just under the margin is MARGIN (fast-check over ratings)', async () => {
    const base = await sizeEquipment(section('pull'), [winch(1e6)], run);
    const need = base.choices[0]!.needed;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.double({ min: 0.3, max: 2, noNaN: true }), { minLength: 1, maxLength: 6 }), async (shares) => {
        const presets = shares.map((s, i) => winch(Math.round(need * s), i));
        const r = await sizeEquipment(section('pull'), presets, run, { margin: 0.1 });
        for (const c of r.choices) {
          if (c.rating >= need * 1.1 + 1) expect(c.ok).toBe(true);
          else if (c.rating >= need + 1) expect(c.limitedBy).toBe(SIZING_MARGIN_SHORT);
          else if (c.rating < need - 1) expect(c.limitedBy).toBe('E_PULLING_FORCE');
        }
        // bigger is never worse: once ok, every larger winch is ok
        const first = r.choices.findIndex((c) => c.ok);
        if (first >= 0) expect(r.choices.slice(first).every((c) => c.ok)).toBe(true);
        expect(r.smallest.pullingMachine).toBe(first >= 0 ? r.choices[first] : undefined);
      }),
      { numRuns: 8, seed: 7 },
    );
  });

  it('pull past the cable’s radial force limit: no winch is ok, those that reach the end name the limit exceeded', async () => {
    const past = section('pull');
    past.data.cable.maxRadialForce = 1;
    const r = await sizeEquipment(past, CATALOGUE, run);
    const reached = r.choices.filter((c) => c.status === 'exceeded');
    expect(reached.length).toBeGreaterThan(0);
    for (const c of r.choices) expect(c.ok).toBe(false);
    for (const c of reached) expect(c.limitedBy).toBe('W_SIDEWALL');
    expect(r.smallest.pullingMachine ?? null).toBeNull();
  });

  it('a margin of 0 accepts any winch that completes; a negative margin is refused', async () => {
    const r = await sizeEquipment(section('pull'), CATALOGUE, run, { margin: 0 });
    for (const c of r.choices) expect(c.ok).toBe(c.status === 'success');
    await expect(sizeEquipment(section('pull'), CATALOGUE, run, { margin: -0.1 })).rejects.toThrow(RangeError);
  });

  it('jetting: pushers and compressors; a pusher not taking the cable is never ok; the small compressor falls short', async () => {
    const r = await sizeEquipment(section('jetting'), CATALOGUE, run);
    expect(new Set(r.choices.map((c) => c.kind))).toEqual(new Set(['pushingMachine', 'compressor']));
    const cable = section('jetting').data.cable.outerDiameter!;
    for (const c of r.choices.filter((x) => x.kind === 'pushingMachine')) {
      const p = CATALOGUE.find((x) => x.id === c.preset)!;
      const takes = cable >= Number(p.data.cableDiameterMin) && cable <= Number(p.data.cableDiameterMax);
      if (!takes) expect([c.ok, c.limitedBy]).toEqual([false, SIZING_CABLE_DIAMETER]);
    }
    const compressors = r.choices.filter((c) => c.kind === 'compressor');
    expect(compressors[0]!.rating).toBe(1000);
    expect(compressors[0]!.ok).toBe(false);
    expect(r.smallest.compressor?.rating).toBe(5000);
  });

  it('water push-pull: a pump whose pressure slows the cable (W_PUMP_SLOWS_CABLE) is at its rating, never ok, and says so, however large its flow margin', () => {
    const input = section('waterpushpull');
    const pump: PresetLike = { id: 'p', name: 'Pump 1500 l/min, 2 bar', type: 'waterPump', data: { maxWaterFlow: 1500, maxWaterPressure: 2 } };
    const base = run(toSimulationRequest(input.data, { context: CATALOGUE_CTX }));
    expect(base.status).toBe('success');
    const slowed = { ...base, messages: [...base.messages, { code: 'W_PUMP_SLOWS_CABLE', level: 'warning' as const, title: '', message: '', params: { position: 1000, speed: 10, lowestAt: 2052 } }] };
    const c = equipmentChoice(input, pump, slowed, 0.1);
    expect(c.margin).toBeGreaterThan(0.1);
    expect([c.ok, c.limitedBy]).toEqual([false, 'W_PUMP_SLOWS_CABLE']);
    expect(equipmentChoice(input, pump, base, 0.1).ok).toBe(true);
  });

  it('push-pull: the pusher pushes at its rating, so its margin is null', async () => {
    const r = await sizeEquipment(section('pushpull'), CATALOGUE, run, { kinds: ['pushingMachine'] });
    expect(r.choices.length).toBeGreaterThan(0);
    for (const c of r.choices) {
      expect(c.margin).toBeNull();
      // its "need" is its own rating: said, so that the table does not read it as a need met with no margin
      expect(c.atRating).toBe(true);
      expect(c.needed).toBeCloseTo(c.rating, 6);
    }
    const winches = await sizeEquipment(section('pushpull'), CATALOGUE, run, { kinds: ['pullingMachine'] });
    for (const c of winches.choices) expect(c.atRating).toBe(false);
  });

  it('stops before the next run when cancelled', async () => {
    const controller = new AbortController();
    let runs = 0;
    const counting = (q: Parameters<typeof engine.calculate>[0]) => {
      runs += 1;
      return engine.calculate(q);
    };
    const p = sizeEquipment(section('pull'), CATALOGUE, counting, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(p).rejects.toBeInstanceOf(StudyCancelledError);
    expect(runs).toBe(1);
  });
});

describe('sizeEquipment with a pulling force typed for the former winch', () => {
  it('runs each winch at its own rating (the force setting back to automatic)', async () => {
    const s = section('pull');
    s.data.settings.pullingForce = 900;
    const r = await sizeEquipment(s, [winch(50_000)], run);
    expect(r.choices[0]!.status).toBe('success');
    expect(r.choices[0]!.ok).toBe(true);
  });
});
