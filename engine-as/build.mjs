// Builds the engine when something is stale: the wasm (asc, release + debug) from assembly/ and asconfig.json,
// then the TypeScript door (tsc -b, itself incremental). Run from anywhere; paths are relative to this file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const outputs = ['build/release.wasm', 'build/debug.wasm'].map((p) => join(here, p));
const sourcesTime = Math.max(newest(join(here, 'assembly')), newest(join(root, 'asconfig.json')));
const stale = outputs.some((p) => !existsSync(p) || statSync(p).mtimeMs < sourcesTime);
const asc = join(root, 'node_modules', 'assemblyscript', 'bin', 'asc.js');
if (stale) {
  for (const target of ['release', 'debug']) {
    try {
      execFileSync(process.execPath, [asc, '--config', join(root, 'asconfig.json'), '--target', target], {
        cwd: root,
        stdio: 'inherit',
      });
    } catch {
      console.error(`engine: asc --target ${target} failed (see above)`);
      process.exit(1);
    }
  }
  console.log('engine: wasm built');
} else {
  console.log('engine: wasm up to date');
}
try {
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'tsconfig.build.json'], {
    cwd: here,
    stdio: 'inherit',
  });
} catch {
  console.error('engine: TypeScript build failed (see above)');
  process.exit(1);
}
