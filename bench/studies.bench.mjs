// Studies benchmark (one process, one machine state): the 200-run COF study on the typical jetting section in Node
// on the wasm (with and without the max-distance search per run), and the method comparison of the jetting
// template (seven methods). One JSON line per case; everything in bench/results/studies.json. Targets are reported,
// never asserted. Run after `npm run build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '@cla/engine';
import { compareMethods, cofUncertainty, JETTING_TEMPLATE, machinePresetOf, sectionFromTemplate, targetOf } from '@cla/domain';
import { machine, measureAsync } from './measure.mjs';
import { fixture, TYPICAL } from './routes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const engine = await createEngine();
const runEngine = (request) => engine.calculate(request);
const results = [];
const report = async (name, fn) => {
  const r = await measureAsync(name, fn);
  results.push(r);
  console.log(JSON.stringify(r));
  return r;
};

const typical = fixture(TYPICAL);
const target = targetOf(typical, engine.solveTrajectory({ trajectory: typical.data.trajectory, stretches: typical.data.stretches }).length);
const range = { min: 0.08, max: 0.14 };
let sink = 0;
// the study as the editor runs it (no max-distance search per run), then with the search
const cof = await report(`COF study, 200 runs, ${TYPICAL}`, async () => {
  sink += (await cofUncertainty(typical, target, runEngine, { range })).distance.p50;
});
const cofMax = await report(`COF study, 200 runs, ${TYPICAL}, findMaxDistance per run`, async () => {
  sink += (await cofUncertainty(typical, target, runEngine, { range, findMaxDistance: true })).maxDistance.p50;
});
// the demo catalogue's machines with ids, as the server gives them (the template names them)
const catalogue = JSON.parse(readFileSync(join(here, '..', 'fixtures', 'presets', 'demo-catalogue.json'), 'utf8')).presets.map((p, i) => ({ ...p, id: `demo-${i}` }));
const jetting = sectionFromTemplate(JETTING_TEMPLATE, 'expert', catalogue);
const context = { machines: Object.fromEntries(catalogue.filter((p) => p.type.endsWith('Machine')).map((p) => [p.id, machinePresetOf(p)])) };
const methods = await report('method comparison, jetting template, 7 methods', async () => {
  sink += (await compareMethods(jetting, runEngine, { context })).rows.length;
});
if (!(sink > 0)) throw new Error('studies: no result');

const figures = {
  cofStudyMs: { median: cof.medianMs, withMaxDistance: cofMax.medianMs, targetMs: 500, meetsTarget: cof.medianMs < 500 },
  methodComparisonMs: methods.medianMs,
};
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'studies.json'), `${JSON.stringify({ meta: { machine: await machine(), date: new Date().toISOString() }, figures, results }, null, 2)}\n`);
console.log(JSON.stringify({ figures }));
