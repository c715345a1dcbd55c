// The flow calculator at the engine's door: checks a request for air or water through a duct and reads back the answer.
import { FLUIDS, INNER_SURFACES, type FlowResponse } from './contract.js';
import { FL, FO } from './layout.js';
import { formatMessage, invalidParams } from './messages.js';
import { MAX_CABLES, type RequestIssue } from './request.js';
import { BAR, KG_PER_DM3, L_PER_MIN, MM } from './units.js';

/** Reynolds number below which the engine takes the flow laminar (airflow.ts). */
const RE_LAMINAR = 2300;
/** m/s, speed of sound in air at 20 °C: above Mach 0.3 at the exit the isothermal friction model loses accuracy. */
const SOUND_SPEED = 343;

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Validates a flow request and packs it into the FL record (SI). Answers the buffer or the issues. */
export function encodeFlow(request: unknown): { buffer: Float64Array } | { issues: RequestIssue[] } {
  if (!isObject(request)) return { issues: [{ field: 'request', rule: 'object' }] };
  const issues: RequestIssue[] = [];
  const fail = (field: string, rule: string) => issues.push({ field, rule });
  const num = (key: string, opts: { min?: number; gt?: number; max?: number; fallback?: number; int?: boolean }): number => {
    const v = request[key];
    if (v === undefined || v === null || v === '') {
      if (opts.fallback !== undefined) return opts.fallback;
      fail(key, 'required');
      return 0;
    }
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      fail(key, 'number');
      return 0;
    }
    if (opts.gt !== undefined && !(v > opts.gt)) fail(key, opts.gt === 0 ? 'greaterThanZero' : `greaterThan:${opts.gt}`);
    if (opts.min !== undefined && v < opts.min) fail(key, opts.min === 0 ? 'notNegative' : `atLeast:${opts.min}`);
    if (opts.max !== undefined && v > opts.max) fail(key, `atMost:${opts.max}`);
    if (opts.int && !Number.isInteger(v)) fail(key, 'integer');
    return v;
  };
  const buf = new Float64Array(FL.SIZE);
  const fluid = FLUIDS.indexOf(request.fluid as (typeof FLUIDS)[number]);
  if (fluid < 0) fail('fluid', request.fluid === undefined || request.fluid === null ? 'required' : 'oneOf');
  const surfaceIn = request.innerSurface ?? 'smooth';
  const surface = INNER_SURFACES.indexOf(surfaceIn as (typeof INNER_SURFACES)[number]);
  if (surface < 0) fail('innerSurface', 'oneOf');
  const dd = num('innerDiameter', { gt: 0 });
  const length = num('length', { gt: 0, max: 1_000_000 });
  const dz = num('altitudeChange', { fallback: 0, min: -100_000, max: 100_000 });
  const count = num('cableCount', { min: 0, max: MAX_CABLES, fallback: 0, int: true });
  const dc = count > 0 ? num('cableDiameter', { gt: 0 }) : 0;
  if (count > 0 && dd > 0 && dc > 0 && !(count * dc * dc < dd * dd && dc < dd)) fail('cableDiameter', 'freeAreaPositive');
  const hasPressure = request.pressure !== undefined && request.pressure !== null;
  const hasFlow = request.flow !== undefined && request.flow !== null;
  if (hasPressure === hasFlow) fail('pressure', 'pressureOrFlow');
  const pressure = hasPressure ? num('pressure', { min: 0, max: 1000 }) : 0;
  const flow = hasFlow ? num('flow', { min: 0 }) : 0;
  const density = num('waterDensity', { gt: 0, max: 20, fallback: 1 });
  const points = num('profilePoints', { min: 2, max: 1000, fallback: 50, int: true });
  if (issues.length > 0) return { issues };
  buf[FL.FLUID] = fluid;
  buf[FL.MODE] = hasFlow ? 1 : 0;
  buf[FL.DIAMETER] = dd * MM;
  buf[FL.LENGTH] = length;
  buf[FL.SURFACE] = surface;
  buf[FL.ALTITUDE] = fluid === 1 ? dz : 0;
  buf[FL.CABLE_COUNT] = count;
  buf[FL.CABLE_DIAMETER] = dc * MM;
  buf[FL.PRESSURE] = pressure * BAR;
  buf[FL.FLOW] = flow * L_PER_MIN;
  buf[FL.DENSITY] = density * KG_PER_DM3;
  buf[FL.POINTS] = points;
  return { buffer: buf };
}

function finite(v: number | undefined): number {
  return v !== undefined && Number.isFinite(v) ? v : 0;
}

/** The answer to a refused flow request. */
export function flowIssuesResponse(issues: RequestIssue[]): FlowResponse {
  return {
    status: 'notStarted',
    pressure: 0,
    flow: 0,
    massFlow: 0,
    velocityIn: 0,
    velocityOut: 0,
    reynolds: 0,
    frictionFactor: 0,
    regime: 'none',
    hydraulicDiameter: 0,
    freeArea: 0,
    profile: { position: [], pressure: [] },
    messages: issues.map((i) => invalidParams(i.field, i.rule)),
  };
}

/** Reads the FO record (SI) into the response (base units); `input` is the encoded request. */
export function decodeFlow(out: Float64Array, input: Float64Array): FlowResponse {
  const h = (i: number) => finite(out[i]);
  const n = h(FO.COUNT);
  const position: number[] = new Array<number>(n);
  const pressure: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    position[i] = finite(out[FO.HEADER + i]);
    pressure[i] = finite(out[FO.HEADER + n + i]) / BAR;
  }
  const noFlow = h(FO.STATUS) === 1;
  const reynolds = h(FO.REYNOLDS);
  const velocityOut = h(FO.VELOCITY_OUT);
  const messages = [];
  if (noFlow) {
    messages.push(
      formatMessage('W_NO_FLOW', 'warning', 'No flow', 'The inlet pressure of {pressure} bar does not lift the water over the altitude change of {altitudeChange} m.', {
        pressure: h(FO.PRESSURE) / BAR,
        altitudeChange: finite(input[FL.ALTITUDE]),
      }),
    );
  }
  if (input[FL.FLUID] === 0 && velocityOut > 0.3 * SOUND_SPEED) {
    messages.push(
      formatMessage('W_HIGH_MACH', 'warning', 'Air near the speed of sound', 'The air leaves at {velocity} m/s (Mach {mach}): the isothermal friction model loses accuracy above Mach 0.3.', {
        velocity: velocityOut,
        mach: velocityOut / SOUND_SPEED,
      }),
    );
  }
  return {
    status: noFlow ? 'noFlow' : 'success',
    pressure: h(FO.PRESSURE) / BAR,
    flow: h(FO.FLOW) / L_PER_MIN,
    massFlow: h(FO.MASS_FLOW),
    velocityIn: h(FO.VELOCITY_IN),
    velocityOut,
    reynolds,
    frictionFactor: h(FO.FRICTION),
    regime: reynolds <= 0 ? 'none' : reynolds < RE_LAMINAR ? 'laminar' : 'turbulent',
    hydraulicDiameter: h(FO.HYDRAULIC_DIAMETER) / MM,
    freeArea: h(FO.AREA) / (MM * MM),
    profile: { position, pressure },
    messages,
  };
}
