import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateResponse, type Engine, type ExceededQuantity, type SimulationData } from '@cla/engine';
import { pullData, request } from './helpers.js';
import { randomRequest } from './random-request.js';
import { uniform } from './random-route.js';

// A limit decides the status (docs/simulation-api.md#limits-exceeded): `success` only when no limit is exceeded;
// a head that reached its target past a limit answers `exceeded`, naming each limit (which, where, by how much).

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Random requests of every method with random cable limits, duct ratings and one or three cables. */
const limited = fc
  .record({
    base: randomRequest,
    radial: optional(uniform(20, 3000)),
    minRadius: optional(uniform(0.5, 40)),
    maxPull: uniform(300, 40000),
    maxPush: optional(uniform(100, 20000)),
    three: fc.boolean(),
  })
  .map(({ base, radial, minRadius, maxPull, maxPush, three }): { data: SimulationData; findMax: boolean } => ({
    findMax: base.findMax,
    data: {
      ...base.data,
      cableMaxPullingForce: maxPull,
      ...(radial !== undefined ? { cableMaxRadialForce: radial } : {}),
      ...(minRadius !== undefined ? { cableMinBendingRadius: minRadius } : {}),
      ...(maxPush !== undefined ? { cableMaxPushingForce: maxPush } : {}),
      ...(three ? { cableCount: 3 } : {}),
    },
  }));

/** The cable force limits' stops (errors: status failed, limitedBy) and the quantity each is of. */
const STOPS: Readonly<Record<string, ExceededQuantity>> = { E_CABLE_PULLING_FORCE: 'pullingForce', E_CABLE_PUSHING_FORCE: 'pushingForce' };

const over = (value: number, limit: number) => limit > 0 && value > limit * (1 + 1e-5) + 1e-6;

/** The limits a response crosses, read from its own figures and the request (not from its `exceeded` list). */
function crossed(data: SimulationData, r: CalculateResponse): ExceededQuantity[] {
  const out: ExceededQuantity[] = [];
  const n = data.cableCount ?? 1;
  const radial = Math.max(0, ...r.bends.map((b) => b.radialForce));
  if (over(radial, data.cableMaxRadialForce ?? 0)) out.push('radialForce');
  const minRadius = data.cableMinBendingRadius ?? 0;
  if (r.bends.some((b) => b.radius > 0 && over(minRadius, b.radius))) out.push('bendRadius');
  if (n === 3 && r.checks.jamRatio !== null && r.checks.jamRatio >= 2.6 && r.checks.jamRatio <= 3.1) out.push('jamRatio');
  if (over(Math.max(0, ...r.profile.force), (data.cableMaxPullingForce ?? 0) * n)) out.push('pullingForce');
  if (over(Math.max(0, ...r.profile.force.map((f) => -f)), (data.cableMaxPushingForce ?? 0) * n)) out.push('pushingForce');
  return out;
}

describe('a limit decides the status', () => {
  it('property (seed 34, 300 requests of every method): success only when no limit is exceeded; an exceeded limit is never a success and is named with where and by how much', () => {
    const seen = { success: 0, exceeded: 0 };
    fc.assert(
      fc.property(limited, ({ data, findMax }) => {
        const r = engine.calculate(request(data, findMax));
        // named in the list, or by the stop itself (a cable force limit that stopped the run: its error, limitedBy)
        const named = new Set<ExceededQuantity>(r.exceeded.map((e) => e.quantity));
        for (const m of r.messages) {
          if (m.level === 'error' && STOPS[m.code]) named.add(STOPS[m.code]!);
        }
        const label = `${data.layingMethod} ${r.status} ${JSON.stringify(r.exceeded)}`;
        if (r.status === 'success') {
          seen.success++;
          expect(r.exceeded, label).toEqual([]);
          expect(r.messages.filter((m) => ['W_SIDEWALL', 'W_BEND_RADIUS', 'W_JAM_RATIO'].includes(m.code)), label).toEqual([]);
        }
        if (r.status === 'exceeded') {
          seen.exceeded++;
          expect(r.exceeded.length, label).toBeGreaterThan(0);
          expect(r.started && r.limitedBy === null, label).toBe(true);
        }
        // a limit crossed on the route the cable lies in: never a success, and the list names it
        if (r.status !== 'notStarted') {
          for (const q of crossed(data, r)) expect(named.has(q), `${q} not named: ${label}`).toBe(true);
          if (crossed(data, r).length > 0) expect(r.status, label).not.toBe('success');
        }
        for (const e of r.exceeded) {
          expect(Number.isFinite(e.value) && Number.isFinite(e.limit) && e.limit > 0, label).toBe(true);
          // by how much: beyond the limit (a bend radius: below it)
          expect(e.quantity === 'bendRadius' ? e.value < e.limit : e.value > e.limit || e.quantity === 'jamRatio', label).toBe(true);
          // where: on the route the cable lies in (the profile's span, or a bend of the route)
          const end = Math.max(0, ...r.profile.position, ...r.bends.map((b) => b.position));
          if (e.position !== null) expect(e.position >= 0 && e.position <= end + 1e-6, label).toBe(true);
        }
      }),
      { numRuns: 300, seed: 34, endOnFailure: true },
    );
    // the property saw both sides
    expect(seen.success).toBeGreaterThan(10);
    expect(seen.exceeded).toBeGreaterThan(10);
  });

  it('the issue’s case: a radial force limit of 500 N/m and a curve tighter than the cable allows are exceeded, not a success', () => {
    const rows = [
      { type: 'straight' as const, slope: 0, length: 300 },
      { type: 'curve' as const, angle: 90, radius: 1 },
      { type: 'straight' as const, slope: 0, length: 100 },
    ];
    const r = engine.calculate(request(pullData(rows, { cableMaxRadialForce: 500, cableMinBendingRadius: 1.5, macMaxPullingForce: 50000, cableMaxPullingForce: 50000 })));
    expect(r.status).toBe('exceeded');
    expect(r.limitedBy).toBeNull();
    const radial = r.exceeded.find((e) => e.quantity === 'radialForce');
    expect(radial).toMatchObject({ code: 'W_SIDEWALL', component: 'cable', limit: 500, unit: 'N/m', position: 300 });
    expect(radial!.value).toBeGreaterThan(500);
    expect(r.exceeded.find((e) => e.quantity === 'bendRadius')).toMatchObject({ code: 'W_BEND_RADIUS', value: 1, limit: 1.5, unit: 'm', position: 300 });
    // the same route within the cable's limits is a success with nothing listed
    const ok = engine.calculate(request(pullData(rows, { cableMaxRadialForce: 1e6, macMaxPullingForce: 50000, cableMaxPullingForce: 50000 })));
    expect(ok.status).toBe('success');
    expect(ok.exceeded).toEqual([]);
  });
});
