/**
 * Section → simulation request (docs/product.md#http-calls "Simulation"; docs/simulation-api.md). Base units pass through unchanged.
 */
import type { CalculateRequest, SimulationData, Stretch, TrajectoryRow } from '@cla/engine';
import { type AutoValue, type AutoValues, computeRawAutoValues } from '../auto-values/auto-values.js';
import { bundlePullingShare } from '../auto-values/formulas.js';
import { type SectionContext, pullingMachineOf, pushingMachineOf } from '../context.js';
import { cableEndOptions, isAirMethod, isWaterMethod, needsEquipment } from '../rules/laying-methods.js';
import { ROW_FIELDS } from '../rules/row-types.js';
import { fieldVisibility, isStretchFieldShown, isStretchRatingApplied } from '../rules/visibility.js';
import type { SectionData, SectionTrajectoryRow } from '../section/types.js';
import { type SectionLike, dataOf } from '../validation/input.js';
import { numberOf } from '../validation/issue.js';
import { own } from '../rules/own.js';

export interface ToRequestOptions {
  /** also search the longest installable distance */
  findMaxDistance?: boolean;
  /** machine presets etc., for automatic settings limited by machines (same context as validation) */
  context?: SectionContext;
  /** the section's id, when the caller has a section record's data only */
  id?: string | null;
  /** the raw automatic values of the same data and context, when the caller has them (deriveSection) */
  auto?: Readonly<AutoValues> | undefined;
}

const opt = (v: unknown): number | undefined => numberOf(v);

/** The lowest of the positive values given (the engine reads 0 as "no limit"), else undefined. */
function lowestPositive(...values: unknown[]): number | undefined {
  const positive = values.map(opt).filter((v): v is number => v !== undefined && v > 0);
  return positive.length > 0 ? Math.min(...positive) : undefined;
}

