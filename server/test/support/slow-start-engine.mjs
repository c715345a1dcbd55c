// The fake engine door of fake-engine.mjs, loading slowly: `createEngine()` takes 600 ms, as a replaced worker
// thread may on a loaded machine. The simulation pool's time limit must not count that start-up.
import { createEngine as createFakeEngine } from './fake-engine.mjs';

export async function createEngine() {
  await new Promise((resolve) => setTimeout(resolve, 600));
  return createFakeEngine();
}
