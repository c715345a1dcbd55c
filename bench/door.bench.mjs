// The door's cost (engine-as/src: encode the request into the wasm's input buffer, decode the output into the
// response) apart from the wasm's, for the 1000-row pull (without findMaxDistance), the typical section (with it) and
// a 10 000-row jetting route whose curves are thinned (routes.mjs longJetting: 10 001 samples to ~1800).
// The door runs on wasm instances whose `calculate` export is wrapped with timestamps: encode = from the door's call
// to the wasm's `calculate`, wasm = that call, decode = from its return to the response; whole = the same request on
// an unwrapped instance. One JSON line per case, door and phase (medians and p10/p90 in ms, as measure.mjs) and one
// line of medians in µs per case and door. Reported, never asserted. Run after `npm run build`:
//
//   BENCH_RUNS=3000 BENCH_WARMUP=500 node bench/door.bench.mjs
//
// A/B on a shared machine: BENCH_DOOR_BASELINE=<a copy of another engine-as/dist> runs that door too, on the same
// wasm, alternating blocks of 100 calls with this one, so that both see the same load; the last line gives the
// ratios (this door / baseline) of the medians.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { engineFromExports, RELEASE_WASM_URL } from '@cla/engine';
import { machine, measure, quantile, RUNS, WARMUP } from './measure.mjs';
import { fixture, longJetting, plainPull, pull1000Request, TYPICAL } from './routes.mjs';

const BLOCK = 100;
const module = await WebAssembly.compile(readFileSync(RELEASE_WASM_URL));
const baselineDir = process.env.BENCH_DOOR_BASELINE;
const doorFactories = { current: engineFromExports };
if (baselineDir) doorFactories.baseline = (await import(pathToFileURL(join(baselineDir, 'index.js')).href)).engineFromExports;

/** One door: a timed engine (the phases) and a plain one (the whole call), each on its own wasm instance. */
async function door(factory) {
  const clock = { start: 0, in: 0, out: 0 };
  const timedInstance = await WebAssembly.instantiate(module, {});
  const timedExports = timedInstance.exports;
  const timed = factory({
    ...timedExports,
    calculate: () => {
      clock.in = performance.now();
      const length = timedExports.calculate();
      clock.out = performance.now();
      return length;
    },
  });
  const plain = factory((await WebAssembly.instantiate(module, {})).exports);
  return { clock, timed, plain, times: { encode: [], wasm: [], decode: [], whole: [] } };
}

const stats = (name, times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { bench: name, runs: sorted.length, medianMs: quantile(sorted, 0.5), p10Ms: quantile(sorted, 0.1), p90Ms: quantile(sorted, 0.9) };
};
const us = (ms) => Number((ms * 1000).toFixed(2));

// the long jetting route's curves (10 001 samples) are thinned to ~1800: its wasm takes ~40 × the pull's, so it
// runs a twentieth of the calls
const cases = {
  'pull 1000 rows': { request: pull1000Request(false), share: 1 },
  'typical section findMaxDistance': { request: fixture(TYPICAL), share: 1 },
  'jetting 10 000 rows (thinned)': { request: longJetting(10_000), share: 1 / 20 },
};
const summaries = {};
for (const [name, { request, share }] of Object.entries(cases)) {
  const runs = Math.max(BLOCK, Math.round(RUNS * share));
  const warmup = Math.max(BLOCK, Math.round(WARMUP * share));
  const doors = {};
  for (const [label, factory] of Object.entries(doorFactories)) doors[label] = await door(factory);
  const block = (d, record) => {
    for (let i = 0; i < BLOCK; i++) {
      d.clock.start = performance.now();
      const response = d.timed.calculate(request);
      const tEnd = performance.now();
      if (response.status === 'notStarted') throw new Error(`${name}: not started`);
      if (record) {
        d.times.encode.push(d.clock.in - d.clock.start);
        d.times.wasm.push(d.clock.out - d.clock.in);
        d.times.decode.push(tEnd - d.clock.out);
      }
    }
    for (let i = 0; i < BLOCK; i++) {
      const t0 = performance.now();
      d.plain.calculate(request);
      if (record) d.times.whole.push(performance.now() - t0);
    }
  };
  const labels = Object.keys(doors);
  for (let b = 0; b < Math.ceil(warmup / BLOCK); b++) for (const label of labels) block(doors[label], false);
  for (let b = 0; b < Math.ceil(runs / BLOCK); b++) {
    // alternate which door goes first
    for (const label of b % 2 === 0 ? labels : [...labels].reverse()) block(doors[label], true);
  }
  summaries[name] = {};
  for (const label of labels) {
    const lines = Object.entries(doors[label].times).map(([phase, times]) => stats(`door ${label} ${name}: ${phase}`, times));
    for (const line of lines) console.log(JSON.stringify(line));
    const [encode, wasm, decode, whole] = lines.map((l) => us(l.medianMs));
    const medianUs = { encode, wasm, decode, door: Number((encode + decode).toFixed(2)), whole };
    summaries[name][label] = medianUs;
    console.log(JSON.stringify({ case: name, door: label, medianUs }));
  }
}

// the plain-JS pull of the same 1000 rows, for the ratio (warmed well past the optimising compiler's threshold)
let sink = 0;
for (let i = 0; i < 500; i++) sink += plainPull().force;
const plain = measure('plain-JS pull 1000 rows', () => {
  sink += plainPull().force;
});
if (!(sink > 0)) throw new Error('plain-JS pull: no force');
console.log(JSON.stringify(plain));
const pull = summaries['pull 1000 rows'];
const figures = { pullWholeVsPlainJs: Number((pull.current.whole / us(plain.medianMs)).toFixed(2)) };
if (baselineDir) {
  figures.currentOverBaseline = Object.fromEntries(
    Object.entries(summaries).map(([name, s]) => [
      name,
      Object.fromEntries(Object.keys(s.current).map((k) => [k, Number((s.current[k] / s.baseline[k]).toFixed(3))])),
    ]),
  );
}
console.log(JSON.stringify({ figures, machine: await machine(), warmup: WARMUP, runs: RUNS }));
