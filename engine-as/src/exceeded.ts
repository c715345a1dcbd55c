// Which limits a simulated laying exceeded (sidewall pressure, bend radius, jam ratio, ratings), where and by how much.
import type { CalculateResponse, ExceededLimit, SimulationMessage, SimulationStatus } from './contract.js';
import { IN, ST } from './layout.js';
import { finiteOr0 } from './thinning.js';
import { BAR } from './units.js';

/**
 * The jam ratio's danger band (three cables in a duct: D/d between these jam, engine-as/assembly/core/checks.ts
 * isJamRange, W_JAM_RATIO).
 */
export const JAM_BAND = { low: 2.6, high: 3.1 } as const;

/** Relative margin a value must pass its limit by to count as exceeded (a force held at its rating is not beyond it). */
const MARGIN = 1e-6;

function num(v: string | number | undefined): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** A value beyond its positive limit by more than the rounding of the march. */
function beyond(value: number, limit: number): boolean {
  return limit > 0 && value > limit * (1 + MARGIN) + 1e-9;
}

/** The limits that the engine's warnings report exceeded (one entry per message). */
function fromMessages(messages: readonly SimulationMessage[]): ExceededLimit[] {
  const out: ExceededLimit[] = [];
  for (const m of messages) {
    const p = m.params;
    if (m.code === 'W_SIDEWALL') {
      out.push({ code: m.code, component: 'cable', quantity: 'radialForce', position: num(p['position']), value: num(p['radialForce']), limit: num(p['limit']), unit: 'N/m' });
    } else if (m.code === 'W_BEND_RADIUS') {
      out.push({ code: m.code, component: 'cable', quantity: 'bendRadius', position: num(p['position']), value: num(p['radius']), limit: num(p['minRadius']), unit: 'm' });
    } else if (m.code === 'W_JAM_RATIO') {
      out.push({ code: m.code, component: 'cable', quantity: 'jamRatio', position: null, value: num(p['jamRatio']), limit: JAM_BAND.low, unit: '' });
    }
  }
  return out;
}

/** Where a profile's series is highest (its first sample there), and the value. */
export interface Peak {
  at: number;
  value: number;
}

/** The peaks the limits are checked on: the highest force, the highest compression (−force), the highest pressure. */
export interface ProfilePeaks {
  tension: Peak | null;
  thrust: Peak | null;
  /** asked only when every stretch is rated */
  pressure: () => Peak | null;
}

/** The position and value of the largest `sign × series[i]` (null for an empty series). */
function peak(position: readonly number[], series: readonly number[], sign: 1 | -1): Peak | null {
  let best = -Infinity;
  let at = 0;
  for (let i = 0; i < series.length; i++) {
    const v = sign * series[i]!;
    if (v > best) {
      best = v;
      at = position[i] ?? 0;
    }
  }
  return series.length > 0 ? { at, value: best } : null;
}

/**
 * The limits the profile (the cable along the route at the final state) crosses: the cable's force above its max
 * pulling force or beyond its max pushing force (× cable count), the pressure above the highest of the ducts'
 * ratings (every stretch rated; a lower-rated stretch is the water methods' own E_ stop and jetting's cap).
 * `input`: the encoded request (SI), where the ratings are.
 */
function fromProfile(peaks: ProfilePeaks, input: Float64Array): ExceededLimit[] {
  const out: ExceededLimit[] = [];
  const at = (i: number) => finiteOr0(input[i] ?? 0);
  const cables = Math.max(at(IN.CABLE_COUNT), 1);
  const pull = at(IN.CABLE_MAX_PULL) * cables;
  const push = at(IN.CABLE_MAX_PUSH) * cables;
  const tension = peaks.tension;
  if (tension && beyond(tension.value, pull)) {
    out.push({ code: 'E_CABLE_PULLING_FORCE', component: 'cable', quantity: 'pullingForce', position: tension.at, value: tension.value, limit: pull, unit: 'N' });
  }
  const thrust = peaks.thrust;
  if (thrust && beyond(thrust.value, push)) {
    out.push({ code: 'E_CABLE_PUSHING_FORCE', component: 'cable', quantity: 'pushingForce', position: thrust.at, value: thrust.value, limit: push, unit: 'N' });
  }
  const stretches = at(IN.STRETCH_COUNT);
  let rating = 0;
  for (let i = 0; i < stretches; i++) {
    const p = at(IN.HEADER + i * ST.SIZE + ST.MAX_PRESSURE);
    if (p <= 0) return out;
    rating = Math.max(rating, p / BAR);
  }
  const pressure = peaks.pressure();
  if (pressure && beyond(pressure.value, rating)) {
    out.push({ code: 'W_DUCT_PRESSURE', component: 'duct', quantity: 'pressure', position: pressure.at, value: pressure.value, limit: rating, unit: 'bar' });
  }
  return out;
}

/**
 * Every limit a run exceeded (docs/simulation-api.md#limits-exceeded): which, where and by how much, from the
 * engine's output — its limit warnings (W_SIDEWALL, W_BEND_RADIUS, W_JAM_RATIO) and the final profile against the
 * request's ratings. The one place the door derives it; {@link statusWithLimits} makes the status of it.
 */
export function exceededLimits(
  response: Pick<CalculateResponse, 'messages'> & { profile: Pick<CalculateResponse['profile'], 'position' | 'force' | 'pressure'> },
  input?: Float64Array,
): ExceededLimit[] {
  const { position, force, pressure } = response.profile;
  const peaks = { tension: peak(position, force, 1), thrust: peak(position, force, -1), pressure: () => peak(position, pressure, 1) };
  return exceededAt(response.messages, peaks, input);
}

/** {@link exceededLimits} from the profile's peaks (a scalar answer's summary, computed by the wasm as `peak` does). */
export function exceededAt(messages: readonly SimulationMessage[], peaks: ProfilePeaks, input?: Float64Array): ExceededLimit[] {
  const listed = fromMessages(messages);
  if (!input) return listed;
  // a force limit the engine stopped at is its own message (limitedBy): only a crossing the stop did not report
  const stoppedAt = new Set(messages.filter((m) => m.level === 'error').map((m) => m.code));
  return [...listed, ...fromProfile(peaks, input).filter((e) => !stoppedAt.has(e.code))];
}

/**
 * The response's status: the engine's, except that a run whose head reached its target with any limit exceeded is
 * `exceeded`, not `success` (a limit decides the status). `failed` (a stop) and `notStarted` stay as they are.
 */
export function statusWithLimits(engineStatus: SimulationStatus, exceeded: readonly ExceededLimit[]): SimulationStatus {
  return engineStatus === 'success' && exceeded.length > 0 ? 'exceeded' : engineStatus;
}
