/**
 * Settings limits (docs/product.md#states-and-transitions): speed, forces and pressures default to the lowest limit among the machines and the
 * cable. Pushing machine force × serieCount; cable pulling force × cable count, and two thirds of that when count
 * exceeds 1 and the cable limit is the lowest.
 *
 * Pressures are the effective limits the engine applies (engine-as/README.md "Inlet pressure"), so that a hint never
 * promises more than the simulation uses: air — the compressor, the pushing machine and the lowest `maxPressure` of
 * the duct stretches from the launch point to the exit; water — the pump, the machines and, per duct stretch,
 * `maxPressure − ρ·g·(z_in − z_low)` (standing water: z_in the launch point's altitude, z_low the stretch's lowest
 * point between the launch point and the exit), never below 0. Only stretch pressures the engine receives count
 * (expert mode; rollers carry no fluid).
 */
import { type SectionContext, pullingMachineOf, pushingMachineOf } from '../context.js';
import { needsEquipment, isAirMethod, isWaterMethod } from '../rules/laying-methods.js';
import type { SectionData } from '../section/types.js';
import { numberOf } from '../validation/issue.js';
import { isStretchRatingApplied } from '../rules/visibility.js';
import { SETTINGS_DEFAULTS } from '../section/defaults.js';
import { altitudeAt, lowestIn, reversePieces, routePieces, stretchRuns } from '../trajectory/route-profile.js';
import { bundlePullingShare } from './formulas.js';

/** m/s², as the engine (docs/simulation-api.md). */
export const GRAVITY = 9.81;

export const LIMITED_SETTINGS = ['layingSpeed', 'pushingForce', 'pullingForce', 'airPressure', 'waterPressure'] as const;
export type LimitedSetting = (typeof LIMITED_SETTINGS)[number];

export type LimitSourceKind = 'pushingMachine' | 'pullingMachine' | 'cable' | 'compressor' | 'waterPump' | 'stretch';

/** A limit and where it comes from (`name`: the machine's or cable's name when known). */
export interface Limit {
  /** base unit of the setting (m/min, N, bar) */
  value: number;
  source: LimitSourceKind;
  name?: string;
  /** m, a duct stretch's water limit: where it binds (its lowest point) */
  position?: number;
}

type Candidate = Limit;

function lowest(cands: (Candidate | undefined)[]): Limit | undefined {
  let best: Limit | undefined;
  for (const c of cands) if (c && Number.isFinite(c.value) && c.value >= 0 && (!best || c.value < best.value)) best = c;
  return best;
}

const cand = (value: number | null | undefined, source: LimitSourceKind, name?: string | null): Candidate | undefined => {
  const v = numberOf(value);
  return v === undefined ? undefined : { value: v, source, ...(name ? { name } : {}) };
};

/** A machine's pressure rating: 0 (or empty) means the machine has no fluid rating, as the mapping reads it. */
const pressureCand = (value: number | null | undefined, source: LimitSourceKind, name?: string | null): Candidate | undefined => {
  const c = cand(value, source, name);
  return c && c.value > 0 ? c : undefined;
};

/**
 * The limit of each limited setting, or undefined when nothing limits it yet. `cableMaxPushingForce` is the
 * effective (manual or automatic) cable pushing limit, N per cable.
 */
