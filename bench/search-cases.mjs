// Jetting's max-distance search measured on one wasm: a case run n times (for callgrind: n runs less one, divided by n − 1) or the head positions evaluated (debugEvaluations).
// Usage: node bench/search-cases.mjs <release.wasm> <typical-max|typical|3km-max|study-max|study|evals> <n>
//        node bench/search-cases.mjs <release.wasm> ab <blocks> <baseline release.wasm>   (interleaved wall clock, ms)
//   valgrind --tool=callgrind --callgrind-out-file=/tmp/cg-21.out node --no-liftoff --single-threaded bench/search-cases.mjs engine-as/build/release.wasm typical-max 21
// The study is the 200-run COF study of the typical section (COF 0.08–0.14) as the Studies tab runs it (scalar answers
// in batches, engineRunner), with or without the max distance per run. `evals` prints the head positions evaluated by
// the study's runs, the typical section and the 3 km fixture, with and without the max distance (n ignored).
import { readFileSync } from 'node:fs';
import { engineFromExports } from '@cla/engine';
import { cofUncertainty, cofUncertaintyRequests, engineRunner, targetOf } from '@cla/domain';
import { measureInterleaved } from './measure.mjs';
import { fixture, TYPICAL } from './routes.mjs';

const [wasm, kase, count] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasm), {});
const engine = engineFromExports(instance.exports);
const evaluations = instance.exports.debugEvaluations;
const n = Number(count ?? 1);
const typical = fixture(TYPICAL);
const km3 = fixture('jetting-3km-10-bends-max');
const target = targetOf(typical, engine.solveTrajectory({ trajectory: typical.data.trajectory, stretches: typical.data.stretches }).length);
const range = { min: 0.08, max: 0.14 };
const runner = engineRunner(engine);
let sink = 0;
if (kase === 'evals') {
  for (const findMaxDistance of [false, true]) {
    let study = 0;
    for (const r of cofUncertaintyRequests(typical, { range, findMaxDistance })) {
      engine.calculate(r);
      study += evaluations();
    }
    engine.calculate({ ...typical, findMaxDistance });
    const t = evaluations();
    engine.calculate({ ...km3, findMaxDistance });
    console.log(JSON.stringify({ findMaxDistance, study, typical: t, km3: evaluations() }));
  }
} else if (kase === 'ab') {
  // one process alternating both builds (blocks of 20 calls): the typical section with and without the max
  // distance, the 3 km fixture; medians and fastest tenths in ms
  const before = engineFromExports((await WebAssembly.instantiate(readFileSync(process.argv[5]), {})).instance.exports);
  const calc = (e, req, key) => () => {
    sink += e.calculate(req)[key];
  };
  const withMax = { ...typical, findMaxDistance: true };
  const without = { ...typical, findMaxDistance: false };
  const ab = measureInterleaved(
    {
      beforeMax: calc(before, withMax, 'maxDistance'), afterMax: calc(engine, withMax, 'maxDistance'),
      before: calc(before, without, 'distance'), after: calc(engine, without, 'distance'),
      before3km: calc(before, km3, 'maxDistance'), after3km: calc(engine, km3, 'maxDistance'),
    },
    { blocks: n, blockSize: 20, warmupBlocks: 5 },
  );
  for (const r of Object.values(ab)) console.log(JSON.stringify(r));
} else {
  for (let i = 0; i < n; i++) {
    if (kase === 'typical-max') sink += engine.calculate({ ...typical, findMaxDistance: true }).maxDistance;
    else if (kase === 'typical') sink += engine.calculate({ ...typical, findMaxDistance: false }).distance;
    else if (kase === '3km-max') sink += engine.calculate(km3).maxDistance;
    else if (kase === 'study') sink += (await cofUncertainty(typical, target, runner, { range })).distance.p50;
    else if (kase === 'study-max') sink += (await cofUncertainty(typical, target, runner, { range, findMaxDistance: true })).maxDistance.p50;
    else throw new Error(`unknown case ${kase}`);
  }
}
if (Number.isNaN(sink)) console.log('NaN');
