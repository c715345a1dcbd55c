// The engine worker of the what-if benchmark: a node worker_threads stand-in for the web app's Web Worker
// (web/src/lib/engine-host.ts): it receives a request by structured clone, runs engine.calculate, answers the
// response by structured clone.
import { parentPort } from 'node:worker_threads';
import { createEngine } from '@cla/engine';

const engine = await createEngine();
parentPort.on('message', ({ id, request }) => {
  parentPort.postMessage({ id, response: engine.calculate(request) });
});
parentPort.postMessage({ ready: true });
