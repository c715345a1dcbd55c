// One lane of the COF study benchmark's pool (studies.bench.mjs, figures.cofStudyLanes): a node worker_threads stand-in
// for one of the Studies tab's engine workers (web use-study.ts): a batch of requests in by structured clone, their
// scalar answers (engine.calculateScalars) out.
import { parentPort } from 'node:worker_threads';
import { createEngine } from '@cla/engine';

const engine = await createEngine();
parentPort.on('message', ({ id, requests, options }) => {
  parentPort.postMessage({ id, answers: requests.map((r) => engine.calculateScalars(r, options)) });
});
parentPort.postMessage({ ready: true });
