// Turns the wasm engine's output into the simulation answer: status, messages, thinned curves, bends, checks.
import {
  LAYING_METHODS,
  type CalculateResponse,
  type ExceededLimit,
  type ScalarResponse,
  type SimulationMessage,
} from './contract.js';
import { BEND_SIZE, IN, MSG_SIZE, OUT, ST, STATUSES } from './layout.js';
import { exceededLimits, statusWithLimits } from './exceeded.js';
import { beyondRating, ENGINE_MESSAGES, forceLimitCase, formatMessage, invalidParams } from './messages.js';
import type { ForceSources, RequestIssue } from './request.js';
import { finiteOr0, thinIndices, type Threshold } from './thinning.js';
import { BAR, DEG, L_PER_MIN, MIN, MM } from './units.js';

/** The response of a request refused at the door (docs/simulation-api.md: notStarted, distance 0). */
export function notStartedResponse(messages: SimulationMessage[]): CalculateResponse {
  return {
    status: 'notStarted',
    started: false,
    distance: 0,
    duration: 0,
    forceAtEnd: 0,
    maxDistance: 0,
    maxDistanceLimitedBy: null,
    waterFlow: 0,
    waterQuantity: 0,
    airFlow: 0,
    limitedBy: null,
    exceeded: [],
    messages,
    progress: { length: [], pushingForce: [], pullingForce: [], speed: [], time: [] },
    profile: { position: [], force: [], radialForce: [], pressure: [], altitude: [] },
    bends: [],
    checks: { fillRatio: 0, jamRatio: null, clearance: 0, bundleDiameter: 0 },
  };
}

export function issuesResponse(issues: RequestIssue[]): CalculateResponse {
  return notStartedResponse(issues.map((i) => invalidParams(i.field, i.rule)));
}

/** A finite number or 0: no NaN or Infinity leaves the door. */
export function finite(v: number | undefined): number {
  return v !== undefined && Number.isFinite(v) ? v : 0;
}

/** A wasm message in words; `started`: whether the cable moved (a force limit's wording depends on it). */
function decodeMessage(code: number, p: number[], started: boolean): SimulationMessage {
  const def = ENGINE_MESSAGES[code];
  if (!def) {
    return formatMessage('E_ENGINE', 'error', 'Engine error', 'Unknown engine message {code}.', { code });
  }
  const params: Record<string, string | number> = {};
  def.params.forEach((name, i) => {
    params[name] = name === 'method' ? (LAYING_METHODS[p[i] ?? -1] ?? String(p[i])) : finite(p[i]) * (def.scale?.[i] ?? 1);
  });
  // a param written only where it applies (0 elsewhere) is left out, else its sentence follows the message's
  const optional = def.optional;
  const suffix = optional && params[optional.param] !== 0 ? optional.text : '';
  if (optional && suffix === '') delete params[optional.param];
  if (def.beyondRating !== undefined && beyondRating(params)) return formatMessage(def.code, def.level, def.title, def.beyondRating + suffix, params);
  if (def.atRating !== undefined && forceLimitCase(params, started) === 'atRating') return formatMessage(def.code, def.level, def.title, def.atRating + suffix, params);
  const negative = def.whenNegative;
  const signed = negative ? params[negative.param] : undefined;
  if (negative && typeof signed === 'number' && signed < 0) {
    // the text shows the value unsigned, the params keep its sign
    return { ...formatMessage(def.code, def.level, def.title, negative.text + suffix, { ...params, [negative.param]: -signed }), params };
  }
  return formatMessage(def.code, def.level, def.title, def.text + suffix, params);
}

/** The default most samples of the profile and of the progress curves (the request's `fullResolution` lifts it). */
export const MAX_CURVE_POINTS = 2000;

export interface DecodeOptions {
  /** every sample the engine wrote (no thinning) */
  fullResolution?: boolean;
  /** the thinning budget per curve, default {@link MAX_CURVE_POINTS} */
  maxPoints?: number;
  /** the encoded request (SI): its limits are the thresholds whose crossings survive the thinning */
  input?: Float64Array;
  /** whose limits the machine force settings are: a setting taken from the cable names the cable */
  sources?: ForceSources;
}

/**
 * The code of a force limit as the answer names it: a machine force setting taken from the cable's limit
 * (`sources`, e.g. the automatic pulling force of a winch stronger than the cable) is the cable's limit, so the
 * machine's code (1 E_PULLING_FORCE, 3 E_PUSHING_FORCE) becomes the cable's (2, 4); a pusher holding the cable back
 * (`force` < 0) stays the pusher (the cable's pushing limit plays no part in its tension).
 */