export function settingsLimits(
  data: SectionData,
  ctx: SectionContext,
  cableMaxPushingForce: number | undefined,
  stretchMaxPressures: readonly (number | undefined)[] = [],
): Record<LimitedSetting, Limit | undefined> {
  const m = data.general.layingMethod;
  const push = needsEquipment(m, 'pushingMachine') ? pushingMachineOf(data, ctx) : undefined;
  const pull = needsEquipment(m, 'pullingMachine') ? pullingMachineOf(data, ctx) : undefined;
  const count = Math.max(1, numberOf(data.cable.count) ?? 1);
  const serie = Math.max(1, numberOf(data.equipment.serieCount) ?? 1);
  const cableName = data.cable.name ?? undefined;

  const layingSpeed = lowest([
    cand(push?.maxPushingSpeed, 'pushingMachine', push?.name),
    cand(pull?.maxPullingSpeed, 'pullingMachine', pull?.name),
  ]);

  const machinePush = numberOf(push?.maxPushingForce);
  // oneForEach: the setting is per cable (the mapping multiplies by count); oneForAll: one pusher, whole bundle
  const perBundle = data.cable.parallelLayout === 'oneForEach' ? 1 : count;
  const pushingForce = lowest([
    machinePush === undefined ? undefined : cand(machinePush * serie, 'pushingMachine', push?.name),
    cableMaxPushingForce === undefined ? undefined : cand(cableMaxPushingForce * perBundle, 'cable', cableName),
  ]);

  const cablePull = numberOf(data.cable.maxPullingForce);
  let pullingForce = lowest([
    cand(pull?.maxPullingForce, 'pullingMachine', pull?.name),
    cablePull === undefined ? undefined : cand(cablePull * count, 'cable', cableName),
  ]);
  if (pullingForce?.source === 'cable') pullingForce = { ...pullingForce, value: pullingForce.value * bundlePullingShare(count) };

  const airPressure = isAirMethod(m)
    ? lowest([
        pressureCand(data.equipment.compressor.maxAirPressure, 'compressor', data.equipment.compressor.name),
        pressureCand(push?.maxAirPressure, 'pushingMachine', push?.name),
        ...ductPressureLimits(data, stretchMaxPressures, 0),
      ])
    : undefined;
  const waterPressure = isWaterMethod(m)
    ? lowest([
        pressureCand(data.equipment.waterPump.maxWaterPressure, 'waterPump', data.equipment.waterPump.name),
        pressureCand(push?.maxWaterPressure, 'pushingMachine', push?.name),
        pressureCand(pull?.maxWaterPressure, 'pullingMachine', pull?.name),
        ...ductPressureLimits(data, stretchMaxPressures, numberOf(data.settings.waterDensity) ?? SETTINGS_DEFAULTS.waterDensity),
      ])
    : undefined;
  return { layingSpeed, pushingForce, pullingForce, airPressure, waterPressure };
}

/**
 * The duct stretches' pressure limits, bar gauge at the inlet: per stretch run on the route between the launch point
 * and the exit, its `maxPressure` (in use: manual or automatic) less the standing water's head ρ·g·(z_in − z_low)
 * (`density` kg/dm³; 0 for air). As the engine: stretches on rollers or without a positive maxPressure do not count
 * (simple mode sends the automatic rating); the backward calculation travels the route from its far end.
 */
export function ductPressureLimits(data: SectionData, stretchMaxPressures: readonly (number | undefined)[], density: number): Limit[] {
  const forward = routePieces(data.trajectory, data.stretches.rows);
  const pieces = data.settings.calculateBackward === true ? reversePieces(forward) : forward;
  if (pieces.length === 0) return [];
  const total = pieces.reduce((sum, p) => sum + p.length, 0);
  const start = Math.max(0, numberOf(data.settings.xlaunch) ?? 0);
  const zIn = altitudeAt(pieces, start);
  const out: Limit[] = [];
  for (const run of stretchRuns(pieces)) {
    if (run.s1 <= start || run.s0 >= total) continue;
    const index = data.stretches.rows.findIndex((s) => s.id === run.stretchId);
    const stretch = data.stretches.rows[index];
    const max = stretchMaxPressures[index];
    if (!stretch || stretch.type === 'onRollers' || !isStretchRatingApplied(data)) continue;
    if (max === undefined || !(max > 0)) continue;
    const name = stretch.stretchName ?? undefined;
    if (density > 0) {
      const low = lowestIn(pieces, Math.max(run.s0, start), Math.min(run.s1, total));
      const value = Math.max(0, max - (density * 1000 * GRAVITY * (zIn - low.z)) / 1e5);
      out.push({ value, source: 'stretch', ...(name ? { name } : {}), position: low.at });
    } else {
      out.push({ value: max, source: 'stretch', ...(name ? { name } : {}) });
    }
  }
  return out;
}
