// The validation dossier's cases (fixtures/validation/*.json): what the engine answers for each, how far that is from
// the published value, and the table of docs/validation.md#published-cases generated from them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CalculateRequest, CalculateResponse, Engine, FlowRequest, FlowResponse } from '@cla/engine';

export interface ValidationCase {
  id: string;
  /** what the case checks: pull tension, sidewall, jetting, floating */
  category: string;
  /** a measurement or report from an installation (not a worked example) */
  field?: boolean;
  source: { title: string; publisher: string; year: string; page: string; url?: string };
  /** the published case's inputs, in its own units */
  inputs: string;
  /** what the source leaves open and the request assumes */
  assumptions: string;
  kind: 'calculate' | 'flow';
  request: CalculateRequest | FlowRequest;
  /** `path` into the response (dots, array indices; `bundleRadialForce.<bend>`: the whole bundle's largest wall force
   *  per length along that bend; `speedAt.<m>`: the laying speed with the head at that length), times `scale` gives the
   *  published unit */
  quantity: { path: string; scale: number; unit: string; decimals: number };
  /** a value, or a range (`min` alone: a lower bound, e.g. a length installed in the field) */
  published: { value?: number; min?: number; max?: number };
  /** allowed |ours / published − 1| (a value), or margin beyond the range */
  tolerance: { rel?: number };
  /** why ours differs, required where the difference exceeds 5 % */
  why: string;
}

export const CASES_DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'validation');

/** The table's order: by what the case checks, then by name. */
const ORDER = ['pull tension', 'sidewall', 'jetting', 'floating'];
const rank = (c: ValidationCase) => (ORDER.includes(c.category) ? ORDER.indexOf(c.category) : ORDER.length);

export function loadCases(dir = CASES_DIR): ValidationCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const c = JSON.parse(readFileSync(join(dir, f), 'utf8')) as ValidationCase;
      if (`${c.id}.json` !== f) throw new Error(`${f} holds case ${c.id}: name the file after its id`);
      return c;
    })
    .sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
}

/** The largest profile.radialForce inside bend `index` (N/m, the whole bundle). */
function bundleRadialForce(r: CalculateResponse, index: number): number {
  const bend = r.bends[index];
  if (!bend) throw new Error(`no bend ${index}`);
  const end = bend.position + (bend.radius * bend.totalAngle * Math.PI) / 180;
  let peak = 0;
  r.profile.position.forEach((s, i) => {
    if (s >= bend.position - 1e-9 && s <= end + 1e-9) peak = Math.max(peak, r.profile.radialForce[i] ?? 0);
  });
  return peak;
}

/** progress.speed at the installed length `at` (m/min, linear between the progress points). */
function speedAt(r: CalculateResponse, at: number): number {
  const { length, speed } = r.progress;
  const i = length.findIndex((l) => l >= at);
  if (i < 0) throw new Error(`the head never reached ${at} m`);
  const [l1, v1] = [length[i]!, speed[i]!];
  if (i === 0 || l1 === at) return v1;
  const [l0, v0] = [length[i - 1]!, speed[i - 1]!];
  return v0 + ((at - l0) / (l1 - l0)) * (v1 - v0);
}

export function valueAt(response: CalculateResponse | FlowResponse, path: string): number {
  const [head, ...rest] = path.split('.');
  if (head === 'bundleRadialForce') return bundleRadialForce(response as CalculateResponse, Number(rest[0]));
  if (head === 'speedAt') return speedAt(response as CalculateResponse, Number(rest.join('.')));
  let v: unknown = response;
  for (const key of path.split('.')) v = (v as Record<string, unknown>)[key];
  if (typeof v !== 'number') throw new Error(`${path} is not a number`);
  return v;
}

/** Our value of a case, in the published unit. */
export function ours(engine: Engine, c: ValidationCase): number {
  const r = c.kind === 'flow' ? engine.flow(c.request as FlowRequest) : engine.calculate(c.request as CalculateRequest);
  return valueAt(r, c.quantity.path) * c.quantity.scale;
}

/** % from the published value; for a range, from its nearest bound (0 inside). */
export function difference(c: ValidationCase, value: number): number {
  const { value: p, min, max } = c.published;
  if (p !== undefined) return (value / p - 1) * 100;
  if (min !== undefined && value < min) return (value / min - 1) * 100;
  if (max !== undefined && value > max) return (value / max - 1) * 100;
  return 0;
}

export function withinTolerance(c: ValidationCase, value: number): boolean {
  return Math.abs(difference(c, value)) <= (c.tolerance.rel ?? 0) * 100 + 1e-9;
}

const fmt = (x: number, decimals: number) => x.toFixed(decimals);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function publishedCell(c: ValidationCase): string {
  const { value, min, max } = c.published;
  const u = c.quantity.unit;
  if (value !== undefined) return `${value} ${u} (± ${((c.tolerance.rel ?? 0) * 100).toFixed(1)} %)`;
  if (min !== undefined && max !== undefined) return `${min}–${max} ${u}`;
  if (min !== undefined) return `≥ ${min} ${u}`;
  return `≤ ${max} ${u}`;
}

function differenceCell(c: ValidationCase, value: number): string {
  const d = difference(c, value);
  if (c.published.value === undefined && d === 0) return 'within';
  const shown = d.toFixed(1);
  return `${d > 0 ? '+' : ''}${shown === '-0.0' ? '0.0' : shown} %`;
}

function sourceCell(c: ValidationCase): string {
  const s = c.source;
  const link = s.url ? ` ([page](${s.url}))` : '';
  return `${s.title}; ${s.publisher}; ${s.year}; ${s.page}${link}`;
}

/** The table of docs/validation.md#published-cases for the cases and our values (same order). */
export function renderTable(cases: ValidationCase[], values: number[]): string {
  const head = [
    '| case | source | inputs (assumed where the source is silent) | published | ours | difference | why, beyond 5 % |',
    '|---|---|---|---|---|---|---|',
  ];
  const rows = cases.map((c, i) => {
    const v = values[i] ?? NaN;
    const d = difference(c, v);
    const why = Math.abs(d) > 5 ? c.why : '';
    return `| ${[
      `[${c.id}](../fixtures/validation/${c.id}.json) (${c.category}${c.field ? ', field' : ''})`,
      sourceCell(c),
      `${c.inputs}. Assumed: ${c.assumptions}`,
      publishedCell(c),
      `${fmt(v, c.quantity.decimals)} ${c.quantity.unit}`,
      differenceCell(c, v),
      why,
    ]
      .map(cell)
      .join(' | ')} |`;
  });
  return [...head, ...rows].join('\n');
}

export const TABLE_START = '<!-- validation-table:start (generated: UPDATE_VALIDATION=1 npx vitest run engine-as/test/validation.test.ts) -->';
export const TABLE_END = '<!-- validation-table:end -->';

/** The generated table as it stands in the document (null without the markers). */
export function tableIn(doc: string): string | null {
  const a = doc.indexOf(TABLE_START);
  const b = doc.indexOf(TABLE_END);
  if (a < 0 || b < a) return null;
  return doc.slice(a + TABLE_START.length, b).trim();
}

export function withTable(doc: string, table: string): string {
  const a = doc.indexOf(TABLE_START);
  const b = doc.indexOf(TABLE_END);
  if (a < 0 || b < a) throw new Error('docs/validation.md has no table markers');
  return `${doc.slice(0, a + TABLE_START.length)}\n${table}\n${doc.slice(b)}`;
}