export function attributedCode(code: number, force: number, sources: ForceSources | undefined): number {
  if (code === 1 && sources?.pulling === 'cable') return 2;
  if (code === 3 && sources?.pushing === 'cable' && !(force < 0)) return 4;
  return code;
}

/** Message params that are positions along the route or of the head (m): kept samples in the curves. */
const EVENT_PARAMS = ['position', 'endPosition', 'lowestAt'];

/** Doubles whose copies make a curve's arrays (a slice is one copy of packed doubles, no growth, no transition). */
let doubles: number[] = [0.5];
/** Curves up to this many samples are copied from {@link doubles}; longer ones (full resolution) are built as arrays. */
const TEMPLATE_MAX = 4096;

/** A plain array of `m` numbers, packed doubles when it can (cheap to build and to read for whoever reads it). */
function doubleArray(m: number): number[] {
  if (m > TEMPLATE_MAX) return new Array<number>(m);
  if (doubles.length < m) {
    const grown = doubles.slice();
    while (grown.length < TEMPLATE_MAX) grown.push(0.5);
    doubles = grown;
  }
  return doubles.slice(0, m);
}

/**
 * One array of a curve: `count` samples of series `s` from `from` in `out`, scaled by `scale` (non-finite → 0), at
 * the kept indices (every sample when `kept` is null). A plain loop over the typed memory.
 */
function column(out: Float64Array, from: number, count: number, s: number, scale: number, kept: Int32Array | null): number[] {
  const at = from + s * count;
  const m = kept ? kept.length : count;
  const a = doubleArray(m);
  if (kept) {
    for (let j = 0; j < m; j++) {
      const v = out[at + kept[j]!]! * scale;
      a[j] = v - v === 0 ? v : 0;
    }
  } else {
    for (let j = 0; j < m; j++) {
      const v = out[at + j]! * scale;
      a[j] = v - v === 0 ? v : 0;
    }
  }
  return a;
}

/** Series of the curves, without their x (position; installed length). */
const PROFILE = { FORCE: 0, RADIAL: 1, PRESSURE: 2 };
const PROGRESS = { PUSHING: 0, PULLING: 1 };

/**
 * The request's limits (SI) watched in the curves: the profile's force (0, the cable's pull and push ratings × count),
 * radial force and pressure (each stretch's rating), the machines' forces (their ratings, ± for the pusher).
 */
function thresholdsOf(input: Float64Array | undefined): { profile: Threshold[]; progress: Threshold[] } {
  const profile: Threshold[] = [{ series: PROFILE.FORCE, value: 0 }];
  const progress: Threshold[] = [];
  if (!input) return { profile, progress };
  const at = (i: number) => finiteOr0(input[i] ?? 0);
  const add = (into: Threshold[], series: number, value: number) => {
    if (value !== 0) into.push({ series, value });
  };
  const cables = Math.max(at(IN.CABLE_COUNT), 1);
  add(profile, PROFILE.FORCE, at(IN.CABLE_MAX_PULL) * cables);
  add(profile, PROFILE.FORCE, -at(IN.CABLE_MAX_PUSH) * cables);
  add(profile, PROFILE.RADIAL, at(IN.CABLE_MAX_RADIAL));
  const pressures = new Set<number>();
  for (let i = 0; i < at(IN.STRETCH_COUNT) && pressures.size < 8; i++) {
    const p = at(IN.HEADER + i * ST.SIZE + ST.MAX_PRESSURE);
    if (p > 0) pressures.add(p);
  }
  for (const p of pressures) add(profile, PROFILE.PRESSURE, p);
  add(progress, PROGRESS.PUSHING, at(IN.MAC_PUSH));
  add(progress, PROGRESS.PUSHING, -at(IN.MAC_PUSH));
  add(progress, PROGRESS.PULLING, at(IN.MAC_PULL));
  return { profile, progress };
}

/** The kept indices of one curve of `count` samples per series from `from` (null: every sample). */
function thin(out: Float64Array, from: number, count: number, budget: number, events: number[], thresholds: Threshold[]): Int32Array | null {
  const view = (s: number) => out.subarray(from + s * count, from + (s + 1) * count);
  return thinIndices({ x: view(0), series: [view(1), view(2), view(3), view(4)], budget, events, thresholds });
}

/**
 * Whether the head moved (`CalculateResponse.started`): a success did; a failure did when its last progress point
 * (the final state, at the head's stop) lies beyond its first (the head's start: the launch point, freefloating's
 * front shuttle at xRearPig + cableLength). The engine writes both from the same positions (the start exactly
 * where it fails there), so equal means the cable never left where it lay. Read before any thinning.
 */