/** The id of a section record (null for bare data). */
function recordId(section: unknown): string | null {
  const id = typeof section === 'object' && section !== null ? (section as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : null;
}

/** A trajectory row keeping only the fields of its type (the editor's row key and pusher machine are dropped). */
export function toRequestRow(row: SectionTrajectoryRow): TrajectoryRow {
  const out: TrajectoryRow = { type: row.type };
  for (const f of own(ROW_FIELDS, row.type) ?? []) {
    if (f === 'pushingMachine') continue;
    const v = row[f];
    if (v !== undefined && v !== null) (out as unknown as Record<string, unknown>)[f] = v;
  }
  return out;
}

/** Whether a force setting in use is its automatic value taken from the cable's limit (not typed, not a machine's). */
function takenFromCable(value: AutoValue | undefined): boolean {
  return value !== undefined && !value.isManual && value.limit?.source === 'cable' && value.value === value.limit.value;
}

/**
 * The request of a section. Automatic values in use are sent (manual else automatic); hidden fields are not sent;
 * macMaxPushingForce is the pushing force × cable count when parallelLayout is oneForEach; simpleMode is true in
 * simple display mode. Invalid sections map too (the engine then answers E_INVALID_PARAMS); never throws.
 */
export function toSimulationRequest(section: SectionLike, options: ToRequestOptions = {}): CalculateRequest {
  const data: SectionData = dataOf(section);
  const ctx = options.context ?? {};
  const auto = options.auto ?? computeRawAutoValues(data, ctx);
  const shown = fieldVisibility(data);
  const m = data.general.layingMethod;
  const c = data.cable;
  const e = data.equipment;
  const st = data.settings;
  const count = opt(c.count) ?? 1;
  const val = (path: string): number | undefined => auto[path]?.value;
  const push = needsEquipment(m, 'pushingMachine');
  const pushingForce = push ? (val('settings.pushingForce') ?? 0) : 0;
  const options_ = cableEndOptions(m);
  const cableEnd = e.cableEnd && options_.includes(e.cableEnd) ? e.cableEnd : options_[0];
  const residents = opt(c.residentCount) ?? 0;

  const stretches: Stretch[] = data.stretches.rows.map((s, i) => {
    const p = `stretches.rows.${i}`;
    const out: Stretch = {
      id: s.id,
      type: s.type ?? 'inDuct',
      outerDiameter: opt(s.outerDiameter) ?? 0,
      innerDiameter: opt(s.innerDiameter) ?? 0,
      innerSurface: s.innerSurface ?? 'smooth',
      cof: opt(s.cof) ?? 0,
    };
    if (s.stretchName) out.stretchName = s.stretchName;
    const maxPressure = val(`${p}.maxPressure`);
    if (isStretchRatingApplied(data) && maxPressure !== undefined) out.maxPressure = maxPressure;
    if (isStretchFieldShown(data, s, 'prefilled')) out.prefilled = s.prefilled === true;
    if (isStretchFieldShown(data, s, 'undulationPeriod')) {
      const period = val(`${p}.undulationPeriod`);
      const amplitude = val(`${p}.undulationAmplitude`);
      if (period !== undefined) out.undulationPeriod = period;
      if (amplitude !== undefined) out.undulationAmplitude = amplitude;
    }
    if (isStretchFieldShown(data, s, 'rollerDistance')) out.rollerDistance = opt(s.rollerDistance) ?? 0;
    return out;
  });

  const request: SimulationData = {
    projectName: data.general.sectionName ?? '',
    id: options.id ?? recordId(section),
    layingMethod: m ?? 'push',
    pushingSpeed: val('settings.layingSpeed') ?? 0,
    lubricant: e.lubricant ?? 'yes',
    macMaxPullingForce: shown['settings.pullingForce'] ? (val('settings.pullingForce') ?? 0) : 0,
    macMaxPushingForce: pushingForce * (c.parallelLayout === 'oneForEach' ? count : 1),
    cableType: c.type ?? undefined,
    cableOuterDiameter: opt(c.outerDiameter) ?? 0,
    cableWeight: val('cable.weight') ?? 0,
    cableStiffness: val('cable.stiffness') ?? 0,
    // several cables share a pull unevenly: the bundle's limit is two thirds of count × one cable's (the product's rule,
    // the automatic pulling force's: settings-limits.ts), so the engine (which multiplies by count) checks that one
    cableMaxPullingForce: (opt(c.maxPullingForce) ?? 0) * bundlePullingShare(count),
    cableEnd,
    cableCount: count,
    twistedBundle: shown['cable.twisted'] ? c.twisted === true : false,
    residentCount: residents,
    lostForce: opt(st.lostForce),
    xlaunch: opt(st.xlaunch),
    xend: opt(st.xend),
    maxDistance: opt(st.maxDistance),
    calculateBackward: st.calculateBackward === true,
    simpleMode: data.general.displayMode === 'simple',
    stretches,
    trajectory: {
      altitudeAtStart: opt(data.trajectory.altitudeAtStart) ?? 0,
      initialHeading: opt(data.trajectory.initialHeading) ?? 90,
      rows: data.trajectory.rows.map(toRequestRow),
    },
  };
  const set = <K extends keyof SimulationData>(key: K, v: SimulationData[K] | undefined) => {
    if (v !== undefined) request[key] = v;
  };
  // the machines' pressure limits cap the inlet as the compressor's / pump's do (the settings hints name them all)
  const pushMac = push ? pushingMachineOf(data, ctx) : undefined;
  const pullMac = needsEquipment(m, 'pullingMachine') ? pullingMachineOf(data, ctx) : undefined;
  // the machines' max speeds cap the laying speed in the engine (I_SPEED_CAPPED): the time is the one they can do
  set('macMaxPushingSpeed', lowestPositive(pushMac?.maxPushingSpeed));
  set('macMaxPullingSpeed', lowestPositive(pullMac?.maxPullingSpeed));
  if (isAirMethod(m)) {
    set('airPressure', val('settings.airPressure'));
    set('macMaxAirFlow', opt(e.compressor.maxAirFlow));
    set('macMaxAirPressure', lowestPositive(e.compressor.maxAirPressure, pushMac?.maxAirPressure));
  }
  if (isWaterMethod(m)) {
    set('waterPressure', val('settings.waterPressure'));
    set('waterInDensity', val('settings.waterDensity'));
    set('macMaxWaterFlow', opt(e.waterPump.maxWaterFlow));
    set('macMaxWaterPressure', lowestPositive(e.waterPump.maxWaterPressure, pushMac?.maxWaterPressure, pullMac?.maxWaterPressure));
  }
  set('cableMaxRadialForce', opt(c.maxRadialForce));
  if (shown['cable.cableLength']) set('cableLength', opt(c.cableLength));
  if (residents >= 1) set('resident1Diameter', opt(c.resident1Diameter));
  if (residents >= 2) set('resident2Diameter', opt(c.resident2Diameter));
  if (shown['settings.xRearPig']) set('xRearPig', opt(st.xRearPig));
  if (shown['cable.maxPushingForce']) set('cableMaxPushingForce', val('cable.maxPushingForce'));
  set('cableMinBendingRadius', val('cable.minBendingRadius'));
  if (shown['cable.innerDiameter']) set('cableInnerDiameter', opt(c.innerDiameter));
  // an automatic force setting that is the cable's limit (the machine stronger than the cable): its limit is the
  // cable's, and the engine's messages name the cable (docs/simulation-api.md); sent only then
  if (request.macMaxPullingForce > 0 && takenFromCable(auto['settings.pullingForce'])) set('macMaxPullingForceSource', 'cable');
  if (request.macMaxPushingForce > 0 && takenFromCable(auto['settings.pushingForce'])) set('macMaxPushingForceSource', 'cable');
  return { findMaxDistance: options.findMaxDistance === true, data: request };
}
