// The sensitivity of the demo project's results to each automatic physics value (docs/validation.md, "Sensitivity
// to the automatic values"): every demo section computed by the real engine with its defaults, then with one
// automatic assumption switched off or replaced by its alternative. The test recomputes the table and checks the
// document's numbers (so it cannot go stale); SENSITIVITY_WRITE=1 rewrites the section of the document instead.
import { readFileSync, writeFileSync } from 'node:fs';
import type { CalculateResponse, LayingMethod } from '@cla/engine';
import { engineFromExports } from '@cla/engine/core';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { demoProjectSections } from '../section/demo-project.js';
import type { SectionData } from '../section/types.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { computeAutoValues } from './compute-auto-values.js';
import { undulationAmplitudeFromDiameter } from './formulas.js';

const DOC = new URL('../../../docs/validation.md', import.meta.url);
const HEADING = '## Sensitivity to the automatic values';
/** The table of sources, relative to docs/validation.md (built so that the link checker does not read it from here). */
const SOURCES_LINK = ['physics', 'md#automatic-values-and-their-sources'].join('.');

/**
 * The engine on its own wasm instance with its test-only switches (engine-as/test/debug-engine.ts; the domain's
 * compiler options have no WebAssembly types, hence the plain shape).
 */
async function debugEngine() {
  type Exports = Record<string, unknown>;
  const wasm = (globalThis as unknown as { WebAssembly: { instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: Exports } }> } }).WebAssembly;
  const { instance } = await wasm.instantiate(new Uint8Array(readFileSync(new URL('../../../engine-as/build/release.wasm', import.meta.url))), {});
  return { engine: engineFromExports(instance.exports as never), set: instance.exports.setDebugOption as (key: number, value: number) => void };
}
const dbg = await debugEngine();

/** One variant: a label (as in the table) and what it changes; undefined when it does not apply. */
interface Variant {
  label: string;
  /** the section changed, or undefined: the variant does not apply to it */
  change: (data: SectionData) => SectionData | undefined;
  /** debug switch 3 of the engine (bend stiffness: 1 always on, 2 always off) */
  bendStiffness?: (m: LayingMethod) => number;
}

const copy = (d: SectionData): SectionData => structuredClone(d);
const autoOf = (d: SectionData, path: string) => computeAutoValues(d, CATALOGUE_CTX)[path];

const VARIANTS: Variant[] = [
  { label: 'defaults', change: copy },
  {
    // the automatic undulation on (trench value of the blowing methods) where the method has none, off where it has one
    label: 'undulation toggled',
    change: (d) => {
      const c = copy(d);
      c.stretches.rows.forEach((s, i) => {
        if (s.type === 'onRollers' || s.undulationAmplitude != null) return;
        const used = autoOf(d, `stretches.rows.${i}.undulationAmplitude`)?.value ?? 0;
        s.undulationAmplitude = used > 0 ? 0 : (undulationAmplitudeFromDiameter('jetting', s.outerDiameter ?? undefined) ?? 0);
      });
      return c;
    },
  },
  {
    // the data sheet's stiffness replaced by the estimate; an estimated one doubled (the calibration's E_eff spread)
    label: 'stiffness: estimate (data sheet given) or ×2 (estimated)',
    change: (d) => {
      const c = copy(d);
      c.cable.stiffness = d.cable.stiffness != null ? null : 2 * (autoOf(d, 'cable.stiffness')?.value ?? 0);
      return c;
    },
  },
  {
    label: 'weight: estimate instead of the data sheet',
    change: (d) => {
      if (d.cable.weight == null) return undefined;
      const c = copy(d);
      c.cable.weight = null;
      return c;
    },
  },
  { label: 'bend-end stiffness toggled', change: copy, bendStiffness: (m) => (m === 'pull' ? 1 : 2) },
  {
    // the starting coefficients of the help pages (docs/physics.md, last row of the sources table): the middle of
    // TES-P-104.05's lubricated PE range for a smooth duct, of 0.08–0.10 for a ribbed one (blowing)
    label: 'cof: starting value (smooth 0.2, ribbed 0.09)',
    change: (d) => {
      const c = copy(d);
      for (const s of c.stretches.rows) if (s.type !== 'onRollers') s.cof = s.innerSurface === 'riped' ? 0.09 : 0.2;
      return c;
    },
  },
  {
    label: 'dry duct (lubricant factor 1.75)',
    change: (d) => {
      const c = copy(d);
      c.equipment.lubricant = 'no';
      return c;
    },
  },
];

interface Row {
  method: LayingMethod;
  variant: string;
  status: string;
  distance: number;
  maxDistance: number;
  force: number;
}

function compute(): Row[] {
  const rows: Row[] = [];
  for (const data of demoProjectSections(CATALOGUE)) {
    const m = data.general.layingMethod!;
    for (const v of VARIANTS) {
      const changed = v.change(data);
      if (!changed) continue;
      dbg.set(3, v.bendStiffness ? v.bendStiffness(m) : 0);
      const r: CalculateResponse = dbg.engine.calculate(toSimulationRequest(changed, { context: CATALOGUE_CTX, findMaxDistance: true }));
      dbg.set(3, 0);
      rows.push({ method: m, variant: v.label, status: r.status, distance: r.distance, maxDistance: r.maxDistance, force: r.forceAtEnd });
    }
  }
  return rows;
}