function startedOf(status: CalculateResponse['status'], out: Float64Array, progFrom: number, nProg: number): boolean {
  if (status === 'success') return true;
  if (status !== 'failed' || nProg === 0) return false;
  return finite(out[progFrom + nProg - 1]) > finite(out[progFrom]);
}

/** What both answers (the full one and the scalars) read first: the counts, the messages, the limits, the thinning. */
export interface Head {
  status: CalculateResponse['status'];
  started: boolean;
  messages: SimulationMessage[];
  limitCode: number;
  maxLimitCode: number;
  events: number[];
  nProg: number;
  nProf: number;
  nBend: number;
  progFrom: number;
  profFrom: number;
  budget: number;
  thresholds: { profile: Threshold[]; progress: Threshold[] } | null;
}

export function decodeHead(out: Float64Array, options: DecodeOptions): Head {
  const h = (i: number) => finite(out[i]);
  // counts as int32 (the wasm writes whole counts): the offsets below, and so the loops' indices, stay small integers
  const nMsg = h(OUT.MESSAGE_COUNT) | 0;
  const nProg = h(OUT.PROGRESS_COUNT) | 0;
  const nProf = h(OUT.PROFILE_COUNT) | 0;
  const nBend = h(OUT.BEND_COUNT) | 0;
  let k = OUT.HEADER;
  const status = STATUSES[h(OUT.STATUS)] ?? 'failed';
  // the progress follows the messages: whether the cable moved is known before they are put in words
  const started = startedOf(status, out, OUT.HEADER + nMsg * MSG_SIZE, nProg);
  const messages: SimulationMessage[] = [];
  // the force of each force limit's message (its second param), by code and position: the limits below take the sign
  const forces = new Map<string, number>();
  for (let i = 0; i < nMsg; i++, k += MSG_SIZE) {
    const rec = Array.from(out.subarray(k, k + MSG_SIZE), finite);
    const code = rec[0]!;
    forces.set(`${code}@${rec[1]}`, rec[2]!);
    messages.push(decodeMessage(attributedCode(code, rec[2]!, options.sources), rec.slice(1), started));
  }
  const rawLimit = h(OUT.LIMIT_CODE);
  const limitCode = attributedCode(rawLimit, forces.get(`${rawLimit}@${h(OUT.LIMIT_POSITION)}`) ?? 0, options.sources);
  // (the wasm writes a pusher holding the cable back as the negative code)
  const maxRaw = h(OUT.MAX_LIMIT_CODE);
  const maxLimitCode = attributedCode(Math.abs(maxRaw), maxRaw < 0 ? -1 : 1, options.sources);
  const events = limitCode > 0 ? [h(OUT.LIMIT_POSITION)] : [];
  for (const message of messages) {
    for (const name of EVENT_PARAMS) {
      const v = message.params[name];
      if (typeof v === 'number') events.push(v);
    }
  }
  const budget = curveBudget(options);
  // thinned only beyond the budget (thinIndices answers null within it): the thresholds and the views only then
  const thresholds = nProg > budget || nProf > budget ? thresholdsOf(options.input) : null;
  return { status, started, messages, limitCode, maxLimitCode, events, nProg, nProf, nBend, progFrom: k, profFrom: k + 5 * nProg, budget, thresholds };
}

/** The kept indices of the profile (null: every sample), as the full answer keeps them. */
export function profileKept(out: Float64Array, head: Head): Int32Array | null {
  return head.thresholds ? thin(out, head.profFrom, head.nProf, head.budget, head.events, head.thresholds.profile) : null;
}

/** The profile's columns that the status reads (force and pressure, with their positions), as the full answer has them. */
export function statusColumns(out: Float64Array, head: Head, kept: Int32Array | null): Pick<CalculateResponse['profile'], 'position' | 'force' | 'pressure'> {
  const { profFrom, nProf } = head;
  return { position: column(out, profFrom, nProf, 0, 1, kept), force: column(out, profFrom, nProf, 1, 1, kept), pressure: column(out, profFrom, nProf, 3, 1 / BAR, kept) };
}

