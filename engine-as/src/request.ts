// Checks a simulation request field by field and packs it for the wasm engine; a bad field becomes an issue, never a throw.
import {
  CABLE_ENDS,
  FORCE_SOURCES,
  INNER_SURFACES,
  LAYING_METHODS,
  LUBRICANTS,
  ROW_TYPES,
  STRETCH_TYPES,
  type CalculateRequest,
  type ForceSource,
} from './contract.js';
import { IN, ROW, ST } from './layout.js';
import { BAR, DEG, KG_PER_DM3, L_PER_MIN, M_PER_MIN, MM } from './units.js';

/** A problem found in a request: the field path (e.g. `data.trajectory.rows[3].radius`) and the rule broken. */
export interface RequestIssue {
  field: string;
  rule: string;
}

/** Caps that keep one request's work bounded. */
export const MAX_ROWS = 10_000;
export const MAX_EXPANDED_ROWS = 100_000;
export const MAX_STRETCHES = 1_000;
export const MAX_CABLES = 200;
/** m, upper bound of the max-distance search */
export const MAX_SEARCH_DISTANCE = 1_000_000;
/**
 * Largest coefficient of friction of a stretch (the lubricated one; ×1.75 without lubricant): no cable/duct pair
 * comes near it (docs/physics.md#friction); a larger one gave forces of 1e12 N read as if they were a result.
 */
export const MAX_COF = 1;

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The type indices of the rows told apart by their type string in writeRows. */
const STRAIGHT = ROW_TYPES.indexOf('straight');
const CURVE = ROW_TYPES.indexOf('curve');
const CURVE_ON_ROLLERS = ROW_TYPES.indexOf('curveOnRollers');

function allObjects(items: unknown[]): boolean {
  for (let i = 0; i < items.length; i++) if (!isObject(items[i])) return false;
  return true;
}

/** Reads the request's numbers, collecting issues instead of throwing. */
class Reader {
  readonly issues: RequestIssue[] = [];

  fail(field: string, rule: string): void {
    this.issues.push({ field, rule });
  }

  /** A finite number; `fallback` when absent (undefined or null), an issue when required and absent. */
  num(obj: Obj, key: string, path: string, opts: { min?: number; gt?: number; max?: number; fallback?: number }): number {
    const v = obj[key];
    // the field's path is built only for an issue (a request has ~35 numbers in its header)
    if (v === undefined || v === null || v === '') {
      if (opts.fallback !== undefined) return opts.fallback;
      this.fail(`${path}.${key}`, 'required');
      return 0;
    }
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      this.fail(`${path}.${key}`, 'number');
      return 0;
    }
    if (opts.gt !== undefined && !(v > opts.gt)) this.fail(`${path}.${key}`, opts.gt === 0 ? 'greaterThanZero' : `greaterThan:${opts.gt}`);
    if (opts.min !== undefined && v < opts.min) this.fail(`${path}.${key}`, opts.min === 0 ? 'notNegative' : `atLeast:${opts.min}`);
    if (opts.max !== undefined && v > opts.max) this.fail(`${path}.${key}`, `atMost:${opts.max}`);
    return v;
  }

  int(obj: Obj, key: string, path: string, opts: { min: number; max: number; fallback?: number }): number {
    const v = this.num(obj, key, path, opts);
    if (!Number.isInteger(v)) this.fail(`${path}.${key}`, 'integer');
    return v;
  }

  oneOf<T extends string>(obj: Obj, key: string, path: string, values: readonly T[], fallback?: T): number {
    const v = obj[key];
    if ((v === undefined || v === null) && fallback !== undefined) return values.indexOf(fallback);
    const i = values.indexOf(v as T);
    if (i < 0) this.fail(`${path}.${key}`, v === undefined || v === null ? 'required' : 'oneOf');
    return Math.max(i, 0);
  }

  bool(obj: Obj, key: string, path: string): number {
    const v = obj[key];
    if (v === undefined || v === null) return 0;
    if (typeof v !== 'boolean') this.fail(path === '' ? key : `${path}.${key}`, 'boolean');
    return v === true ? 1 : 0;
  }
}

/** Whose limits the machine force settings are (`macMaxPullingForceSource`, `macMaxPushingForceSource`). */
export interface ForceSources {
  pulling: ForceSource;
  pushing: ForceSource;
}

/** An encoded request: the input buffer, and what the door keeps of the request to put the answer in words. */
export interface EncodedRequest {
  buffer: Float64Array;
  fullResolution: boolean;
  sources: ForceSources;
}

