/**
 * The bill of materials of a section's report (docs/product.md#screens): what the crew brings. Quantities in base units.
 * - Cable: the installed route length plus a reserve for the ends and cutting (5 % of the route, at least
 *   10 m and at most 100 m per cable end — an engineering allowance [E], replaced by the project's own
 *   rule when it has one); several cables count each. Free-floating moves the whole cable, of the length set,
 *   between its pigs: the cable is that length (plus the same reserve on it), not the route.
 * - Duct: the route length in each stretch (curves included; loops counted with their repetitions).
 * - Machines, compressor or water pump: as chosen for the method.
 * - Lubricant: for jetting ≈100 ml per km of tube (GMP AirStream manual, docs/physics.md#jetting [S]); for the
 *   mechanical and water methods, when the cable is lubricated, the cable-pulling rule of thumb
 *   Q = k·L·D with k = 0.0015 US gal per foot of duct and inch of duct inner diameter (≈ 0.000733 l per metre
 *   and millimetre; Polywater's lubricant-quantity guidance [E], recalled, not verified offline).
 * - Air (m³ of free air) or water (m³) as the simulation reports them.
 */
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { isAirMethod, isWaterMethod, needsEquipment } from '../rules/laying-methods.js';
import type { SectionData } from '../section/types.js';

export type BomKind = 'cable' | 'duct' | 'pushingMachine' | 'pullingMachine' | 'compressor' | 'waterPump' | 'lubricant' | 'air' | 'water';

export interface BomItem {
  kind: BomKind;
  /** what it is: the cable's or stretch's or machine's name, when known */
  name?: string | undefined;
  /** base units: m for cable and duct, l for lubricant, m³ for air and water; count for machines */
  quantity: number;
  /** the unit category of `quantity` (`length`, `airQuantity`, `waterQuantity`); undefined for a count */
  category?: 'length' | 'airQuantity' | 'waterQuantity' | 'lubricant' | undefined;
}

/** Reserve of cable per end beyond the route: 5 % of the route, clamped to 10–100 m. */
export const CABLE_RESERVE = { share: 0.05, min: 10, max: 100 } as const;
/** Jetting lubricant per metre of tube (l/m): 100 ml per km. */
export const JETTING_LUBRICANT_L_PER_M = 0.1 / 1000;
/** Pulling lubricant (l per metre of duct and mm of inner diameter): 0.0015 gal/(ft·in). */
export const PULLING_LUBRICANT_L_PER_M_MM = (0.0015 * 3.785411784) / (0.3048 * 25.4);

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export interface BomInputs {
  /** names of the machines chosen (presets), by kind */
  machineNames?: { pushingMachine?: string | undefined; pullingMachine?: string | undefined };
  /** m³ of free air used (jetting), when known */
  airQuantity?: number | undefined;
  /** m³ of water, when known */
  waterQuantity?: number | undefined;
}

/** The bill of materials of `data` (see the module comment for each rule). */
export function billOfMaterials(data: SectionData, inputs: BomInputs = {}): BomItem[] {
  const method = data.general.layingMethod;
  const geometry = computeTrajectory(data.trajectory, data.stretches.rows);
  const route = geometry.totalLength;
  const items: BomItem[] = [];
  const count = Math.max(1, Math.floor(num(data.cable.count) || 1));
  const cableLength = method === 'freefloating' ? num(data.cable.cableLength) : route;
  const reserve = Math.min(CABLE_RESERVE.max, Math.max(CABLE_RESERVE.min, CABLE_RESERVE.share * cableLength));
  if (cableLength > 0) items.push({ kind: 'cable', name: data.cable.name ?? undefined, quantity: count * (cableLength + 2 * reserve), category: 'length' });

  // duct length per stretch: the derived length of each row, added to the stretch in use there
  const perStretch = new Map<string, number>();
  geometry.rows.forEach((row) => {
    if (!row.stretchId) return;
    perStretch.set(row.stretchId, (perStretch.get(row.stretchId) ?? 0) + row.length);
  });
  let lubricant = 0;
  for (const stretch of data.stretches.rows) {
    const length = perStretch.get(stretch.id) ?? 0;
    if (length <= 0) continue;
    items.push({ kind: 'duct', name: stretch.stretchName ?? undefined, quantity: length, category: 'length' });
    if (stretch.type === 'onRollers') continue;
    if (isAirMethod(method)) lubricant += JETTING_LUBRICANT_L_PER_M * length;
    else if (data.equipment.lubricant !== 'no') lubricant += PULLING_LUBRICANT_L_PER_M_MM * length * num(stretch.innerDiameter);
  }

  for (const kind of ['pushingMachine', 'pullingMachine', 'compressor', 'waterPump'] as const) {
    if (!needsEquipment(method, kind)) continue;
    const name =
      kind === 'compressor'
        ? data.equipment.compressor.name
        : kind === 'waterPump'
          ? data.equipment.waterPump.name
          : inputs.machineNames?.[kind];
    const quantity = kind === 'pushingMachine' ? Math.max(1, Math.floor(num(data.equipment.serieCount) || 1)) : 1;
    items.push({ kind, name: name ?? undefined, quantity });
  }
  if (lubricant > 0) items.push({ kind: 'lubricant', quantity: lubricant, category: 'lubricant' });
  if (isAirMethod(method) && inputs.airQuantity !== undefined && inputs.airQuantity > 0) {
    items.push({ kind: 'air', quantity: inputs.airQuantity, category: 'airQuantity' });
  }
  if (isWaterMethod(method) && inputs.waterQuantity !== undefined && inputs.waterQuantity > 0) {
    items.push({ kind: 'water', quantity: inputs.waterQuantity, category: 'waterQuantity' });
  }
  return items;
}
