// The simulation worker run by piscina (server/src/modules/simulator/engine-pool.ts), one per thread. Plain
// JavaScript (not compiled) so that the same file runs under the built server and under vitest (whose `--conditions source` the
// workers do not inherit: execArgv is empty, so `@cla/engine` is always its built door, engine-as/dist/node.js).
//
// workerData: { engineModule: a `file:` URL or a package name, base: the file to resolve a package name from }.
// The engine loads as soon as the thread starts; a job `{ request }` answers the engine's response already
// serialised as a JSON string (JSON.stringify here, so the main thread that every user shares neither deserialises a
// structured clone nor serialises the object again: it sends the string as it is), a job
// `{ probe: true }` answers `{ engineModule, threadId }` once the engine has loaded (the pool's start check).
// An exception of the engine (a bug, e.g. a wasm trap) is thrown to the pool, and this thread drops its engine
// and creates a fresh one (a new wasm instance) before its next job: a trap may leave the instance's memory in
// a bad state.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { threadId, workerData } from 'node:worker_threads';

const spec = workerData.engineModule;
const engineModule = spec.startsWith('file:') ? spec : pathToFileURL(createRequire(workerData.base).resolve(spec)).href;

function loadEngine() {
  const loading = import(engineModule).then((door) => door.createEngine());
  loading.catch(() => undefined); // reported by the next job, not as an unhandled rejection
  return loading;
}

let engine = loadEngine();

export default async function calculate(job) {
  const current = await engine;
  if (job.probe === true) {
    return { engineModule, threadId };
  }
  let response;
  try {
    response = current.calculate(job.request);
  } catch (error) {
    engine = loadEngine();
    // The pool recognises this prefix (custom properties do not survive the copy between threads).
    throw new Error(`The engine failed: ${error instanceof Error ? error.stack || error.message : String(error)}`, { cause: error });
  }
  // The very text Express's res.json wrote from the object (JSON.stringify without replacer or spaces).
  return JSON.stringify(response);
}
