/**
 * Method comparison: the section's route and cable under every laying method the licence allows. Each method's
 * section is the one "use this method" would give (`applyLayingMethodChange`), mapped as the editor maps it; the
 * equipment it lacks takes the defaults below so that every method gets a fair answer.
 */
import type { CalculateRequest, CalculateResponse, ExceededLimit, LayingMethod } from '@cla/engine';
import { pullingMachineOf, pushingMachineOf, type SectionContext } from '../context.js';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { progressForces } from '../report/progress-forces.js';
import { isAirMethod, isWaterMethod, methodsAllowedByLicence, needsEquipment } from '../rules/laying-methods.js';
import { applyLayingMethodChange } from '../rules/method-change.js';
import type { SectionData } from '../section/types.js';
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { type RunEngine, type StudyRunOptions, studyRunner } from './run.js';

/**
 * Equipment a method gets when the section has none (the demo catalogue's compressor and pumps): a compressor of
 * 5000 l/min at 12 bar; a pump of 300 l/min at 16 bar, or 1500 l/min at 20 bar for ducts of 80 mm bore and more.
 * Machine forces need no default: without a machine the automatic pushing and pulling forces are the cable's limits.
 * Free-floating needs a cable length: see `freeFloatingCableShare`.
 */
export const STUDY_EQUIPMENT_DEFAULTS = {
  compressor: { maxAirFlow: 5000, maxAirPressure: 12 },
  smallPump: { maxWaterFlow: 300, maxWaterPressure: 16 },
  largePump: { maxWaterFlow: 1500, maxWaterPressure: 20 },
  /** mm, duct bore from which the large pump is used */
  largePumpFromBore: 80,
  /**
   * free-floating without a cable length: the cable is this share of the route it can travel (the whole cable
   * moves between its pigs, so it must start wholly inside the duct and short of the target; the demo's 800 m
   * cable in 1000 m of duct)
   */
  freeFloatingCableShare: 0.8,
} as const;

/**
 * What a method's run took from the defaults instead of the section. `pusher` / `winch`: the section has no such
 * machine, so the run's force setting is the cable's own limit (settings-limits.ts: the lowest limit, the machine's
 * missing), as if a machine as strong as the cable allows were there.
 */
export type AssumedEquipment = 'compressor' | 'waterPump' | 'cableLength' | 'pusher' | 'winch';

export interface MethodRun {
  layingMethod: LayingMethod;
  /** the section under this method (what "use this method" applies, before the defaults) */
  data: SectionData;
  request: CalculateRequest;
  assumed: AssumedEquipment[];
}

export interface MethodComparisonRow {
  layingMethod: LayingMethod;
  status: CalculateResponse['status'];
  /**
   * false when the cable never moved (the engine's `started`): `distance` is then the head's starting position and
   * `peakForce` a force the start would need; absent in rows stored before it existed
   */
  started?: boolean;
  /** the limits the run exceeded (the engine's `exceeded`; status `exceeded` when the head reached its target) */
  exceeded?: ExceededLimit[];
  /** m, how far the head got */
  distance: number;
  /** m, the longest installable length (route continued straight) */
  maxDistance: number;
  /**
   * the max-distance search stopped at its limit (the engine's I_MAX_DISTANCE_CAPPED): the cable would go further
   * than `maxDistance`, which is then a lower bound, not the longest length (absent in results stored before)
   */
  maxDistanceCapped?: boolean;
  limitedBy: CalculateResponse['limitedBy'];
  /** what ended the max distance (the engine's `maxDistanceLimitedBy`: null at the search cap); absent in results kept from before */
  maxDistanceLimitedBy?: CalculateResponse['limitedBy'];
  /** min */
  duration: number;
  /**
   * N, the highest machine force (the pusher's or the winch's, `progressForces`) during the installation; 0 for
   * free-floating, which has no machine (its pigs' forces and the fluid methods' head pull are not machines)
   */
  peakForce: number;
  /** m³: water used (water methods); free air at the peak flow over the duration (jetting, an upper bound); else 0 */
  airOrWaterQuantity: number;
  assumed: AssumedEquipment[];
}

export interface MethodComparisonResult {
  rows: MethodComparisonRow[];
  /** m, the route length */
  routeLength: number;
}

