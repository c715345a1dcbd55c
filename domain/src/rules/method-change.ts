/**
 * What a change of laying method or of a trajectory row's type does to the rest of the section: the values the
 * new method (or row type) does not accept are cleared or turned into the nearest accepted value, so that a
 * section never keeps a value that only a former choice allowed (the server refuses such a section with 422).
 */
import type { LayingMethod, RowType } from '@cla/engine';
import { newTrajectoryRow } from '../section/defaults.js';
import type { SectionData, SectionTrajectoryRow, StretchRow } from '../section/types.js';
import { allowedRowTypes, allowedStretchTypes, cableEndOptions, isCableEndShown } from './laying-methods.js';
import { ROW_FIELDS } from './row-types.js';
import { own } from './own.js';

/** The validation rules a method change can break, and which {@link applyLayingMethodChange} keeps satisfied. */
export const METHOD_SPECIFIC_RULES = [
  'section.equipment.cableEnd.error.notAllowed',
  'section.trajectory.type.error.notAllowed',
  'section.stretches.type.error.notAllowed',
] as const;

/** What a method change altered besides the method (for telling the user). */
export interface MethodChangeEffects {
  /** trajectory rows removed (pusher and stretch rows under an air or water method, and loops left empty) */
  removedRows: number;
  /** rows whose type became the nearest allowed one (curve on rollers → curve) */
  convertedRows: number;
  /** stretches whose type became `inDuct` */
  convertedStretches: number;
}

/**
 * A row turned into another type: the fields both types share are kept (curve ↔ curve on rollers keep angle
 * and radius), the new type's other fields take the new-row defaults, every other field is dropped.
 */
export function applyRowTypeChange(row: SectionTrajectoryRow, type: RowType): SectionTrajectoryRow {
  const next = newTrajectoryRow(type, row.key);
  const before = own(ROW_FIELDS, row.type) ?? [];
  for (const field of own(ROW_FIELDS, type) ?? []) {
    if (row[field] !== undefined && before.includes(field)) (next as unknown as Record<string, unknown>)[field] = row[field];
  }
  return next;
}

const isPositiveInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/**
 * The rows under a method: a row type the method refuses becomes the nearest allowed type when there is one
 * (curveOnRollers → curve, same angle and radius), else the row is removed (a pusher or a stretch change under
 * an air or water method). A loop keeps repeating the same remaining rows: its `dupSegments` shrinks by the
 * removed rows inside its window, and a loop left with nothing to repeat is removed too.
 */
function rowsFor(method: LayingMethod | null, rows: readonly SectionTrajectoryRow[], effects: MethodChangeEffects): SectionTrajectoryRow[] {
  const allowed = allowedRowTypes(method);
  const kept: boolean[] = [];
  const out: SectionTrajectoryRow[] = [];
  rows.forEach((original, i) => {
    let row = original;
    if (!allowed.includes(row.type)) {
      if (row.type === 'curveOnRollers' && allowed.includes('curve')) {
        row = applyRowTypeChange(row, 'curve');
        effects.convertedRows += 1;
      } else {
        kept[i] = false;
        effects.removedRows += 1;
        return;
      }
    }
    if (row.type === 'loop' && isPositiveInteger(row.dupSegments) && row.dupSegments <= i) {
      let removed = 0;
      for (let j = i - row.dupSegments; j < i; j++) if (!kept[j]) removed += 1;
      if (removed > 0) {
        const dupSegments = row.dupSegments - removed;
        if (dupSegments <= 0) {
          kept[i] = false;
          effects.removedRows += 1;
          return;
        }
        row = { ...row, dupSegments };
      }
    }
    kept[i] = true;
    out.push(row);
  });
  return out;
}

/** A stretch under a method: a type the method refuses becomes `inDuct` (and loses its roller distance). */
function stretchFor(method: LayingMethod | null, stretch: StretchRow, effects: MethodChangeEffects): StretchRow {
  if (stretch.type === null || stretch.type === undefined || allowedStretchTypes(method).includes(stretch.type)) return stretch;
  effects.convertedStretches += 1;
  const { rollerDistance: _dropped, ...rest } = stretch;
  return { ...rest, type: 'inDuct' };
}

/**
 * The section data after the laying method becomes `method`, and what else changed:
 * - `equipment.cableEnd`: cleared when the method offers no choice (the engine then uses the method's only
 *   end); kept when the method accepts it, else the method's first (default) option;
 * - trajectory rows and stretches: see {@link rowsFor} and {@link stretchFor}.
 *
 * Values that the new method merely hides (the other machines, compressor, water pump, pressures) are kept:
 * they are neither validated nor sent while hidden, and switching back finds them again.
 */
export function layingMethodChange(data: SectionData, method: LayingMethod | null): { data: SectionData; effects: MethodChangeEffects } {
  const effects: MethodChangeEffects = { removedRows: 0, convertedRows: 0, convertedStretches: 0 };
  const options = cableEndOptions(method);
  const current = data.equipment.cableEnd;
  const cableEnd = !isCableEndShown(method) ? null : current && options.includes(current) ? current : options[0]!;
  const next: SectionData = {
    ...data,
    general: { ...data.general, layingMethod: method },
    equipment: { ...data.equipment, cableEnd },
    stretches: { ...data.stretches, rows: data.stretches.rows.map((s) => stretchFor(method, s, effects)) },
    trajectory: { ...data.trajectory, rows: rowsFor(method, data.trajectory.rows, effects) },
  };
  return { data: next, effects };
}

/** {@link layingMethodChange} without the report of what changed. */
export function applyLayingMethodChange(data: SectionData, method: LayingMethod | null): SectionData {
  return layingMethodChange(data, method).data;
}
