/**
 * Settings limits (spec §4): speed, forces and pressures default to the lowest limit among the machines and the
 * cable. Pushing machine force × serieCount; cable pulling force × cable count, and two thirds of that when count
 * exceeds 1 and the cable limit is the lowest.
 */
import { type SectionContext, pullingMachineOf, pushingMachineOf } from '../context.js';
import { needsEquipment, isAirMethod, isWaterMethod } from '../rules/laying-methods.js';
import type { SectionData } from '../section/types.js';
import { numberOf } from '../validation/issue.js';
import { MULTI_CABLE_PULLING_FACTOR } from './formulas.js';

export const LIMITED_SETTINGS = ['layingSpeed', 'pushingForce', 'pullingForce', 'airPressure', 'waterPressure'] as const;
export type LimitedSetting = (typeof LIMITED_SETTINGS)[number];

export type LimitSourceKind = 'pushingMachine' | 'pullingMachine' | 'cable' | 'compressor' | 'waterPump';

/** A limit and where it comes from (`name`: the machine's or cable's name when known). */
export interface Limit {
  /** base unit of the setting (m/min, N, bar) */
  value: number;
  source: LimitSourceKind;
  name?: string;
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

/**
 * The limit of each limited setting, or undefined when nothing limits it yet. `cableMaxPushingForce` is the
 * effective (manual or automatic) cable pushing limit, N per cable.
 */
export function settingsLimits(
  data: SectionData,
  ctx: SectionContext,
  cableMaxPushingForce: number | undefined,
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
  if (pullingForce?.source === 'cable' && count > 1) {
    pullingForce = { ...pullingForce, value: pullingForce.value * MULTI_CABLE_PULLING_FACTOR };
  }

  const airPressure = isAirMethod(m)
    ? lowest([
        cand(data.equipment.compressor.maxAirPressure, 'compressor', data.equipment.compressor.name),
        cand(push?.maxAirPressure, 'pushingMachine', push?.name),
      ])
    : undefined;
  const waterPressure = isWaterMethod(m)
    ? lowest([
        cand(data.equipment.waterPump.maxWaterPressure, 'waterPump', data.equipment.waterPump.name),
        cand(push?.maxWaterPressure, 'pushingMachine', push?.name),
        cand(pull?.maxWaterPressure, 'pullingMachine', pull?.name),
      ])
    : undefined;
  return { layingSpeed, pushingForce, pullingForce, airPressure, waterPressure };
}
