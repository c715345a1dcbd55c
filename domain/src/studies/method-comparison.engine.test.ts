// The method comparison with the real engine on the jetting template.
import { createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { METHODS } from '../rules/laying-methods.js';
import { demoProjectSections } from '../section/demo-project.js';
import { JETTING_TEMPLATE, PULLING_TEMPLATE, sectionFromTemplate } from '../section/templates.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { compareMethods, methodComparisonRuns } from './method-comparison.js';
import { isStudyCancelled } from './run.js';

const engine = await createEngine();
const run = (r: Parameters<typeof engine.calculate>[0]) => engine.calculate(r);
const jetting = sectionFromTemplate(JETTING_TEMPLATE, 'expert', CATALOGUE);

describe('compareMethods', () => {
  it('runs every method the licence allows, in the product order, and no other', async () => {
    const result = await compareMethods(jetting, run, { context: CATALOGUE_CTX, allowedLayingMethods: ['pull', 'jetting', 'push'] });
    expect(result.rows.map((r) => r.layingMethod)).toEqual(['push', 'pull', 'jetting']);
    const all = await compareMethods(jetting, run, { context: CATALOGUE_CTX });
    expect(all.rows.map((r) => r.layingMethod)).toEqual([...METHODS]);
    for (const row of all.rows) {
      for (const v of [row.distance, row.maxDistance, row.duration, row.peakForce, row.airOrWaterQuantity]) {
        expect(Number.isFinite(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
      }
      expect(row.maxDistance).toBeGreaterThanOrEqual(row.distance - 1e-6);
      expect(row.status).not.toBe('notStarted');
    }
  });

  it("gives the section's own method exactly the answer of the section itself", async () => {
    const { rows } = await compareMethods(jetting, run, { context: CATALOGUE_CTX, allowedLayingMethods: ['jetting'] });
    const own = engine.calculate(toSimulationRequest(jetting, { context: CATALOGUE_CTX, findMaxDistance: true }));
    expect(rows[0]!.assumed).toEqual([]);
    expect(rows[0]!.distance).toBe(own.distance);
    expect(rows[0]!.maxDistance).toBe(own.maxDistance);
    expect(rows[0]!.duration).toBe(own.duration);
    expect(rows[0]!.peakForce).toBe(Math.max(...own.progress.pushingForce.map(Math.abs), 0));
    // jetting: the free air the installation uses, as the result's message and the bill of materials say (m³),
    // not the peak flow over the whole duration (an upper bound that read about a third more)
    const used = own.messages.find((m) => m.code === 'I_AIR_CONSUMPTION')?.params.airQuantity;
    expect(typeof used).toBe('number');
    expect(rows[0]!.airOrWaterQuantity).toBeCloseTo(used as number, 9);
    expect(rows[0]!.airOrWaterQuantity).toBeLessThan((own.airFlow * own.duration) / 1000);
  });

  it("counts only machines in the peak machine force: free-floating has none, a head's pull is not one", async () => {
    // the free-floating demo: its rear pig pushes and its front shuttle pulls ≈650 N, no machine does
    const free = demoProjectSections(CATALOGUE).find((s) => s.general.layingMethod === 'freefloating')!;
    const { rows } = await compareMethods(free, run, { context: CATALOGUE_CTX, allowedLayingMethods: ['freefloating', 'waterpushpull', 'pull'] });
    const byMethod = Object.fromEntries(rows.map((r) => [r.layingMethod, r]));
    expect(byMethod.freefloating!.peakForce).toBe(0);
    const [wpp] = methodComparisonRuns(free, CATALOGUE_CTX, ['waterpushpull']);
    const answer = engine.calculate(wpp!.request);
    expect(Math.max(...answer.progress.pullingForce)).toBeGreaterThan(Math.max(...answer.progress.pushingForce.map(Math.abs)));
    expect(byMethod.waterpushpull!.peakForce).toBe(Math.max(...answer.progress.pushingForce.map(Math.abs)));
    expect(byMethod.pull!.peakForce).toBeGreaterThan(0);
  });

  it('shows no machine beyond its rating: the pull demo section jetted (undulated duct) stops where its pusher reaches 7200 N, not above', async () => {
    // the pusher and the cable's pushing limit are both 7200 N; near the lock-up past the bend the pusher force
    // rises almost vertically with the head: the final state once showed 7292.48 N at the located 149.49 m
    const pull = demoProjectSections(CATALOGUE).find((s) => s.general.layingMethod === 'pull')!;
    const { rows } = await compareMethods(pull, run, { context: CATALOGUE_CTX, allowedLayingMethods: ['push', 'jetting', 'floating'] });
    const runs = methodComparisonRuns(pull, CATALOGUE_CTX, ['jetting']);
    expect(runs[0]!.request.data.macMaxPushingForce).toBe(7200);
    // the pusher is the only machine of these methods: the peak is its force
    for (const row of rows) expect(row.peakForce, row.layingMethod).toBeLessThanOrEqual(7200 * (1 + 1e-9));
    const jet = rows.find((r) => r.layingMethod === 'jetting')!;
    expect(jet.status).toBe('failed');
    // the section has no pusher: its automatic pushing force is the cable's limit, so the cable is named
    expect(runs[0]!.request.data.macMaxPushingForceSource).toBe('cable');
    expect(jet.limitedBy?.code).toBe('E_CABLE_PUSHING_FORCE');
    expect(jet.peakForce).toBeGreaterThan(7200 * (1 - 1e-6));
  });

  it('says when the max-distance search stopped at its limit: the maximum distance is then a lower bound', async () => {
    // the free-floating demo's cable would float on past the 5000 m searched; the pull demo's winch stops short of it
    const free = demoProjectSections(CATALOGUE).find((s) => s.general.layingMethod === 'freefloating')!;
    const { rows } = await compareMethods(free, run, { context: CATALOGUE_CTX, allowedLayingMethods: ['freefloating', 'pull'] });
    const byMethod = Object.fromEntries(rows.map((r) => [r.layingMethod, r]));
    const [ff] = methodComparisonRuns(free, CATALOGUE_CTX, ['freefloating']);
    expect(byMethod.freefloating!.maxDistance).toBe(ff!.request.data.maxDistance);
    expect(byMethod.freefloating!.maxDistanceCapped).toBe(true);
    expect(byMethod.pull!.maxDistance).toBeLessThan(ff!.request.data.maxDistance!);
    expect(byMethod.pull!.maxDistanceCapped).toBe(false);
  });

  it('a method that cannot start uses no air or water (free floating with a 0.2 bar pump: the duct’s fill is not counted)', async () => {
    // the jetting template with a weak pump of its own: free floating's pigs cannot move its cable at 0.2 bar
    const weak = structuredClone(jetting);
    weak.equipment.waterPump = { ...weak.equipment.waterPump, maxWaterFlow: 300, maxWaterPressure: 0.2 };
    const { rows } = await compareMethods(weak, run, { context: CATALOGUE_CTX, allowedLayingMethods: ['freefloating', 'jetting'] });
    const by = Object.fromEntries(rows.map((r) => [r.layingMethod, r]));
    expect(by.freefloating!.started).toBe(false);
    expect(by.freefloating!.airOrWaterQuantity).toBe(0);
    expect(by.jetting!.airOrWaterQuantity).toBeGreaterThan(0);
  });

  it('defaults only the equipment the section lacks, and says so', () => {
    const runs = methodComparisonRuns(jetting, CATALOGUE_CTX, null);
    const by = Object.fromEntries(runs.map((r) => [r.layingMethod, r]));
    expect(by.jetting!.assumed).toEqual([]);
    expect(by.floating!.assumed).toEqual(['waterPump']);
    expect(by.floating!.request.data.macMaxWaterFlow).toBe(300);
    expect(by.freefloating!.assumed).toEqual(['waterPump', 'cableLength']);
    // the jetting template has a pusher but no winch: the pulling methods pull with the cable's own limit, and say so
    expect(by.pull!.assumed).toEqual(['winch']);
    expect(by.pull!.request.data.macMaxPullingForce).toBe(jetting.cable.maxPullingForce);
    expect(by.pushpull!.assumed).toEqual(['winch']);
    expect(by.push!.assumed).toEqual([]);
    // the pulling template has a winch but no pusher: the pushing methods push with the cable's own limit
    const pulling = Object.fromEntries(methodComparisonRuns(sectionFromTemplate(PULLING_TEMPLATE, 'expert', CATALOGUE), CATALOGUE_CTX, null).map((r) => [r.layingMethod, r]));
    expect(pulling.pull!.assumed).toEqual([]);
    expect(pulling.push!.assumed).toEqual(['pusher']);
    expect(pulling.jetting!.assumed).toEqual(['pusher', 'compressor']);
    expect(pulling.freefloating!.assumed).not.toContain('pusher');
    // the section under a method is what "use this method" gives: its request is the run's, less the defaults
    for (const r of runs) {
      expect(r.data.general.layingMethod).toBe(r.layingMethod);
      const plain = toSimulationRequest(r.data, { context: CATALOGUE_CTX, findMaxDistance: true });
      const { macMaxWaterFlow: _f, macMaxWaterPressure: _p, cableLength: _l, waterPressure: _w, ...rest } = r.request.data;
      const { macMaxWaterFlow: _f2, macMaxWaterPressure: _p2, cableLength: _l2, waterPressure: _w2, ...plainRest } = plain.data;
      expect(rest).toEqual(plainRest);
    }
  });

  it('an assumed pump sets the automatic water pressure as a chosen one would: its rating capped by the duct, not the 2 bar of a section without a pump', async () => {
    const runs = methodComparisonRuns(jetting, CATALOGUE_CTX, ['floating', 'waterpushpull']);
    for (const r of runs) {
      // the jetting template's 32/26 duct: PE100 SDR 10.7 for water, 160/(r − 1) = 16.55 bar, above the pump's 16 bar
      expect(r.request.data.macMaxWaterPressure).toBe(16);
      expect(r.request.data.waterPressure).toBe(16);
      // the section "use this method" gives keeps its own (no pump): the defaults are the run's only
      expect(r.data.equipment.waterPump.maxWaterFlow ?? null).toBeNull();
    }
    // water push-pull at 16 bar gets past the 218 m from where 2 bar slow the pig (it stopped there before it could slow)
    const { rows } = await compareMethods(jetting, run, { context: CATALOGUE_CTX, allowedLayingMethods: ['waterpushpull'] });
    expect(rows[0]!.distance).toBeGreaterThan(1000);
  });

  it('reports progress after each run and stops when cancelled', async () => {
    const seen: [number, number][] = [];
    await compareMethods(jetting, run, { context: CATALOGUE_CTX, allowedLayingMethods: ['push', 'pull'], onProgress: (d, t) => seen.push([d, t]) });
    expect(seen).toEqual([[1, 2], [2, 2]]);
    const controller = new AbortController();
    let calls = 0;
    const error = await compareMethods(jetting, (r) => {
      calls += 1;
      controller.abort();
      return engine.calculate(r);
    }, { context: CATALOGUE_CTX, signal: controller.signal }).catch((e: unknown) => e);
    expect(isStudyCancelled(error)).toBe(true);
    expect(calls).toBe(1);
  });
});