const fmt = (x: number, digits: number) => x.toFixed(digits);

function table(rows: Row[]): string {
  const lines = [
    '| method | variant | status | distance m | max distance m | force at end N |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.method} | ${r.variant} | ${r.status} | ${fmt(r.distance, 1)} | ${fmt(r.maxDistance, 1)} | ${fmt(r.force, 0)} |`),
  ];
  return lines.join('\n');
}

function section(rows: Row[]): string {
  return `${HEADING}

Each section of the demo project (\`domain/src/section/demo-project.ts\`, expert mode, the demo catalogue's machines)
computed by the engine with its defaults, then with one automatic physics value switched off or replaced by its
alternative ([Automatic values and their sources](${SOURCES_LINK})):

- *undulation toggled*: the automatic undulation on where the method has none (pull, push-pull, water push-pull,
  free-floating get the trench value of the blowing methods, A = 0.3 mm/mm × D, P = 0.075 m/mm × D), off where it
  has one (push, jetting, floating);
- *stiffness*: the cable's data-sheet bending stiffness replaced by the estimate of its type, or the estimate
  doubled where the section has no data-sheet value (the published fibre cables imply E_eff from 230 to 820 MPa
  around the 400 MPa chosen);
- *weight*: the data-sheet weight replaced by the estimate of its type (every demo cable has a data sheet);
- *bend-end stiffness toggled*: on for pull (off by default), off for the others;
- *cof*: the demo's friction coefficient (an input of its template) replaced by the help pages' starting value for
  its duct, 0.2 for smooth HDPE lubricated, 0.09 for ribbed HDPE (the middle of the published ranges);
- *dry duct*: lubricant "no", the stretch's friction × 1.75 (TES-P-104.05).

No demo route has curves on rollers, so the roller friction 0.15 does not enter.

Reading it: the largest moves come from the friction (a dry duct, another coefficient: inputs the user controls) and
from replacing a data sheet by an estimate (the power types' weights are copper constructions, the demo's power
cables aluminium ones). Switched on for a long pull, even the mildest published duct undulation costs the max
distance about 40 %: that is why the pulled methods have none by default (the pulling formulas match field tensions
without it) and why a measured duct factor, where one is known, belongs in the stretch's fields. Max distance 5000 m is the search cap.
\`domain/src/auto-values/sensitivity.engine.test.ts\` recomputes this table and fails when a number here differs by
more than its rounding (\`SENSITIVITY_WRITE=1\` rewrites it).

${table(rows)}
`;
}

/** The rows of the table in the document's section. */
function documented(text: string): Row[] {
  const start = text.indexOf(HEADING);
  if (start < 0) return [];
  const next = text.indexOf('\n## ', start + HEADING.length);
  return text
    .slice(start, next < 0 ? undefined : next)
    .split('\n')
    .filter((l) => /^\| (push|pull|pushpull|jetting|floating|waterpushpull|freefloating) \|/.test(l))
    .map((l) => {
      const [method, variant, status, distance, maxDistance, force] = l.split('|').slice(1, -1).map((c) => c.trim());
      return { method: method as LayingMethod, variant: variant!, status: status!, distance: Number(distance), maxDistance: Number(maxDistance), force: Number(force) };
    });
}

describe('sensitivity of the demo project to the automatic values (docs/validation.md)', () => {
  const rows = compute();

  it('every result is finite, every variant computes', () => {
    for (const r of rows) for (const x of [r.distance, r.maxDistance, r.force]) expect(Number.isFinite(x), `${r.method} ${r.variant}`).toBe(true);
    expect(rows.filter((r) => r.variant === 'defaults').map((r) => r.status)).toEqual(Array(7).fill('success'));
  });

  it('docs/validation.md shows these numbers (within their rounding)', () => {
    const text = readFileSync(DOC, 'utf8');
    if (process.env.SENSITIVITY_WRITE === '1') {
      // the section replaces the old one (up to the next heading of its level), else goes at the end
      const start = text.indexOf(HEADING);
      const next = start < 0 ? -1 : text.indexOf('\n## ', start + HEADING.length);
      const before = start < 0 ? `${text.trimEnd()}\n\n` : text.slice(0, start);
      const after = next < 0 ? '' : `\n${text.slice(next + 1)}`;
      writeFileSync(DOC, `${before}${section(rows)}${after}`);
      return;
    }
    const doc = documented(text);
    expect(doc.map((r) => `${r.method} ${r.variant} ${r.status}`)).toEqual(rows.map((r) => `${r.method} ${r.variant} ${r.status}`));
    doc.forEach((d, i) => {
      const r = rows[i]!;
      const label = `${r.method}, ${r.variant}`;
      expect(Math.abs(d.distance - r.distance), label).toBeLessThanOrEqual(0.05 + 1e-4 * r.distance);
      expect(Math.abs(d.maxDistance - r.maxDistance), label).toBeLessThanOrEqual(0.05 + 1e-4 * r.maxDistance);
      expect(Math.abs(d.force - r.force), label).toBeLessThanOrEqual(0.5 + 1e-4 * Math.abs(r.force));
    });
  });
});
