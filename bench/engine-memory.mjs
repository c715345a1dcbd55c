// Wasm memory of the engine over repeated calls (the collection schedule of engine-as/assembly/index.ts): six calls
// of the longest jetting route with findMaxDistance, then 3000 calls of the 1000-row pull, and 3000 pulls on a fresh
// instance. Prints the memory size (MB) after each step; reported, not asserted. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { engineFromExports, RELEASE_WASM_URL } from '@cla/engine';
import { longJetting, pull1000Request } from './routes.mjs';
const ex = (await WebAssembly.instantiate(await WebAssembly.compile(readFileSync(RELEASE_WASM_URL)), {})).exports;
const e = engineFromExports(ex);
const big = { ...longJetting(10000), findMaxDistance: true };
for (let i = 0; i < 6; i++) { e.calculate(big); console.log('big', i, ex.memory.buffer.byteLength / 1e6); }
for (let i = 0; i < 3000; i++) e.calculate(pull1000Request(false));
console.log('after 3000 pulls', ex.memory.buffer.byteLength / 1e6);
const fresh = (await WebAssembly.instantiate(await WebAssembly.compile(readFileSync(RELEASE_WASM_URL)), {})).exports;
const e2 = engineFromExports(fresh);
for (let i = 0; i < 3000; i++) e2.calculate(pull1000Request(false));
console.log('fresh 3000 pulls', fresh.memory.buffer.byteLength / 1e6);
