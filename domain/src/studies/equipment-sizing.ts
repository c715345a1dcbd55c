/**
 * Equipment sizing: which of the user's presets would do the job. For each kind of equipment the section's method
 * uses (winch, pusher, compressor, water pump: `REQUIRED_EQUIPMENT`), the section is run once with each preset of
 * that kind in place of its own (the other equipment unchanged), mapped as the editor maps it, so the automatic
 * settings (forces, speed, pressures) follow the candidate as they would in the editor.
 *
 * A candidate is `ok` when the run installs the whole route within every limit (status success; an `exceeded` run
 * is not ok, `limitedBy` names its first exceeded limit) and its rating exceeds what the run
 * needed by the margin: rating ≥ (1 + margin) × needed, `margin` = rating / needed − 1. Ratings and needs:
 * - winch: its max pulling force against the highest pulling force of the installation;
 * - pusher: its max pushing force × the machines in series (× the cable count when each cable has its own pusher)
 *   against the highest pushing force; in push-pull the pusher pushes at its rating and the winch takes the rest,
 *   so there is no need to compare (margin null: ok when the section completes);
 * - compressor: its max free air flow against the peak free air flow of the run (its pressure acts through the run);
 * - water pump: its max water flow against the peak water flow of the run (its pressure acts through the run).
 * A need of 0 gives a null margin (nothing to compare: ok when the section completes). A pusher whose cable
 * diameter range leaves out the section's cable, or whose duct diameter range leaves out a duct stretch's outer
 * diameter (the editor warns about both), is never ok: `limitedBy` says which (its run is still shown). A run that
 * stops at the cable's own limit (a winch stronger than the cable: its automatic pulling force is the cable's)
 * says the cable binds (`cableBinds`, margin null); when every candidate of a kind stops there, so does the result.
 */
import type { CalculateResponse, LayingMethod } from '@cla/engine';
import { resetToAutomatic } from '../auto-values/auto-values.js';
import type { SectionContext } from '../context.js';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { REQUIRED_EQUIPMENT } from '../rules/laying-methods.js';
import { applyPreset, machinePresetOf, type PresetLike } from '../section/presets.js';
import type { SectionData } from '../section/types.js';
import { type RunEngine, type StudyRunOptions, studyRunner } from './run.js';

export type SizedEquipmentKind = 'pullingMachine' | 'pushingMachine' | 'compressor' | 'waterPump';

/** The order the kinds are studied (and shown) in. */
export const SIZED_EQUIPMENT_KINDS: readonly SizedEquipmentKind[] = ['pullingMachine', 'pushingMachine', 'compressor', 'waterPump'];

/** The required margin when none is given: 10 %. */
export const DEFAULT_SIZING_MARGIN = 0.1;

/** `limitedBy` of a candidate that completes the section but without the margin (and no flow warning names why). */
export const SIZING_MARGIN_SHORT = 'MARGIN';

/** `limitedBy` of a pusher whose cable (or duct) diameter range leaves out the section's cable (or a duct stretch). */
export const SIZING_CABLE_DIAMETER = 'CABLE_DIAMETER_RANGE';
export const SIZING_DUCT_DIAMETER = 'DUCT_DIAMETER_RANGE';

/**
 * Per kind, the engine's limit codes of the cable that no candidate of the kind lifts: the winch's pull is the
 * cable's tension at the head, the pusher's push its compression at the launch point, whatever their ratings. A
 * run stopped there says the cable binds, not the candidate.
 */
export const CABLE_LIMITS: Readonly<Record<SizedEquipmentKind, readonly string[]>> = {
  pullingMachine: ['E_CABLE_PULLING_FORCE'],
  pushingMachine: ['E_CABLE_PUSHING_FORCE'],
  compressor: [],
  waterPump: [],
};

/** The section to size: its data and the context it is mapped with (as `toSimulationRequest`). */
export interface EquipmentSizingInput {
  data: SectionData;
  context?: SectionContext;
}

export interface EquipmentSizingOptions extends StudyRunOptions {
  /** the required margin as a share (0.1 = 10 %); default 0.1 */
  margin?: number;
  /** only these kinds (among those the method uses) */
  kinds?: readonly SizedEquipmentKind[];
}

export interface EquipmentChoice {
  kind: SizedEquipmentKind;
  /** the preset's id ('' when it has none) */
  preset: string;
  name: string;
  /** N for winches and pushers (a pusher's per machine), l/min for compressors and pumps */
  rating: number;
  /** same unit as the rating: what the run needed (for a pusher: per machine) */
  needed: number;
  ok: boolean;
  /** null when ok; else the engine's limit code, a flow warning's code, or `MARGIN` */
  limitedBy: string | null;
  /** rating / needed − 1; null when there is nothing to compare (see the module's note) */
  margin: number | null;
  /**
   * the machine works at its rating by the method's design (push-pull's pusher: the winch takes the rest): `needed`
   * is then its rating, not a need, and no margin is asked of it (absent in results stored before)
   */
  atRating?: boolean;
  /**
   * the run stopped at the cable's own limit (`CABLE_LIMITS`): the cable binds, not this candidate, whose margin
   * is then null (what the run needed is the cable's limit, not a need) — absent in results stored before
   */
  cableBinds?: boolean;
  /** m, how far the head got with this candidate */
  distance: number;
  status: CalculateResponse['status'];
}

