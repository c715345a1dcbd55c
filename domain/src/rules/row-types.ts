/** Fields of each trajectory row type (docs/product.md#states-and-transitions "Required fields per row type"). */
import type { RowType } from '@cla/engine';
import type { SectionTrajectoryRow } from '../section/types.js';
import { own } from './own.js';

export type RowField = Exclude<keyof SectionTrajectoryRow, 'key' | 'type'>;

/**
 * Required fields per row type: straight needs slope and length; curve (and curveOnRollers) angle and radius;
 * pusher pushing machine and pushForce; loop dupSegments and loopCount; stretch a stretch reference. These are
 * also the only fields a row keeps when saved or sent.
 */
export const ROW_FIELDS: Readonly<Record<RowType, readonly RowField[]>> = {
  straight: ['slope', 'length'],
  curve: ['angle', 'radius'],
  curveOnRollers: ['angle', 'radius'],
  pusher: ['pushingMachine', 'pushForce'],
  loop: ['dupSegments', 'loopCount'],
  stretch: ['stretch'],
};

/** A row keeping only its key, type and the fields of its type (docs/product.md#data-model: "when saved, rows keep only …"). */
export function cleanRow(row: SectionTrajectoryRow): SectionTrajectoryRow {
  const out: SectionTrajectoryRow = { key: row.key, type: row.type };
  for (const f of own(ROW_FIELDS, row.type) ?? []) {
    const v = row[f];
    if (v !== undefined) (out as unknown as Record<string, unknown>)[f] = v;
  }
  return out;
}
