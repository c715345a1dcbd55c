// The requests whose scalar results must not move when the engine's numerics or structure change: every fixture
// request (forward and backward, with and without findMaxDistance; the water fixture as every water method and
// head), every golden simulation case, the section benchmark's 1000-row pull and generated routes of the engine
// benchmark (pull, push, jetting, pushpull), and heavy pulls (bends at low tension, a winch limit). `scalarsOf` picks
// the scalars of a response: distance, max distance, force at the end, duration, air/water flow and quantity,
// status, limit, message codes and numeric message parameters, and each bend's forces.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CalculateRequest, CalculateResponse, TrajectoryRow } from '@cla/engine';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures');

function json<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The engine benchmark's generated route: straights with slopes −5…5° (so most curves are 3-D), turns −30…30°. */
function routeRows(n: number, straight: number): TrajectoryRow[] {
  const rows: TrajectoryRow[] = [];
  for (let i = 0; i < n; i++) {
    rows.push(i % 2 === 0 ? { type: 'straight', slope: ((i * 7) % 11) - 5, length: straight } : { type: 'curve', angle: ((i * 13) % 61) - 30, radius: 10 });
  }
  return rows;
}

export function scalarCases(): [string, CalculateRequest][] {
  const cases: [string, CalculateRequest][] = [];
  const requests = readdirSync(join(fixtures, 'requests')).filter((f) => f.endsWith('.json')).sort();
  for (const file of requests) {
    const base = json<CalculateRequest>(join(fixtures, 'requests', file));
    const variants: [string, CalculateRequest][] = [[file, base]];
    if (base.data.layingMethod === 'floating') {
      for (const method of ['waterpushpull', 'freefloating'] as const) {
        variants.push([`${file} as ${method}`, { ...base, data: { ...base.data, layingMethod: method, cableLength: 600 } as typeof base.data }]);
      }
      for (const cableEnd of ['open', 'sonic'] as const) variants.push([`${file} ${cableEnd} head`, { ...base, data: { ...base.data, cableEnd } }]);
    }
    if (base.data.layingMethod === 'push') variants.push([`${file} as pushpull`, { ...base, data: { ...base.data, layingMethod: 'pushpull' } }]);
    for (const [name, request] of variants) {
      for (const findMaxDistance of [false, true]) {
        for (const calculateBackward of [false, true]) {
          cases.push([`${name} max=${findMaxDistance} backward=${calculateBackward}`, { ...request, findMaxDistance, data: { ...request.data, calculateBackward } }]);
        }
      }
    }
  }
  for (const file of readdirSync(join(fixtures, 'golden')).filter((f) => f.endsWith('.json')).sort()) {
    const golden = json<{ kind?: string; cases: { name: string; request: CalculateRequest }[] }>(join(fixtures, 'golden', file));
    if (golden.kind === 'flow') continue;
    for (const c of golden.cases) cases.push([`golden ${file} ${c.name}`, c.request]);
  }
  const pullBase = json<CalculateRequest>(join(fixtures, 'requests', 'pull-1750m-8-bends.json'));
  const pushBase = json<CalculateRequest>(join(fixtures, 'requests', 'push-1750m-8-bends-max.json'));
  const jetBase = json<CalculateRequest>(join(fixtures, 'requests', 'jetting-2km-25-bends-typical-max.json'));
  for (const [label, n, straight] of [['50 rows', 50, 80], ['1000 rows', 1000, 20]] as const) {
    for (const [method, base] of [['pull', pullBase], ['push', pushBase], ['pushpull', pushBase], ['jetting', jetBase]] as const) {
      for (const findMaxDistance of [false, true]) {
        const rows = routeRows(n, straight);
        const data = { ...base.data, layingMethod: method, trajectory: { ...base.data.trajectory, rows }, maxDistance: Math.max(base.data.maxDistance ?? 0, 1.5 * n * straight) };
        cases.push([`route ${method} ${label} max=${findMaxDistance}`, { findMaxDistance, data }]);
      }
    }
  }
  // the section benchmark's 1000-row pull (bench/routes.mjs)
  const pullRows: TrajectoryRow[] = Array.from({ length: 1000 }, (_, i) =>
    i % 2 === 0 ? { type: 'straight', slope: 0, length: 10 } : { type: 'curve', angle: i % 4 === 1 ? 5 : -5, radius: 10 },
  );
  for (const findMaxDistance of [false, true]) {
    cases.push([`bench pull 1000 rows max=${findMaxDistance}`, {
      findMaxDistance,
      data: {
        layingMethod: 'pull', pushingSpeed: 10, lubricant: 'yes', macMaxPullingForce: 1e9, macMaxPushingForce: 0,
        cableOuterDiameter: 12, cableWeight: 1, cableStiffness: 0, cableMaxPullingForce: 1e9, lostForce: 0, maxDistance: 20_000,
        stretches: [{ id: 's1', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'smooth', cof: 0.1 }],
        trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: pullRows },
      },
    }]);
  }
  // heavy pulls with limits in reach: horizontal bends at low tension (weight-dominated), slopes, a winch limit
  const heavy = { ...pullBase.data, cableWeight: 8, cableStiffness: 0, cableMaxPullingForce: 1e9, macMaxPullingForce: 1e9, maxDistance: 20_000 };
  for (const findMaxDistance of [false, true]) {
    cases.push([`heavy pull 50 rows max=${findMaxDistance}`, { findMaxDistance, data: { ...heavy, trajectory: { ...pullBase.data.trajectory, rows: routeRows(50, 30) } } }]);
    cases.push([`pull 1000 rows out of reach max=${findMaxDistance}`, { findMaxDistance, data: { ...heavy, cableWeight: 1, trajectory: { ...pullBase.data.trajectory, rows: routeRows(1000, 20) } } }]);
    cases.push([`heavy pull 200 rows limited max=${findMaxDistance}`, { findMaxDistance, data: { ...heavy, macMaxPullingForce: 20_000, trajectory: { ...pullBase.data.trajectory, rows: routeRows(200, 40) } } }]);
  }
  return cases;
}

export type Scalars = Record<string, number | string | null>;

export function scalarsOf(r: CalculateResponse): Scalars {
  const s: Scalars = {
    status: r.status, distance: r.distance, maxDistance: r.maxDistance, forceAtEnd: r.forceAtEnd, duration: r.duration,
    airFlow: r.airFlow, waterFlow: r.waterFlow, waterQuantity: r.waterQuantity,
    limit: r.limitedBy ? r.limitedBy.code : null, limitPosition: r.limitedBy ? r.limitedBy.position : null,
    messageCodes: r.messages.map((m) => m.code).join(','),
  };
  r.messages.forEach((m, i) => {
    for (const [k, v] of Object.entries(m.params)) s[`message${i}.${m.code}.${k}`] = v;
  });
  r.bends.forEach((b, i) => {
    s[`bend${i}.forceIn`] = b.forceIn;
    s[`bend${i}.forceOut`] = b.forceOut;
    s[`bend${i}.radialForce`] = b.radialForce;
  });
  return s;
}
