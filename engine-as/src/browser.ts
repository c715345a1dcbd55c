/**
 * @cla/engine for the browser (Vite with vite-plugin-wasm): the same release wasm, instantiated by the bundler.
 * Each call returns an engine over the one instance of this module (run it inside a Web Worker).
 */
import * as wasm from '../build/release.wasm';
import type { Engine } from './engine.js';
import { engineFromExports } from './index.js';

export * from './index.js';

let engine: Engine | undefined;

export function createEngine(): Promise<Engine> {
  engine ??= engineFromExports(wasm as unknown as Record<string, unknown>);
  return Promise.resolve(engine);
}