/**
 * Validates a request and packs it into the flat SI input buffer of layout.ts. Answers the buffer, or the list
 * of issues (never both, never a throw). `allocate`, when given, supplies a buffer of `length` numbers (the door
 * hands out the wasm's own input buffer: no 72 KB array allocated and copied for a 1000-row route); it need not be
 * zeroed: every field of the header and of each record is written, 0 where the record's type has no use for it.
 */
export function encodeRequest(
  request: unknown,
  allocate: (length: number) => Float64Array = (length) => new Float64Array(length),
): EncodedRequest | { issues: RequestIssue[] } {
  const r = new Reader();
  if (!isObject(request)) return { issues: [{ field: 'request', rule: 'object' }] };
  const d = request.data;
  if (!isObject(d)) return { issues: [{ field: 'data', rule: 'object' }] };
  const stretchesIn = d.stretches;
  const trajectory = d.trajectory;
  if (!Array.isArray(stretchesIn) || stretchesIn.length === 0) r.fail('data.stretches', 'notEmpty');
  else if (stretchesIn.length > MAX_STRETCHES) r.fail('data.stretches', `atMost:${MAX_STRETCHES}`);
  if (!isObject(trajectory)) r.fail('data.trajectory', 'object');
  const rowsIn = isObject(trajectory) ? trajectory.rows : undefined;
  if (isObject(trajectory)) {
    if (!Array.isArray(rowsIn) || rowsIn.length === 0) r.fail('data.trajectory.rows', 'notEmpty');
    else if (rowsIn.length > MAX_ROWS) r.fail('data.trajectory.rows', `atMost:${MAX_ROWS}`);
  }
  if (r.issues.length > 0) return { issues: r.issues };
  // Nearly always every item is an object: the arrays as they are (no copy), each row checked as it is written.
  // Else their objects, an issue each first, and the request read again.
  const stretches = stretchesIn as unknown[];
  const rows = rowsIn as unknown[];
  if (allObjects(stretches)) {
    const encoded = encodeData(r, request, d, stretches as Obj[], rows as Obj[], allocate);
    if (encoded) return encoded;
  }
  const again = new Reader();
  const objectStretches = stretches.filter(isObject);
  const objectRows = rows.filter(isObject);
  if (objectStretches.length !== stretches.length) again.fail('data.stretches', 'objects');
  if (objectRows.length !== rows.length) again.fail('data.trajectory.rows', 'objects');
  return encodeData(again, request, d, objectStretches, objectRows, allocate) ?? { issues: again.issues };
}

