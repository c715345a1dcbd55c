// Engine benchmarks: warm-up, then timed runs; one JSON line per case on stdout (medians in ms) and the whole
// set in bench/results/engine.json. Cases come from @cla/fixtures. Plain Node, no loader: run after `npm run build`.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, RUNS, WARMUP } from './measure.mjs';
import { createEngine } from '@cla/engine';

const here = dirname(fileURLToPath(import.meta.url));
const requestsDir = join(here, '..', 'fixtures', 'requests');

/**
 * A route of `n` rows (straights of `straight` m and curves of radius 10 m alternating, slopes −5…5°, turns
 * −30…30°) built from a fixture request; `method` and `findMaxDistance` as given.
 */
function longRoute(base, n, straight = 20, method = base.data.layingMethod, findMaxDistance = false) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    rows.push(
      i % 2 === 0
        ? { type: 'straight', slope: ((i * 7) % 11) - 5, length: straight }
        : { type: 'curve', angle: ((i * 13) % 61) - 30, radius: 10 },
    );
  }
  const data = { ...base.data, layingMethod: method, trajectory: { ...base.data.trajectory, rows } };
  return { ...base, findMaxDistance, data: { ...data, maxDistance: Math.max(base.data.maxDistance ?? 0, 1.5 * n * straight) } };
}

const engine = await createEngine();
const results = [];
const files = readdirSync(requestsDir).filter((f) => f.endsWith('.json')).sort();
for (const file of files) {
  const request = JSON.parse(readFileSync(join(requestsDir, file), 'utf8'));
  results.push(measure(`calculate ${file.replace(/\.json$/, '')}`, () => engine.calculate(request)));
}
const pullBase = JSON.parse(readFileSync(join(requestsDir, 'pull-1750m-8-bends.json'), 'utf8'));
const pushBase = JSON.parse(readFileSync(join(requestsDir, 'push-1750m-8-bends-max.json'), 'utf8'));
// route cases: 2 km / 50 rows and 10 km / 1000 rows, pull and push, with and without findMaxDistance
for (const [label, rows, straight] of [['2km/50 rows', 50, 80], ['10km/1000 rows', 1000, 20]]) {
  for (const [method, base] of [['pull', pullBase], ['push', pushBase]]) {
    for (const max of [false, true]) {
      const request = longRoute(base, rows, straight, method, max);
      results.push(measure(`calculate ${method} ${label}${max ? ' findMaxDistance' : ''}`, () => engine.calculate(request)));
    }
  }
}
// jetting: the fixture without the max-distance search (the march alone)
const jetBase = JSON.parse(readFileSync(join(requestsDir, 'jetting-3km-10-bends-max.json'), 'utf8'));
const jetMarch = { ...jetBase, findMaxDistance: false };
results.push(measure('calculate jetting-3km-10-bends (no findMaxDistance)', () => engine.calculate(jetMarch)));
// water methods: the fixture (5 km, 20 bends, findMaxDistance) for the other two water methods, and floating
// without the max-distance search
const waterBase = JSON.parse(readFileSync(join(requestsDir, 'floating-5km-20-bends-max.json'), 'utf8'));
for (const method of ['waterpushpull', 'freefloating']) {
  const request = { ...waterBase, data: { ...waterBase.data, layingMethod: method } };
  results.push(measure(`calculate ${method} 5km-20-bends-max (findMaxDistance)`, () => engine.calculate(request)));
}
const waterMarch = { ...waterBase, findMaxDistance: false };
results.push(measure('calculate floating 5km-20-bends (no findMaxDistance)', () => engine.calculate(waterMarch)));
// floating with the heads the product offers: open (the cable outruns the water, the pusher slows it down, then it
// stalls before the end: the hardest path) and sonic (a leaking plug at the head)
for (const cableEnd of ['open', 'sonic']) {
  const request = { ...waterBase, data: { ...waterBase.data, cableEnd } };
  results.push(measure(`calculate floating ${cableEnd} head 5km-20-bends-max (findMaxDistance)`, () => engine.calculate(request)));
}
// the worst case of the floating speed regulation: an 8.5 mm cable (B 0.3 N·m², 500 N pusher) at 125 m/min and
// 4 bar through the generated 10 km / 1000-row route: the pusher slows it at most march positions, then it stalls
const fieldCable = {
  cableOuterDiameter: 8.5, cableWeight: 0.065, cableStiffness: 0.3, pushingSpeed: 125, waterPressure: 4, macMaxPushingForce: 500, cableEnd: 'open',
  stretches: [{ id: 'main', type: 'inDuct', outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth', cof: 0.1 }],
};
const regulated = longRoute({ ...waterBase, data: { ...waterBase.data, ...fieldCable } }, 1000, 20, 'floating', true);
results.push(measure('calculate floating 10km/1000 rows, 125 m/min slowed (findMaxDistance)', () => engine.calculate(regulated)));
// finely surveyed routes: 10 000 straights of 0.3 m (3 km, slopes −0.2…0.2°, an imported trench), every method, on
// the water fixture's cable and ducts (undulated main stretch) and on the jetting fixture for jetting; fewer runs
const surveyed = (base, method, findMaxDistance) => {
  const rows = Array.from({ length: 10_000 }, (_, i) => ({ type: 'straight', slope: ((i % 5) - 2) * 0.1, length: 0.3 }));
  return { ...base, findMaxDistance, data: { ...base.data, layingMethod: method, trajectory: { ...base.data.trajectory, rows } } };
};
for (const method of ['pull', 'push', 'pushpull', 'jetting', 'floating', 'waterpushpull', 'freefloating']) {
  for (const max of [false, true]) {
    const request = surveyed(method === 'jetting' ? jetBase : waterBase, method, max);
    results.push(measure(`calculate ${method} surveyed 10 000 rows${max ? ' findMaxDistance' : ''}`, () => engine.calculate(request), { runs: Math.min(RUNS, 20), warmup: 2 }));
  }
}
// the flow calculator, both ways
const flowAir = { fluid: 'air', innerDiameter: 33, length: 1500, cableCount: 1, cableDiameter: 15, pressure: 9 };
const flowWater = { fluid: 'water', innerDiameter: 90, length: 5000, innerSurface: 'riped', cableCount: 1, cableDiameter: 45, altitudeChange: 12, flow: 600 };
results.push(measure('flow air 1.5 km (pressure → flow)', () => engine.flow(flowAir)));
results.push(measure('flow water 5 km (flow → pressure)', () => engine.flow(flowWater)));
const big = longRoute(pullBase, 1000);
results.push(measure('solveTrajectory 1000 rows', () => engine.solveTrajectory(big.data)));

const meta = { node: process.version, arch: process.arch, date: new Date().toISOString(), warmup: WARMUP, runs: RUNS };
for (const r of results) console.log(JSON.stringify(r));
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'engine.json'), `${JSON.stringify({ meta, results }, null, 2)}\n`);
