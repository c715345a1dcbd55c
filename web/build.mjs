// Builds web/dist with `vite build`, but only when an input is newer than web/dist/index.html.
// Usage: node build.mjs [--force]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = join(webDir, '..');
const output = join(webDir, 'dist', 'index.html');
const wasm = join(repoDir, 'engine-as', 'build', 'release.wasm');

/** Everything the bundle is made from: our sources, the engine door and wasm, the domain rules. */
const inputs = [
  join(webDir, 'src'),
  join(webDir, 'public'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'package.json'),
  join(repoDir, 'engine-as', 'src'),
  wasm,
  join(repoDir, 'domain', 'src'),
];

/** Newest mtime under `path` (a file or a folder, walked recursively); 0 when it does not exist. */
function newest(path) {
  if (!existsSync(path)) return { mtimeMs: 0, path };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { mtimeMs: stat.mtimeMs, path };
  let best = { mtimeMs: 0, path };
  for (const entry of readdirSync(path)) {
    const candidate = newest(join(path, entry));
    if (candidate.mtimeMs > best.mtimeMs) best = candidate;
  }
  return best;
}

function staleReason() {
  if (process.argv.includes('--force')) return 'forced';
  if (!existsSync(output)) return 'no web/dist yet';
  const built = statSync(output).mtimeMs;
  const latest = inputs.map(newest).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  return latest.mtimeMs > built ? `${relative(repoDir, latest.path)} changed` : null;
}

const reason = staleReason();
if (reason === null) {
  console.log('web: up to date');
} else if (!existsSync(wasm)) {
  console.error('web: engine-as/build/release.wasm is missing; run `npm run build -w @cla/engine` first');
  process.exit(1);
} else {
  console.log(`web: building (${reason})`);
  // Spawn vite with node directly (not npx) so a signal reaches vite and leaves no orphan (npx would keep vite running after a Ctrl-C).
  const vite = spawn(process.execPath, [join(repoDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal));
  vite.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    process.exit(code ?? 1);
  });
}
