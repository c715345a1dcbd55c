// The validation dossier (docs/validation.md#published-cases): every published case of fixtures/validation runs through
// the engine, lands within the tolerance its fixture states, and the document's table is the one these runs generate
// (UPDATE_VALIDATION=1 rewrites it after a deliberate physics change).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '@cla/engine';
import { difference, loadCases, ours, renderTable, tableIn, withinTolerance, withTable } from './validation-table.js';

const DOC = join(import.meta.dirname, '..', '..', 'docs', 'validation.md');
const cases = loadCases();

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

describe('validation dossier', () => {
  it('holds at least 12 published cases over pulling tension, sidewall, jetting and floating, field reports among them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(cases.map((c) => c.category));
    for (const category of ['pull tension', 'sidewall', 'jetting', 'floating']) expect(categories.has(category), category).toBe(true);
    expect(cases.some((c) => c.field)).toBe(true);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s: our value is within the stated tolerance of the published one', (_, c) => {
    for (const key of ['title', 'publisher', 'year', 'page'] as const) expect(c.source[key].length, key).toBeGreaterThan(3);
    expect(c.inputs.length).toBeGreaterThan(10);
    const v = ours(engine, c);
    expect(Number.isFinite(v)).toBe(true);
    expect(withinTolerance(c, v), `${c.id}: ours ${v} ${c.quantity.unit}, ${difference(c, v).toFixed(2)} % from ${JSON.stringify(c.published)}`).toBe(true);
    if (Math.abs(difference(c, v)) > 5) expect(c.why.length, `${c.id} differs by more than 5 % and says why`).toBeGreaterThan(20);
  });

  it('docs/validation.md shows exactly these values', () => {
    const table = renderTable(cases, cases.map((c) => ours(engine, c)));
    const doc = readFileSync(DOC, 'utf8');
    if (process.env.UPDATE_VALIDATION) writeFileSync(DOC, withTable(doc, table));
    else expect(tableIn(doc)).toBe(table);
  });
});