/** The answer's numbers apart from the curves and bends: the same values in the full answer and the scalars. */
export function scalarsOf(out: Float64Array, head: Head, exceeded: ExceededLimit[]): Omit<ScalarResponse, 'probes'> {
  const h = (i: number) => finite(out[i]);
  const { status, limitCode, maxLimitCode } = head;
  const jam = out[OUT.JAM_RATIO] ?? -1;
  return {
    status: statusWithLimits(status, exceeded),
    started: head.started,
    distance: h(OUT.DISTANCE),
    duration: h(OUT.DURATION) / MIN,
    forceAtEnd: h(OUT.FORCE_AT_END),
    maxDistance: h(OUT.MAX_DISTANCE),
    maxDistanceLimitedBy:
      maxLimitCode > 0
        ? { code: ENGINE_MESSAGES[maxLimitCode]?.code ?? 'E_ENGINE', position: h(OUT.MAX_LIMIT_POSITION) }
        : null,
    waterFlow: h(OUT.WATER_FLOW) / L_PER_MIN,
    waterQuantity: h(OUT.WATER_QUANTITY),
    airFlow: h(OUT.AIR_FLOW) / L_PER_MIN,
    limitedBy:
      limitCode > 0
        ? { code: ENGINE_MESSAGES[limitCode]?.code ?? 'E_ENGINE', position: h(OUT.LIMIT_POSITION) }
        : null,
    exceeded,
    messages: head.messages,
    checks: {
      fillRatio: h(OUT.FILL_RATIO) * 100,
      jamRatio: Number.isFinite(jam) && jam > 0 ? jam : null,
      clearance: h(OUT.CLEARANCE) / MM,
      bundleDiameter: h(OUT.BUNDLE_DIAMETER) / MM,
    },
  };
}

/**
 * Reads the wasm output buffer (SI) into the response (base units). The profile and progress curves are thinned to
 * about `maxPoints` samples each unless `fullResolution` (see thinning.ts for what always survives).
 */
export function decodeResponse(out: Float64Array, options: DecodeOptions = {}): CalculateResponse {
  const head = decodeHead(out, options);
  const { nProg, nProf, nBend, progFrom, profFrom, budget, events, thresholds } = head;
  const progKept = thresholds ? thin(out, progFrom, nProg, budget, events, thresholds.progress) : null;
  const progress = {
    length: column(out, progFrom, nProg, 0, 1, progKept),
    pushingForce: column(out, progFrom, nProg, 1, 1, progKept),
    pullingForce: column(out, progFrom, nProg, 2, 1, progKept),
    speed: column(out, progFrom, nProg, 3, MIN, progKept),
    time: column(out, progFrom, nProg, 4, 1 / MIN, progKept),
  };
  const profKept = profileKept(out, head);
  const profile = {
    position: column(out, profFrom, nProf, 0, 1, profKept),
    force: column(out, profFrom, nProf, 1, 1, profKept),
    radialForce: column(out, profFrom, nProf, 2, 1, profKept),
    pressure: column(out, profFrom, nProf, 3, 1 / BAR, profKept),
    altitude: column(out, profFrom, nProf, 4, 1, profKept),
  };
  let k = profFrom + 5 * nProf;
  // read in place (no array per bend: a 1000-row route has 500); one object literal, so one shape for all
  const bends = new Array<CalculateResponse['bends'][number]>(nBend);
  for (let i = 0; i < nBend; i++, k += BEND_SIZE) {
    // finite or 0, as `finite`
    bends[i] = {
      row: finiteOr0(out[k]!),
      position: finiteOr0(out[k + 1]!),
      totalAngle: finiteOr0(out[k + 2]!) / DEG,
      radius: finiteOr0(out[k + 3]!),
      forceIn: finiteOr0(out[k + 4]!),
      forceOut: finiteOr0(out[k + 5]!),
      radialForce: finiteOr0(out[k + 6]!),
    };
  }
  const exceeded = head.status === 'notStarted' ? [] : exceededLimits({ messages: head.messages, profile }, options.input);
  const s = scalarsOf(out, head, exceeded);
  return {
    status: s.status,
    started: s.started,
    distance: s.distance,
    duration: s.duration,
    forceAtEnd: s.forceAtEnd,
    maxDistance: s.maxDistance,
    maxDistanceLimitedBy: s.maxDistanceLimitedBy,
    waterFlow: s.waterFlow,
    waterQuantity: s.waterQuantity,
    airFlow: s.airFlow,
    limitedBy: s.limitedBy,
    exceeded,
    messages: s.messages,
    progress,
    profile,
    bends,
    checks: s.checks,
  };
}

/**
 * The most samples a curve keeps unthinned (`fullResolution`: all); the wasm's scalar answer summarizes a profile
 * only within it (index.ts calculateScalars), where the full answer's profile is every sample.
 */
export function curveBudget(options: Pick<DecodeOptions, 'fullResolution' | 'maxPoints'>): number {
  return options.fullResolution ? Infinity : Math.max(options.maxPoints ?? MAX_CURVE_POINTS, 16);
}
