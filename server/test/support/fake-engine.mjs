// A stand-in engine door for the simulation pool tests, loaded by the workers like `@cla/engine`:
// `createEngine()` answers an engine whose `calculate` echoes `data.tag`, blocks its thread for `data.sleepMs`
// (a slow calculation, without burning a processor) and throws when `data.fail` is true (a wasm trap).
import { threadId } from 'node:worker_threads';

export async function createEngine() {
  return {
    calculate(request) {
      const data = request.data;
      if (typeof data.sleepMs === 'number') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, data.sleepMs);
      }
      if (data.fail === true) {
        throw new Error('wasm trap: unreachable');
      }
      return { status: 'success', distance: 0, messages: [], tag: data.tag ?? null, threadId };
    },
  };
}
