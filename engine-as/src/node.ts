/** @cla/engine for Node: loads engine-as/build/release.wasm once per process. */
import { readFile } from 'node:fs/promises';
import type { Engine } from './engine.js';
import { instantiateEngine } from './index.js';

export * from './index.js';

let compiled: Promise<WebAssembly.Module> | undefined;

/** URL of the release wasm, relative to this file in src/ or dist/. */
export const RELEASE_WASM_URL = new URL('../build/release.wasm', import.meta.url);

/** Creates an engine (its own wasm instance) from the release wasm; the module is compiled once per process. */
export function createEngine(): Promise<Engine> {
  compiled ??= readFile(RELEASE_WASM_URL).then((bytes) => WebAssembly.compile(new Uint8Array(bytes)));
  return compiled.then(instantiateEngine);
}