export interface EquipmentSizingResult {
  /** the required margin used */
  margin: number;
  /** the kinds studied, in order */
  kinds: SizedEquipmentKind[];
  /** every candidate, by kind then rating */
  choices: EquipmentChoice[];
  /** per kind, the ok candidate of the smallest rating (absent when none is ok) */
  smallest: Partial<Record<SizedEquipmentKind, EquipmentChoice>>;
  /**
   * per kind without an ok candidate, the cable's limit code when every candidate's run stopped there: the cable
   * binds, no candidate of the kind can help (absent otherwise, and in results stored before)
   */
  cableBinds?: Partial<Record<SizedEquipmentKind, string>>;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The rating of a preset for its kind (0: not a candidate). */
export function presetRating(preset: PresetLike): number {
  switch (preset.type) {
    case 'pullingMachine':
      return num(preset.data.maxPullingForce);
    case 'pushingMachine':
      return num(preset.data.maxPushingForce);
    case 'compressor':
      return num(preset.data.maxAirFlow);
    case 'waterPump':
      return num(preset.data.maxWaterFlow);
    default:
      return 0;
  }
}

/** A preset's pressure, to order candidates of the same rating. */
const pressureOf = (p: PresetLike): number => num(p.data.maxAirPressure) || num(p.data.maxWaterPressure);

/** The kinds the method uses (in study order), restricted to `only` when given. */
export function sizedKinds(method: LayingMethod | null | undefined, only?: readonly SizedEquipmentKind[]): SizedEquipmentKind[] {
  const used: readonly string[] = (method && REQUIRED_EQUIPMENT[method]) || [];
  return SIZED_EQUIPMENT_KINDS.filter((k) => used.includes(k) && (!only || only.includes(k)));
}

/** The candidates of each kind: presets with a positive rating, smallest first (then lowest pressure). */
export function sizingCandidates(presets: readonly PresetLike[], kinds: readonly SizedEquipmentKind[]): PresetLike[] {
  return kinds.flatMap((k) =>
    presets
      .filter((p) => p.type === k && presetRating(p) > 0)
      .sort((a, b) => presetRating(a) - presetRating(b) || pressureOf(a) - pressureOf(b) || a.name.localeCompare(b.name)),
  );
}

/**
 * The section with `preset` in place of its equipment of that kind, and the context to map it with. A machine's
 * force setting (pulling force for a winch, pushing force for a pusher) goes back to automatic, so that the
 * candidate's rating, not a force typed for the former machine, drives the run.
 */
export function withCandidate(input: EquipmentSizingInput, preset: PresetLike): EquipmentSizingInput {
  const context = input.context ?? {};
  if (preset.type === 'pushingMachine' || preset.type === 'pullingMachine') {
    const id = preset.id ?? `candidate:${preset.name}`;
    const force = preset.type === 'pushingMachine' ? 'settings.pushingForce' : 'settings.pullingForce';
    const reset = resetToAutomatic(input.data, force);
    const data = { ...reset, equipment: { ...reset.equipment, [preset.type]: id } };
    return { data, context: { ...context, [preset.type]: machinePresetOf({ ...preset, id }) } };
  }
  return { data: applyPreset(input.data, preset), context };
}

const peak = (values: readonly number[]): number => values.reduce((m, v) => (Number.isFinite(v) ? Math.max(m, Math.abs(v)) : m), 0);

const FLOW_WARNINGS: Record<SizedEquipmentKind, readonly string[]> = {
  pullingMachine: [],
  pushingMachine: [],
  compressor: ['W_AIR_FLOW_LIMIT'],
  waterPump: ['W_WATER_FLOW_LIMIT', 'W_PUMP_SPEED_LIMIT', 'W_PUMP_SLOWS_CABLE'],
};

/**
 * Warnings that a pump works at its rated pressure (water push-pull: the column behind the pig needs more at the set
 * speed, the pump slows the cable): no margin is left, whatever its flow's.
 */
const AT_RATED_PRESSURE: Partial<Record<SizedEquipmentKind, readonly string[]>> = { waterPump: ['W_PUMP_SLOWS_CABLE'] };

const inRange = (v: number, range: { min?: number | null; max?: number | null } | null | undefined): boolean =>
  !(v > 0) || ((range?.min == null || v >= range.min) && (range?.max == null || v <= range.max));

/** Why a pusher does not take the section's cable or ducts (null when it does or is not a pusher). */
export function fitProblem(data: SectionData, preset: PresetLike): string | null {
  if (preset.type !== 'pushingMachine') return null;
  const machine = machinePresetOf(preset);
  if (!inRange(num(data.cable.outerDiameter), machine.cableDiameterRange)) return SIZING_CABLE_DIAMETER;
  const ducts = data.stretches.rows.filter((s) => s.type !== 'onRollers').map((s) => num(s.outerDiameter));
  if (ducts.some((d) => !inRange(d, machine.ductDiameterRange))) return SIZING_DUCT_DIAMETER;
  return null;
}

/** One candidate's line from its run. */
export function equipmentChoice(input: EquipmentSizingInput, preset: PresetLike, response: CalculateResponse, margin: number): EquipmentChoice {
  const kind = preset.type as SizedEquipmentKind;
  const rating = presetRating(preset);
  const data = input.data;
  let needed: number;
  let compare = true;
  if (kind === 'pullingMachine') needed = peak(response.progress.pullingForce);
  else if (kind === 'pushingMachine') {
    const serie = Math.max(1, num(data.equipment.serieCount) || 1);
    const perCable = data.cable.parallelLayout === 'oneForEach' ? Math.max(1, num(data.cable.count) || 1) : 1;
    needed = peak(response.progress.pushingForce) / (serie * perCable);
    compare = data.general.layingMethod !== 'pushpull';
  } else if (kind === 'compressor') needed = Number.isFinite(response.airFlow) ? response.airFlow : 0;
  else needed = Number.isFinite(response.waterFlow) ? response.waterFlow : 0;
  const completes = response.status === 'success';
  const cableBinds = !completes && CABLE_LIMITS[kind].includes(response.limitedBy?.code ?? '');
  const marginOf = compare && needed > 0 && !cableBinds ? rating / needed - 1 : null;
  const misfit = fitProblem(data, preset);
  const atPressure = response.messages.some((m) => AT_RATED_PRESSURE[kind]?.includes(m.code));
  const ok = misfit === null && completes && !atPressure && (marginOf === null || marginOf >= margin - 1e-12);
  const flowWarning = response.messages.find((m) => FLOW_WARNINGS[kind].includes(m.code))?.code;
  const limitedBy = ok ? null : (misfit ?? response.limitedBy?.code ?? response.exceeded?.[0]?.code ?? flowWarning ?? (completes ? SIZING_MARGIN_SHORT : 'E_ENGINE'));
  return {
    kind,
    preset: preset.id ?? '',
    name: preset.name,
    rating,
    needed,
    ok,
    limitedBy,
    margin: marginOf,
    atRating: !compare,
    cableBinds,
    distance: Number.isFinite(response.distance) ? response.distance : 0,
    status: response.status,
  };
}

/** Per kind without an ok choice, the cable's limit code when every choice's run stopped there (`cableBinds`). */
export function cableBindsOf(choices: readonly EquipmentChoice[]): Partial<Record<SizedEquipmentKind, string>> {
  const out: Partial<Record<SizedEquipmentKind, string>> = {};
  for (const kind of SIZED_EQUIPMENT_KINDS) {
    const of = choices.filter((c) => c.kind === kind);
    const code = CABLE_LIMITS[kind][0];
    if (code && of.length > 0 && of.every((c) => c.cableBinds === true)) out[kind] = code;
  }
  return out;
}

/** Per kind, the ok choice of the smallest rating. */
export function smallestOk(choices: readonly EquipmentChoice[]): Partial<Record<SizedEquipmentKind, EquipmentChoice>> {
  const out: Partial<Record<SizedEquipmentKind, EquipmentChoice>> = {};
  for (const c of choices) {
    const best = out[c.kind];
    if (c.ok && (!best || c.rating < best.rating)) out[c.kind] = c;
  }
  return out;
}

/**
 * Runs the section once per candidate preset (one engine run each, without the max-distance search).
 * @throws {StudyCancelledError} when cancelled.
 * @throws {RangeError} when the margin is negative or not a number.
 */
export async function sizeEquipment(
  request: EquipmentSizingInput,
  presets: readonly PresetLike[],
  run: RunEngine,
  options: EquipmentSizingOptions = {},
): Promise<EquipmentSizingResult> {
  const margin = options.margin ?? DEFAULT_SIZING_MARGIN;
  if (!Number.isFinite(margin) || margin < 0) throw new RangeError('margin: a share of 0 or more');
  const kinds = sizedKinds(request.data.general.layingMethod, options.kinds);
  const candidates = sizingCandidates(presets, kinds);
  const runner = studyRunner(run, options, candidates.length);
  const choices: EquipmentChoice[] = [];
  for (const preset of candidates) {
    const candidate = withCandidate(request, preset);
    const response = await runner.run(toSimulationRequest(candidate.data, { context: candidate.context ?? {}, findMaxDistance: false }));
    choices.push(equipmentChoice(request, preset, response, margin));
  }
  return { margin, kinds, choices, smallest: smallestOk(choices), cableBinds: cableBindsOf(choices) };
}
