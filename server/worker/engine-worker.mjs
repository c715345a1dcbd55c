// The simulation worker run by piscina (server/src/modules/simulator/engine-pool.ts), one per thread. Plain
// JavaScript (not compiled) so that the same file runs under the built server and under vitest (whose `--conditions source` the
// workers do not inherit: execArgv is empty, so `@cla/engine` is always its built door, engine-as/dist/node.js).
//
// workerData: { engineModule: a `file:` URL or a package name, base: the file to resolve a package name from }.
// The engine loads as soon as the thread starts; a job `{ request, encoding }` answers `{ body, encoding, status }`: the
// engine's response serialised as JSON (JSON.stringify here) and, when `encoding` is `br` or `gzip` and the text is
// at least COMPRESS_THRESHOLD bytes, compressed here too (brotli quality 1 or gzip level 1: a few per cent larger
// than the compression middleware's brotli 4, several times cheaper); `body` is then the compressed bytes, else the
// JSON string and `encoding` is `identity`. So the main thread that every user shares neither deserialises a
// structured clone, nor serialises, nor compresses: it writes the bytes as they are. A job `{ probe: true }`
// answers `{ engineModule, threadId }` once the engine has loaded (the pool's start check). A job's `started`
// (an Int32Array on shared memory) receives when the calculation starts, after the engine has loaded: the pool's
// time limit counts from there.
// An exception of the engine (a bug, e.g. a wasm trap) is thrown to the pool, and this thread drops its engine
// and creates a fresh one (a new wasm instance) before its next job: a trap may leave the instance's memory in
// a bad state.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { threadId, workerData } from 'node:worker_threads';

const spec = workerData.engineModule;
const engineModule = spec.startsWith('file:') ? spec : pathToFileURL(createRequire(workerData.base).resolve(spec)).href;

/**
 * A short pull (3 bends) that each new engine calculates once before its first job: the wasm and the door are then
 * compiled, so a new or replaced thread answers its first user at full speed (a cold first run takes 5–20 times longer).
 */
const WARM_UP = JSON.parse(readFileSync(new URL('./warm-up-request.json', import.meta.url), 'utf8'));

function loadEngine() {
  const loading = import(engineModule).then(async (door) => {
    const created = await door.createEngine();
    try {
      created.calculate(WARM_UP);
    } catch {
      // a stand-in engine of the tests may refuse it; a real failure shows on the first job
    }
    return created;
  });
  loading.catch(() => undefined); // reported by the next job, not as an unhandled rejection
  return loading;
}

let engine = loadEngine();

/** Answers shorter than this many bytes are sent as they are (the compression middleware's threshold). */
const COMPRESS_THRESHOLD = 1024;

/** The answer's bytes for the encoding the client accepts. */
function encode(json, encoding) {
  if ((encoding !== 'br' && encoding !== 'gzip') || Buffer.byteLength(json) < COMPRESS_THRESHOLD) {
    return { body: json, encoding: 'identity' };
  }
  const body =
    encoding === 'br'
      ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
      : gzipSync(json, { level: 1 });
  return { body, encoding };
}

export default async function calculate(job) {
  const current = await engine;
  if (job.probe === true) {
    return { engineModule, threadId };
  }
  if (job.started !== undefined) {
    // tells the pool when the calculation really starts: its time limit counts from here (1 + ms since the hand-over)
    Atomics.store(job.started, 0, Math.max(1, Date.now() - job.handedOver + 1));
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
  // `status` travels beside the bytes, which may be compressed, for the simulation metrics.
  return { ...encode(JSON.stringify(response), job.encoding), status: response.status };
}
