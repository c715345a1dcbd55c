/**
 * Structural normalisation of section data that comes from outside (saved JSON, request bodies): missing groups
 * and lists become empty, non-object rows are dropped, so that validation, automatic values and mapping never
 * throw. Values are not defaulted: an absent field stays absent and the rules report it.
 */
import type { SectionData } from './types.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const rows = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);

export function normalizeSectionData(raw: unknown): SectionData {
  const d = obj(raw);
  const general = obj(d.general);
  const equipment = obj(d.equipment);
  const stretches = obj(d.stretches);
  const trajectory = obj(d.trajectory);
  const results = obj(d.results);
  return {
    ...d,
    general: { ...general, displayMode: general.displayMode === 'simple' ? 'simple' : 'expert' },
    equipment: { ...equipment, compressor: obj(equipment.compressor), waterPump: obj(equipment.waterPump) },
    cable: obj(d.cable),
    stretches: {
      ...stretches,
      rows: rows(stretches.rows).map((s, i) => ({ ...s, id: typeof s.id === 'string' ? s.id : `stretch-${i}` })),
    },
    trajectory: {
      ...trajectory,
      rows: rows(trajectory.rows).map((r, i) => ({ ...r, key: typeof r.key === 'string' ? r.key : `row-${i}` })),
    },
    settings: obj(d.settings),
    results: {
      ...results,
      status: results.status === 'success' || results.status === 'exceeded' || results.status === 'failed' ? results.status : 'notStarted',
      messages: rows(results.messages),
    },
  } as unknown as SectionData;
}