/** The buffer of a request whose stretches are objects; null when a row is not an object. */
function encodeData(
  r: Reader,
  request: Obj,
  d: Obj,
  stretches: Obj[],
  rows: Obj[],
  allocate: (length: number) => Float64Array,
): EncodedRequest | { issues: RequestIssue[] } | null {
  const P = 'data';
  const trajectory = d.trajectory;
  const buf = allocate(IN.HEADER + stretches.length * ST.SIZE + rows.length * ROW.SIZE);
  const set = (i: number, v: number) => {
    buf[i] = v;
  };
  set(IN.METHOD, r.oneOf(d, 'layingMethod', P, LAYING_METHODS));
  set(IN.LUBRICANT, r.oneOf(d, 'lubricant', P, LUBRICANTS));
  set(IN.CABLE_END, r.oneOf(d, 'cableEnd', P, CABLE_ENDS, 'open'));
  set(IN.FIND_MAX, request.findMaxDistance === true ? 1 : 0);
  const fullResolution = r.bool(request, 'fullResolution', '') === 1;
  const sources: ForceSources = {
    pulling: FORCE_SOURCES[r.oneOf(d, 'macMaxPullingForceSource', P, FORCE_SOURCES, 'machine')] ?? 'machine',
    pushing: FORCE_SOURCES[r.oneOf(d, 'macMaxPushingForceSource', P, FORCE_SOURCES, 'machine')] ?? 'machine',
  };
  set(IN.BACKWARD, r.bool(d, 'calculateBackward', P));
  set(IN.SPEED, r.num(d, 'pushingSpeed', P, { gt: 0 }) * M_PER_MIN);
  set(IN.AIR_PRESSURE, r.num(d, 'airPressure', P, { min: 0, fallback: 0 }) * BAR);
  set(IN.WATER_PRESSURE, r.num(d, 'waterPressure', P, { min: 0, fallback: 0 }) * BAR);
  set(IN.WATER_DENSITY, r.num(d, 'waterInDensity', P, { gt: 0, fallback: 1 }) * KG_PER_DM3);
  set(IN.MAC_PULL, r.num(d, 'macMaxPullingForce', P, { min: 0 }));
  set(IN.MAC_PUSH, r.num(d, 'macMaxPushingForce', P, { min: 0 }));
  set(IN.MAC_AIR_FLOW, r.num(d, 'macMaxAirFlow', P, { min: 0, fallback: 0 }) * L_PER_MIN);
  set(IN.MAC_WATER_FLOW, r.num(d, 'macMaxWaterFlow', P, { min: 0, fallback: 0 }) * L_PER_MIN);
  const cableD = r.num(d, 'cableOuterDiameter', P, { gt: 0 });
  set(IN.CABLE_DIAMETER, cableD * MM);
  set(IN.CABLE_MASS, r.num(d, 'cableWeight', P, { gt: 0 }));
  set(IN.CABLE_STIFFNESS, r.num(d, 'cableStiffness', P, { min: 0 }));
  set(IN.CABLE_MAX_PULL, r.num(d, 'cableMaxPullingForce', P, { gt: 0 }));
  set(IN.CABLE_MAX_RADIAL, r.num(d, 'cableMaxRadialForce', P, { min: 0, fallback: 0 }));
  set(IN.CABLE_MAX_PUSH, r.num(d, 'cableMaxPushingForce', P, { min: 0, fallback: 0 }));
  set(IN.SIMPLE_MODE, r.bool(d, 'simpleMode', P));
  set(IN.MAC_PUSH_SPEED, r.num(d, 'macMaxPushingSpeed', P, { min: 0, fallback: 0 }) * M_PER_MIN);
  set(IN.MAC_PULL_SPEED, r.num(d, 'macMaxPullingSpeed', P, { min: 0, fallback: 0 }) * M_PER_MIN);
  set(IN.MAC_AIR_PRESSURE, r.num(d, 'macMaxAirPressure', P, { min: 0, fallback: 0 }) * BAR);
  set(IN.MAC_WATER_PRESSURE, r.num(d, 'macMaxWaterPressure', P, { min: 0, fallback: 0 }) * BAR);
  set(IN.CABLE_MIN_BEND_RADIUS, r.num(d, 'cableMinBendingRadius', P, { min: 0, fallback: 0 }));
  // freefloating moves the whole cable between two pigs: its length is needed
  const freefloating = d.layingMethod === 'freefloating';
  set(IN.CABLE_LENGTH, r.num(d, 'cableLength', P, freefloating ? { gt: 0 } : { min: 0, fallback: 0 }));
  set(IN.CABLE_COUNT, r.int(d, 'cableCount', P, { min: 1, max: MAX_CABLES, fallback: 1 }));
  set(IN.TWISTED, r.bool(d, 'twistedBundle', P));
  const residents = r.int(d, 'residentCount', P, { min: 0, max: 2, fallback: 0 });
  set(IN.RESIDENT_COUNT, residents);
  set(IN.RESIDENT1_DIAMETER, residents >= 1 ? r.num(d, 'resident1Diameter', P, { gt: 0, max: 75 }) * MM : 0);
  set(IN.RESIDENT2_DIAMETER, residents >= 2 ? r.num(d, 'resident2Diameter', P, { gt: 0, max: 75 }) * MM : 0);
  set(IN.LOST_FORCE, r.num(d, 'lostForce', P, { min: 0, fallback: 0 }));
  set(IN.XLAUNCH, r.num(d, 'xlaunch', P, { min: 0, fallback: 0 }));
  set(IN.XEND, r.num(d, 'xend', P, { min: 0, fallback: 0 }));
  set(IN.XREARPIG, r.num(d, 'xRearPig', P, { min: 0, fallback: 0 }));
  set(IN.MAX_DISTANCE, r.num(d, 'maxDistance', P, { gt: 0, max: MAX_SEARCH_DISTANCE, fallback: 5000 }));
  const T = 'data.trajectory';
  const traj = trajectory as Obj;
  set(IN.ALTITUDE_AT_START, r.num(traj, 'altitudeAtStart', T, { fallback: 0 }));
  set(IN.INITIAL_HEADING, r.num(traj, 'initialHeading', T, { fallback: 90 }) * DEG);
  set(IN.STRETCH_COUNT, stretches.length);
  set(IN.ROW_COUNT, rows.length);

  const stretchIndex = writeStretches(r, buf, stretches, cableD);
  if (!writeRows(r, buf, stretches.length, rows, stretchIndex)) return null;
  return r.issues.length > 0 ? { issues: r.issues } : { buffer: buf, fullResolution, sources };
}

