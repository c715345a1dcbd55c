// A stand-in engine door for the simulation pool tests, loaded by the workers like `@cla/engine`:
// `createEngine()` answers an engine whose `calculate` echoes `data.tag`, blocks its thread for `data.sleepMs`
// (a slow calculation, without burning a processor), loops for ever when `data.spin` is true (a calculation that
// never ends) and throws when `data.fail` is true (a wasm trap). Each answer carries the thread's id and how many
// engines that thread has created (`engines`: 2 after the thread replaced a failed engine).
import { threadId } from 'node:worker_threads';

let engines = 0;

export async function createEngine() {
  engines += 1;
  return {
    calculate(request) {
      const data = request.data;
      if (typeof data.sleepMs === 'number') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, data.sleepMs);
      }
      if (data.spin === true) {
        for (;;) {
          // a pathological calculation: only the time limit ends it
        }
      }
      if (data.fail === true) {
        throw new Error('wasm trap: unreachable');
      }
      return { status: 'success', distance: 0, messages: [], tag: data.tag ?? null, threadId, engines };
    },
  };
}
