// `npm start`'s build: builds each workspace in order (each one's own `npm run build`, which skips what is up to
// date) with its output kept back, and prints one line per workspace, e.g. "built engine (wasm) in 3.1 s" or
// "engine (wasm): up to date". A failing build prints its whole output and stops with its exit code.
// Usage: node scripts/build-summary.mjs
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The workspaces in build order: name shown, folder, and what their build writes (to tell built from up to date). */
const WORKSPACES = [
  { label: 'engine (wasm)', dir: 'engine-as', outputs: ['build', 'dist'] },
  { label: 'domain', dir: 'domain', outputs: ['dist'] },
  { label: 'server', dir: 'server', outputs: ['dist'] },
  { label: 'web app', dir: 'web', outputs: ['dist'] },
];

/** Newest modification time under `path` (0 when missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const outputsTime = (ws) => Math.max(0, ...ws.outputs.map((o) => newest(join(root, ws.dir, o))));

/** Runs `npm run build --silent` in a workspace, collecting its output; resolves with the exit code and output. */
function build(ws) {
  return new Promise((resolve) => {
    const npm = process.env.npm_execpath;
    const [command, args] = npm
      ? [process.execPath, [npm, 'run', 'build', '--silent']]
      : ['npm', ['run', 'build', '--silent']];
    const child = spawn(command, args, { cwd: join(root, ws.dir), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = performance.now();
for (const ws of WORKSPACES) {
  const before = outputsTime(ws);
  const t0 = performance.now();
  const { code, output } = await build(ws);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    process.stderr.write(output);
    console.error(`build of ${ws.label} failed (exit code ${code}) after ${seconds} s; its output is above`);
    process.exit(code);
  }
  console.log(outputsTime(ws) > before ? `built ${ws.label} in ${seconds} s` : `${ws.label}: up to date`);
}
console.log(`build done in ${((performance.now() - started) / 1000).toFixed(1)} s; starting the server…`);
