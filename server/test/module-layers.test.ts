// The server's modules are one-way (README "Modules"): no two modules import each other, directly or through a
// cycle, and no module imports one of a higher layer; the foundation (config, errors, i18n, http, database) imports
// no module. Parses the import statements of server/src.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

import { REPOSITORY_ROOT } from '../src/config/index.js';

const root = join(REPOSITORY_ROOT, 'server', 'src');

/** The layers of the modules (folders of src/modules), from the bottom: a module imports only its own layer or lower ones. */
const MODULE_LAYERS: Record<string, number> = {
  // Shared pieces below everything: settings, metrics, the admin audit trail, small helpers.
  common: 0,
  settings: 0,
  metrics: 0,
  'admin-audit': 0,
  // The base identity module: users, sessions, API-key sign-in, the auth guard, ownership.
  identity: 1,
  // Services every resource may use.
  mail: 2,
  'rate-limit': 2,
  'access-log': 2,
  // The admin's table view: the modules register their tables in its registry (common/admin-tables.ts).
  'admin-tables': 2,
  // Resources: each reads another's data through its service; no cycle among them.
  'api-keys': 3,
  companies: 3,
  presets: 3,
  folders: 3,
  projects: 3,
  'legacy-projects': 3,
  sections: 3,
  studies: 3,
  simulator: 3,
  motd: 3,
  storage: 3,
  // What builds on several resources: accounts (registration copies the demo project), the admin area.
  'demo-project': 4,
  accounts: 4,
  'admin-ops': 4,
  // The OpenAPI document of every route.
  application: 5,
};
/** Folders of src/ below every module: they import no module. */
const FOUNDATION = ['config/', 'errors/', 'i18n/', 'http/', 'database/'];
/** Files of the foundation folders that assemble modules (the entity list, the ORM options, the migrations). */
const WIRING = ['database/entities.ts', 'database/orm-options.ts', 'database/migrations/'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [relative(root, path)] : [];
  });
}

/** The files a source imports (relative imports, type-only and dynamic ones included), relative to src/. */
export function importsOf(file: string, text: string): string[] {
  const out: string[] = [];
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms),
    ...text.matchAll(/^\s*import\s+'(\.[^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
  ];
  for (const m of specifiers) out.push(relative(root, resolve(root, dirname(file), m[1]!.replace(/\.js$/, '.ts'))));
  return out;
}

/** The module of a file of src/modules, or `null`. */
export function moduleOf(file: string): string | null {
  const match = /^modules\/([^/]+)\//.exec(file);
  return match === null ? null : match[1]!;
}

function layerOf(module: string): number {
  const layer = MODULE_LAYERS[module];
  if (layer === undefined) throw new Error(`module ${module}: in no layer (add it to MODULE_LAYERS)`);
  return layer;
}

/** The import cycles of a graph, each as a path that comes back to its start. */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const state = new Map<string, 1 | 2>();
  const cycles: string[] = [];
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === 2) return;
    if (state.get(node) === 1) {
      cycles.push([...path.slice(path.indexOf(node)), node].join(' → '));
      return;
    }
    state.set(node, 1);
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    state.set(node, 2);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return cycles;
}

const files = sources(root).sort();
const imports = new Map(files.map((f) => [f, importsOf(f, readFileSync(join(root, f), 'utf8'))] as const));
/** Module → the other modules its files import (tests of a module count: they must not reach upward either). */
const moduleGraph = new Map<string, Set<string>>();
/** `from → to` → the files that make the edge, for the failure messages. */
const edgeFiles = new Map<string, string[]>();
for (const [file, deps] of imports) {
  const from = moduleOf(file);
  if (from === null) continue;
  const edges = moduleGraph.get(from) ?? new Set<string>();
  moduleGraph.set(from, edges);
  for (const dep of deps) {
    const to = moduleOf(dep);
    if (to === null || to === from) continue;
    edges.add(to);
    edgeFiles.set(`${from} → ${to}`, [...(edgeFiles.get(`${from} → ${to}`) ?? []), `${file} imports ${dep}`]);
  }
}

describe('server module layers', () => {
  it('finds the sources, their imports and every module', () => {
    expect(files.length).toBeGreaterThan(200);
    for (const [file, deps] of imports) for (const d of deps) expect(files, `${file} imports ${d}`).toContain(d);
    expect([...moduleGraph.keys()].sort()).toEqual(Object.keys(MODULE_LAYERS).sort());
    expect(moduleGraph.get('companies')).toContain('identity');
  });

  it('no two modules import each other, directly or through a cycle', () => {
    const cycles = cyclesOf(moduleGraph);
    const why = cycles.map((cycle) => {
      const steps = cycle.split(' → ');
      return [cycle, ...steps.slice(1).map((to, i) => `  ${edgeFiles.get(`${steps[i]!} → ${to}`)![0]!}`)].join('\n');
    });
    expect(why).toEqual([]);
  });

  it('no module imports a module of a higher layer', () => {
    const upward: string[] = [];
    for (const [from, tos] of moduleGraph) {
      for (const to of tos) if (layerOf(to) > layerOf(from)) upward.push(...edgeFiles.get(`${from} → ${to}`)!);
    }
    expect(upward).toEqual([]);
  });

  it('the identity module imports no feature module', () => {
    expect([...(moduleGraph.get('identity') ?? [])].filter((m) => layerOf(m) >= layerOf('identity'))).toEqual([]);
  });

  it('the foundation imports no module', () => {
    const foundation = files.filter((f) => !f.endsWith('.test.ts') && FOUNDATION.some((p) => f.startsWith(p)) && !WIRING.some((p) => f === p || (p.endsWith('/') && f.startsWith(p))));
    expect(foundation.length).toBeGreaterThan(30);
    const upward = foundation.flatMap((f) => imports.get(f)!.filter((d) => moduleOf(d) !== null).map((d) => `${f} imports ${d}`));
    expect(upward).toEqual([]);
  });

  it('every source file opens with a comment line saying what it is for', () => {
    const bare = files.filter((f) => !/^\/\/ \S.{10,}/.test(readFileSync(join(root, f), 'utf8')));
    expect(bare).toEqual([]);
  });

  it('detects a cycle and reads every kind of import (the checks can fail)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual(['a → b → c → a']);
    const text = "import type { X } from '../projects/x.js';\nexport { y } from './y.js';\nconst z = await import('../sections/z.js');\n";
    expect(importsOf('modules/folders/f.ts', text)).toEqual(['modules/projects/x.ts', 'modules/folders/y.ts', 'modules/sections/z.ts']);
    expect(moduleOf('modules/projects/x.ts')).toBe('projects');
    expect(moduleOf('http/cookies.ts')).toBeNull();
    expect(layerOf('projects')).toBeGreaterThan(layerOf('identity'));
  });
});