/** Writes the stretch records; answers the index of each stretch id. */
function writeStretches(r: Reader, buf: Float64Array, stretches: Obj[], cableD: number): Map<string, number> {
  const stretchIndex = new Map<string, number>();
  stretches.forEach((s, i) => {
    const path = `data.stretches[${i}]`;
    const base = IN.HEADER + i * ST.SIZE;
    if (typeof s.id !== 'string' || s.id === '') r.fail(`${path}.id`, 'required');
    else if (stretchIndex.has(s.id)) r.fail(`${path}.id`, 'unique');
    else stretchIndex.set(s.id, i);
    const type = r.oneOf(s, 'type', path, STRETCH_TYPES);
    const inner = r.num(s, 'innerDiameter', path, { gt: 0 });
    const outer = r.num(s, 'outerDiameter', path, { gt: 0 });
    if (outer > 0 && inner > 0 && !(outer > inner)) r.fail(`${path}.outerDiameter`, 'greaterThanInnerDiameter');
    if (STRETCH_TYPES[type] !== 'onRollers' && cableD > 0 && inner > 0 && !(inner > cableD)) {
      r.fail(`${path}.innerDiameter`, 'greaterThanCableDiameter');
    }
    buf[base + ST.TYPE] = type;
    buf[base + ST.OUTER_DIAMETER] = outer * MM;
    buf[base + ST.INNER_DIAMETER] = inner * MM;
    buf[base + ST.SURFACE] = r.oneOf(s, 'innerSurface', path, INNER_SURFACES, 'smooth');
    buf[base + ST.COF] = r.num(s, 'cof', path, { gt: 0, max: MAX_COF });
    buf[base + ST.MAX_PRESSURE] = r.num(s, 'maxPressure', path, { gt: 0, fallback: 0 }) * BAR;
    buf[base + ST.PREFILLED] = r.bool(s, 'prefilled', path);
    buf[base + ST.UNDULATION_PERIOD] = r.num(s, 'undulationPeriod', path, { gt: 0, fallback: 0 });
    buf[base + ST.UNDULATION_AMPLITUDE] = r.num(s, 'undulationAmplitude', path, { min: 0, fallback: 0 }) * MM;
    buf[base + ST.ROLLER_DISTANCE] = r.num(s, 'rollerDistance', path, { min: 0, fallback: 0 });
  });

  return stretchIndex;
}

/**
 * Writes the row records after `stretchCount` stretch records, every field of each (0 where its type has no use for
 * it: the records are zeroed first). A valid field is taken as it is; the field's path is built (and the Reader
 * asked for the issue) only when it is not (a 1000-row route: a third of the encoding was the paths). Straights and
 * curves, nearly every row of a route, are told by their type string; the other types (and an invalid one, checked
 * as a straight) take the general way.
 */
