// Editor benchmarks: the work the section editor does on every keystroke, outside the engine — validation,
// group summaries, automatic values, derived trajectory values and the request mapping of @cla/domain — for
// sections of 20, 200 and 1000 trajectory rows. One JSON line per case (medians in ms) and the set in
// bench/results/editor.json. A keystroke must stay well under one frame (16 ms) so that typing never lags.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './measure.mjs';
import {
  computeAutoValues,
  computeTrajectory,
  isReadyToSimulate,
  PULLING_TEMPLATE,
  sectionFromTemplate,
  setField,
  summarizeGroups,
  toSimulationRequest,
  validateSection,
} from '@cla/domain';

const here = dirname(fileURLToPath(import.meta.url));

/** The pulling template with `n` rows alternating straights and curves. */
function section(n) {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';
  data.trajectory.rows = Array.from({ length: n }, (_, i) =>
    i % 2 === 0
      ? { key: `r${i}`, type: 'straight', slope: ((i * 7) % 11) - 5, length: 20 }
      : { key: `r${i}`, type: 'curve', angle: ((i * 13) % 61) - 30, radius: 10 },
  );
  return data;
}

const context = { machines: { w1: { id: 'w1', name: 'Winch', maxPullingForce: 10000, maxPullingSpeed: 30 } } };
const results = [];
for (const n of [20, 200, 1000]) {
  let data = section(n);
  results.push(
    measure(`keystroke ${n} rows (edit a length, validate, summarize, auto values, geometry, request)`, (i) => {
      data = setField(data, `trajectory.rows.${(2 * i) % n}.length`, 20 + (i % 10));
      const ctx = { ...context, touched: [`trajectory.rows.${(2 * i) % n}.length`] };
      validateSection(data, ctx);
      summarizeGroups(data, ctx);
      computeAutoValues(data, ctx);
      computeTrajectory(data.trajectory, data.stretches.rows);
      if (isReadyToSimulate(data, ctx)) toSimulationRequest(data, { findMaxDistance: true, context: ctx });
    }),
  );
}

for (const result of results) console.log(JSON.stringify(result));
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'editor.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
