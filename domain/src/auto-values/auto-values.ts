/**
 * Automatic values (docs/product.md#states-and-transitions): each has an automatic value computed from related fields; a number stored in the
 * field is a manual value that overrides it; clearing the field (`resetToAutomatic`) returns to automatic. When a
 * field the value depends on is invalid at error level, the value is missing and `missingFields` names the
 * culprits (the UI shows the missing-fields placeholder and tooltip).
 */
import type { SectionContext } from '../context.js';
import { SETTINGS_DEFAULTS } from '../section/defaults.js';
import type { SectionData } from '../section/types.js';
import { isStretchFieldShown } from '../rules/visibility.js';
import { isEmpty, numberOf } from '../validation/issue.js';
import { estimateCableStiffness, estimateCableWeight } from './cable-estimates.js';
import {
  maxPushingForceFromPulling,
  minBendingRadiusFromDiameter,
  stretchMaxPressure,
  undulationAmplitudeFromDiameter,
  undulationPeriodFromDiameter,
} from './formulas.js';
import { type Limit, type LimitedSetting, settingsLimits } from './settings-limits.js';

/** One automatic field. */
export interface AutoValue {
  /** the value in use: the manual value, else the automatic one (undefined when inputs are missing) */
  value: number | undefined;
  /** the automatic value, whatever the manual one */
  auto: number | undefined;
  /** true when the field holds a manual value */
  isManual: boolean;
  /** paths of the inputs that are invalid at error level (empty when the automatic value is available) */
  missingFields: string[];
  /** paths of the inputs the automatic value depends on */
  dependsOn: string[];
  /** settings only: the limit the automatic value comes from */
  limit?: Limit;
}

/**
 * Automatic values by field path: `cable.weight`, `cable.stiffness`, `cable.maxPushingForce`,
 * `cable.minBendingRadius`, `stretches.rows.{i}.maxPressure|undulationPeriod|undulationAmplitude`,
 * `settings.layingSpeed|pushingForce|pullingForce|airPressure|waterPressure|waterDensity`.
 */
export type AutoValues = Record<string, AutoValue>;

function entry(manual: unknown, auto: number | undefined, dependsOn: string[], limit?: Limit): AutoValue {
  const isManual = !isEmpty(manual) && numberOf(manual) !== undefined;
  return {
    value: isManual ? (manual as number) : auto,
    auto,
    isManual,
    missingFields: [],
    dependsOn,
    ...(limit ? { limit } : {}),
  };
}

/** Automatic values without the missing-fields state (validation uses these; no recursion). */
export function computeRawAutoValues(data: SectionData, ctx: SectionContext): AutoValues {
  const out: AutoValues = {};
  const c = data.cable;
  const outer = numberOf(c.outerDiameter);
  const inner = numberOf(c.innerDiameter);
  const cableDeps = ['cable.type', 'cable.outerDiameter', ...(c.type === 'microduct' ? ['cable.innerDiameter'] : [])];
  out['cable.weight'] = entry(c.weight, c.type && outer !== undefined ? estimateCableWeight(c.type, outer, inner) : undefined, cableDeps);
  out['cable.stiffness'] = entry(
    c.stiffness,
    c.type && outer !== undefined ? estimateCableStiffness(c.type, outer, inner) : undefined,
    cableDeps,
  );
  out['cable.maxPushingForce'] = entry(c.maxPushingForce, maxPushingForceFromPulling(numberOf(c.maxPullingForce)), [
    'cable.maxPullingForce',
  ]);
  out['cable.minBendingRadius'] = entry(c.minBendingRadius, minBendingRadiusFromDiameter(outer), ['cable.outerDiameter']);

  data.stretches.rows.forEach((s, i) => {
    const p = `stretches.rows.${i}`;
    const so = numberOf(s.outerDiameter);
    const si = numberOf(s.innerDiameter);
    // a manual rating counts where it can be seen (expert mode); simple mode uses the automatic one
    out[`${p}.maxPressure`] = entry(isStretchFieldShown(data, s, 'maxPressure') ? s.maxPressure : null, stretchMaxPressure(data.general.layingMethod, so, si), [
      `${p}.outerDiameter`,
      `${p}.innerDiameter`,
    ]);
    out[`${p}.undulationPeriod`] = entry(s.undulationPeriod, undulationPeriodFromDiameter(so), [`${p}.outerDiameter`]);
    out[`${p}.undulationAmplitude`] = entry(s.undulationAmplitude, undulationAmplitudeFromDiameter(data.general.layingMethod, so), [
      'general.layingMethod',
      `${p}.outerDiameter`,
    ]);
  });

  const stretchPressures = data.stretches.rows.map((_s, i) => out[`stretches.rows.${i}.maxPressure`]?.value);
  const limits = settingsLimits(data, ctx, out['cable.maxPushingForce'].value, stretchPressures);
  // without the duct: the machines' and cable's limits, whose absence lets the defaults of docs/product.md#defaults-and-limits apply
  const equipmentLimits = settingsLimits(data, ctx, out['cable.maxPushingForce'].value);
  const st = data.settings;
  const deps: Record<LimitedSetting, string[]> = {
    layingSpeed: [],
    pushingForce: ['equipment.pushingMachine', 'equipment.serieCount', 'cable.maxPushingForce', 'cable.maxPullingForce', 'cable.count'],
    pullingForce: ['equipment.pullingMachine', 'cable.maxPullingForce', 'cable.count'],
    // speed and pressures have product defaults (13 m/min, 10 bar, 2 bar) while no machine limits them
    airPressure: [],
    waterPressure: [],
  };
  const fallback: Record<LimitedSetting, number | undefined> = {
    layingSpeed: SETTINGS_DEFAULTS.layingSpeed,
    pushingForce: undefined,
    pullingForce: undefined,
    airPressure: SETTINGS_DEFAULTS.airPressure,
    waterPressure: SETTINGS_DEFAULTS.waterPressure,
  };
  for (const f of ['layingSpeed', 'pushingForce', 'pullingForce', 'airPressure', 'waterPressure'] as const) {
    const limit = limits[f];
    // the default (no machine limits it) is still capped by the duct, as the engine caps it
    const base = equipmentLimits[f]?.value ?? fallback[f];
    const auto = base === undefined ? limit?.value : Math.min(base, limit?.value ?? Infinity);
    out[`settings.${f}`] = entry(st[f], auto, deps[f], limit);
  }
  out['settings.waterDensity'] = entry(st.waterDensity, SETTINGS_DEFAULTS.waterDensity, []);
  return out;
}

/** The value in use at a path (manual or automatic), or undefined. */
export function autoValue(values: AutoValues, path: string): number | undefined {
  return values[path]?.value;
}

/**
 * A copy of the section data with the field at `path` (an automatic field, e.g. `cable.weight` or
 * `stretches.rows.0.maxPressure`) cleared, so it returns to its automatic value.
 */
export function resetToAutomatic(data: SectionData, path: string): SectionData {
  return setField(data, path, null);
}

/** A copy of the section data with `value` at `path` (dotted, numeric segments index arrays). */
export function setField(data: SectionData, path: string, value: unknown): SectionData {
  const copy = structuredClone(data);
  const parts = path.split('.');
  let node: Record<string, unknown> = copy as unknown as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) return copy;
    node = next as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
  return copy;
}