function writeRows(r: Reader, buf: Float64Array, stretchCount: number, rows: Obj[], stretchIndex: Map<string, number>): boolean {
  let expanded = 0;
  const path = (i: number) => `data.trajectory.rows[${i}]`;
  const first = IN.HEADER + stretchCount * ST.SIZE;
  // the record's fields and the units as locals: an imported binding is read through its module cell at every use
  const { SIZE, TYPE, SLOPE, LENGTH, ANGLE, RADIUS, STRETCH } = ROW;
  const deg = DEG;
  const straight = STRAIGHT;
  const curve = CURVE;
  // the records zeroed at once (a memset is cheaper than the unused fields one by one), then the fields set
  buf.fill(0, first, first + rows.length * SIZE);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (!isObject(row)) return false;
    const base = first + i * SIZE;
    const type = row.type;
    expanded += 1;
    // a valid field as it is, checked inline (a finite number in its range; NaN fails every comparison), else the
    // Reader's value and issue
    if (type === 'straight') {
      const slope = row.slope;
      const length = row.length;
      buf[base + TYPE] = straight;
      if (typeof slope === 'number' && slope >= -90 && slope <= 90) buf[base + SLOPE] = slope * deg;
      else buf[base + SLOPE] = r.num(row, 'slope', path(i), { min: -90, max: 90 }) * deg;
      if (typeof length === 'number' && length >= 0 && length < Infinity) buf[base + LENGTH] = length;
      else buf[base + LENGTH] = r.num(row, 'length', path(i), { min: 0 });
      buf[base + STRETCH] = -1;
      continue;
    }
    if (type === 'curve' || type === 'curveOnRollers') {
      const angle = row.angle;
      const radius = row.radius;
      buf[base + TYPE] = type === 'curve' ? curve : CURVE_ON_ROLLERS;
      if (typeof angle === 'number' && angle - angle === 0) buf[base + ANGLE] = angle * deg;
      else buf[base + ANGLE] = r.num(row, 'angle', path(i), {}) * deg;
      if (typeof radius === 'number' && radius > 0 && radius < Infinity) buf[base + RADIUS] = radius;
      else buf[base + RADIUS] = r.num(row, 'radius', path(i), { gt: 0 });
      buf[base + STRETCH] = -1;
      continue;
    }
    let typeIndex = ROW_TYPES.indexOf(type as (typeof ROW_TYPES)[number]);
    if (typeIndex < 0) typeIndex = r.oneOf(row, 'type', path(i), ROW_TYPES);
    buf[base + ROW.TYPE] = typeIndex;
    buf[base + ROW.STRETCH] = -1;
    switch (ROW_TYPES[typeIndex]) {
      case 'straight': {
        // an invalid type: checked as a straight
        buf[base + ROW.SLOPE] = r.num(row, 'slope', path(i), { min: -90, max: 90 }) * DEG;
        buf[base + ROW.LENGTH] = r.num(row, 'length', path(i), { min: 0 });
        break;
      }
      case 'pusher':
        buf[base + ROW.PUSH_FORCE] = r.num(row, 'pushForce', path(i), { min: 0 });
        break;
      case 'loop': {
        const dup = r.int(row, 'dupSegments', path(i), { min: 1, max: Math.max(i, 1) });
        const count = r.int(row, 'loopCount', path(i), { min: 1, max: MAX_EXPANDED_ROWS });
        buf[base + ROW.DUP_SEGMENTS] = dup;
        buf[base + ROW.LOOP_COUNT] = count;
        for (let j = Math.max(0, i - dup); j < i; j++) {
          if (rows[j]?.type === 'loop') r.fail(`${path(i)}.dupSegments`, 'noLoopInside');
        }
        expanded += dup * count;
        break;
      }
      case 'stretch': {
        const id = row.stretch;
        const index = typeof id === 'string' ? stretchIndex.get(id) : undefined;
        if (index === undefined) r.fail(`${path(i)}.stretch`, typeof id === 'string' && id !== '' ? 'unknownStretch' : 'required');
        buf[base + ROW.STRETCH] = index ?? 0;
        break;
      }
      default:
        break;
    }
  }
  if (expanded > MAX_EXPANDED_ROWS) r.fail('data.trajectory.rows', `expandedAtMost:${MAX_EXPANDED_ROWS}`);
  return true;
}

/**
 * Packs `{ trajectory, stretches }` for the trajectory solver. Lenient, because the trajectory table calls it
 * while the engineer types: problems are listed, and a missing or invalid number counts as 0 (a curve without
 * a radius adds nothing to the route), so every valid row still gets its derived values.
 */
export function encodeTrajectory(data: unknown): { buffer: Float64Array; issues: RequestIssue[] } {
  const r = new Reader();
  const d = isObject(data) ? data : {};
  const stretchesIn = Array.isArray(d.stretches) ? d.stretches : [];
  const trajectory = isObject(d.trajectory) ? d.trajectory : {};
  const rowsIn = Array.isArray(trajectory.rows) ? trajectory.rows : [];
  if (!isObject(data)) r.fail('data', 'object');
  else if (!isObject(d.trajectory)) r.fail('data.trajectory', 'object');
  const stretches = stretchesIn.filter(isObject).slice(0, MAX_STRETCHES);
  const rows = rowsIn.filter(isObject).slice(0, MAX_ROWS);
  if (rowsIn.length > MAX_ROWS) r.fail('data.trajectory.rows', `atMost:${MAX_ROWS}`);
  const buf = new Float64Array(IN.HEADER + stretches.length * ST.SIZE + rows.length * ROW.SIZE);
  buf[IN.ALTITUDE_AT_START] = r.num(trajectory, 'altitudeAtStart', 'data.trajectory', { fallback: 0 });
  buf[IN.INITIAL_HEADING] = r.num(trajectory, 'initialHeading', 'data.trajectory', { fallback: 90 }) * DEG;
  buf[IN.STRETCH_COUNT] = stretches.length;
  buf[IN.ROW_COUNT] = rows.length;
  const stretchIndex = writeStretches(r, buf, stretches, 0);
  writeRows(r, buf, stretches.length, rows, stretchIndex);
  // an expansion beyond the cap is solved without its loops
  if (r.issues.some((i) => i.rule.startsWith('expandedAtMost'))) {
    rows.forEach((row, i) => {
      if (row.type === 'loop') buf[IN.HEADER + stretches.length * ST.SIZE + i * ROW.SIZE + ROW.LOOP_COUNT] = 0;
    });
  }
  return { buffer: buf, issues: r.issues };
}

export type { CalculateRequest };