const positive = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The request of every allowed method, the missing equipment defaulted. The assumed compressor or pump is put in the
 * section before it is mapped, as a user choosing it would: the automatic air or water pressure then follows it
 * (capped by the ducts' ratings), not the default a section without one gets (2 bar of water).
 */
export function methodComparisonRuns(
  data: SectionData,
  context: SectionContext = {},
  allowed: readonly LayingMethod[] | null = context.allowedLayingMethods ?? null,
): MethodRun[] {
  const routeLength = computeTrajectory(data.trajectory, data.stretches.rows).totalLength;
  return methodsAllowedByLicence(allowed).map((layingMethod) => {
    const changed = applyLayingMethodChange(data, layingMethod);
    const equipped = structuredClone(changed);
    const e = equipped.equipment;
    const assumed: AssumedEquipment[] = [];
    // no machine of the kind: its force setting is the cable's limit (a machine as strong as the cable allows)
    if (needsEquipment(layingMethod, 'pushingMachine') && !pushingMachineOf(equipped, context)) assumed.push('pusher');
    if (needsEquipment(layingMethod, 'pullingMachine') && !pullingMachineOf(equipped, context)) assumed.push('winch');
    if (isAirMethod(layingMethod) && !positive(e.compressor.maxAirFlow)) {
      e.compressor = { ...e.compressor, maxAirFlow: STUDY_EQUIPMENT_DEFAULTS.compressor.maxAirFlow };
      if (!positive(e.compressor.maxAirPressure)) e.compressor.maxAirPressure = STUDY_EQUIPMENT_DEFAULTS.compressor.maxAirPressure;
      assumed.push('compressor');
    }
    if (isWaterMethod(layingMethod) && !positive(e.waterPump.maxWaterFlow)) {
      const bore = Math.min(...equipped.stretches.rows.map((s) => (positive(s.innerDiameter) ? (s.innerDiameter as number) : Infinity)));
      const pump = bore >= STUDY_EQUIPMENT_DEFAULTS.largePumpFromBore ? STUDY_EQUIPMENT_DEFAULTS.largePump : STUDY_EQUIPMENT_DEFAULTS.smallPump;
      e.waterPump = { ...e.waterPump, maxWaterFlow: pump.maxWaterFlow };
      if (!positive(e.waterPump.maxWaterPressure)) e.waterPump.maxWaterPressure = pump.maxWaterPressure;
      assumed.push('waterPump');
    }
    const request = toSimulationRequest(equipped, { context, findMaxDistance: true });
    const d = request.data;
    if (layingMethod === 'freefloating' && !positive(d.cableLength)) {
      const room = routeLength - (d.xlaunch ?? 0) - (d.xend ?? 0) - (d.xRearPig ?? 0);
      d.cableLength = Math.max(0, STUDY_EQUIPMENT_DEFAULTS.freeFloatingCableShare * room);
      assumed.push('cableLength');
    }
    return { layingMethod, data: changed, request, assumed };
  });
}

const finite = (v: number): number => (Number.isFinite(v) ? v : 0);
const maxAbs = (values: readonly number[]): number => values.reduce((m, v) => (Number.isFinite(v) ? Math.max(m, Math.abs(v)) : m), 0);

/** One table row from a method's response. */
export function methodComparisonRow(run: MethodRun, response: CalculateResponse): MethodComparisonRow {
  const forces = progressForces(run.layingMethod);
  // the free air the engine says the installation uses (its I_AIR_CONSUMPTION message, as the result and the bill
  // of materials); without it, the peak flow over the duration, an upper bound
  const airUsed = response.messages.find((m) => m.code === 'I_AIR_CONSUMPTION')?.params.airQuantity;
  const quantity = isWaterMethod(run.layingMethod)
    ? response.waterQuantity
    : isAirMethod(run.layingMethod)
      ? typeof airUsed === 'number' && Number.isFinite(airUsed)
        ? airUsed
        : (response.airFlow * response.duration) / 1000
      : 0;
  return {
    layingMethod: run.layingMethod,
    status: response.status,
    started: response.started,
    exceeded: response.exceeded,
    distance: finite(response.distance),
    maxDistance: finite(response.maxDistance),
    maxDistanceCapped: response.messages.some((m) => m.code === 'I_MAX_DISTANCE_CAPPED'),
    limitedBy: response.limitedBy,
    maxDistanceLimitedBy: response.maxDistanceLimitedBy ?? null,
    duration: finite(response.duration),
    peakForce: Math.max(
      forces.pushing === 'pusher' ? maxAbs(response.progress.pushingForce) : 0,
      forces.pulling === 'winch' ? maxAbs(response.progress.pullingForce) : 0,
    ),
    // a cable that never moves installs nothing: the water a run that cannot start reports (free floating's fill of
    // the duct) is not what the method uses
    airOrWaterQuantity: response.started === false ? 0 : finite(quantity),
    assumed: run.assumed,
  };
}

/** Runs the section under every laying method the licence allows (one engine run each). */
export async function compareMethods(
  data: SectionData,
  run: RunEngine,
  options: StudyRunOptions & { context?: SectionContext; allowedLayingMethods?: readonly LayingMethod[] | null } = {},
): Promise<MethodComparisonResult> {
  const context = options.context ?? {};
  const runs = methodComparisonRuns(data, context, options.allowedLayingMethods ?? context.allowedLayingMethods ?? null);
  const runner = studyRunner(run, options, runs.length);
  const rows: MethodComparisonRow[] = [];
  for (const r of runs) rows.push(methodComparisonRow(r, await runner.run(r.request)));
  return { rows, routeLength: computeTrajectory(data.trajectory, data.stretches.rows).totalLength };
}
