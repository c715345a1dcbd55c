// The engine's source is layered (README "Source layout"): a file imports only files of its own layer or of lower
// ones, and no import cycle exists. Parses the import statements of engine-as/assembly.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', 'assembly');

/** Layers from the bottom: a path prefix (relative to assembly/) and its rank. */
const LAYERS: [string, number][] = [
  ['layout.ts', 0],
  ['output.ts', 0],
  ['list.ts', 0],
  ['core/', 1],
  ['route/', 2],
  ['physics/', 3],
  ['march/', 4],
  ['methods/', 5],
  ['simulate.ts', 6],
  ['index.ts', 7],
];
/** Most lines of a source file. */
const MAX_LINES = 400;
/** Files allowed over MAX_LINES (none today). */
const OVER_LIMIT = new Set<string>();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [relative(root, path)] : [];
  });
}

function layerOf(file: string): number {
  const found = LAYERS.find(([prefix]) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix)));
  if (!found) throw new Error(`${file}: in no layer (add its folder to LAYERS)`);
  return found[1];
}

/** The files a source imports (relative imports only), relative to assembly/. */
export function importsOf(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms)) {
    out.push(relative(root, resolve(root, dirname(file), `${m[1]!}.ts`)));
  }
  return out;
}

const files = sources(root).filter((f) => f !== 'tsconfig.json').sort();
const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(join(root, f), 'utf8'))] as const));

describe('engine source layers', () => {
  it('finds the sources and their imports', () => {
    expect(files.length).toBeGreaterThan(20);
    for (const [file, deps] of graph) for (const d of deps) expect(files, `${file} imports ${d}`).toContain(d);
  });

  it('no file imports a file of a higher layer', () => {
    const upward: string[] = [];
    for (const [file, deps] of graph) {
      for (const d of deps) if (layerOf(d) > layerOf(file)) upward.push(`${file} → ${d}`);
    }
    expect(upward).toEqual([]);
  });

  it('no import cycle', () => {
    const state = new Map<string, 1 | 2>();
    const cycles: string[] = [];
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === 2) return;
      if (state.get(f) === 1) {
        cycles.push([...path.slice(path.indexOf(f)), f].join(' → '));
        return;
      }
      state.set(f, 1);
      for (const d of graph.get(f) ?? []) visit(d, [...path, f]);
      state.set(f, 2);
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it(`no file over ${MAX_LINES} lines but the listed ones`, () => {
    const long = files.filter((f) => readFileSync(join(root, f), 'utf8').split('\n').length > MAX_LINES + 1);
    expect(long.filter((f) => !OVER_LIMIT.has(f))).toEqual([]);
  });

  it('detects an upward import and a cycle (the checks can fail)', () => {
    expect(importsOf('physics/arc.ts', "import { x } from '../methods/water';")).toEqual(['methods/water.ts']);
    expect(layerOf('methods/water.ts')).toBeGreaterThan(layerOf('physics/arc.ts'));
  });
});
