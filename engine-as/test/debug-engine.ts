import { readFile } from 'node:fs/promises';
import { engineFromExports, type Engine } from '@cla/engine/core';

/** An engine on its own wasm instance with test-only switches (`setDebugOption` of assembly/index.ts). */
export interface DebugEngine {
  engine: Engine;
  /** 1 = arc step scale, 2 = buckling from C = 0 (1) or the F_hel threshold (0). */
  set(key: number, value: number): void;
  /** the instance's exports (test-only ones among them, e.g. debugRunsCrossed) */
  exports: WebAssembly.Exports;
}

export async function createDebugEngine(): Promise<DebugEngine> {
  const bytes = await readFile(new URL('../build/release.wasm', import.meta.url));
  const { instance } = await WebAssembly.instantiate(new Uint8Array(bytes), {});
  const setDebugOption = instance.exports.setDebugOption as (key: number, value: number) => void;
  return { engine: engineFromExports(instance.exports), set: setDebugOption, exports: instance.exports };
}
