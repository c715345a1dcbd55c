import type { CalculateResponse, SimulationData } from '@cla/engine';

// What a response may never show: a machine beyond its rating, a pressure below vacuum, a number that is not
// finite, a profile that stops short of the head. Used by the property of ratings.test.ts.

/** bar, ambient and vapour pressure of water at 20 °C (IAPWS) in the engine's convention (airflow.ts, water.ts). */
export const P_AMBIENT_BAR = 1.013;
export const P_VAPOUR_BAR = 0.02339;
/** bar gauge, the lowest pressure water can hold: −(p_atm − p_vapour) ≈ −0.99 bar g. */
export const LOWEST_GAUGE = P_VAPOUR_BAR - P_AMBIENT_BAR;

const REL = 1e-6;
const over = (value: number, rating: number) => value > rating * (1 + REL) + 1e-6;

/** Every number anywhere in a value. */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbers);
  return [];
}

/**
 * The violations of one response (empty: none), each a short category then details. A machine never shows more
 * than its rating, not even where the result fails at it: the failing position is located on the safe side, so the
 * force there is at most the rating. The one exception is a failure at the launch point (the installation
 * cannot start: a seal or a back tension beyond the machine), which shows the force it could not give.
 */
export function ratingViolations(data: SimulationData, r: CalculateResponse): string[] {
  const out: string[] = [];
  if (!numbers(r).every(Number.isFinite)) out.push('non-finite number');
  if (r.status === 'notStarted') return out;
  const method = data.layingMethod;
  const launch = data.xlaunch ?? 0;
  const code = r.limitedBy?.code;
  const { length, pushingForce, pullingForce } = r.progress;
  const failed = (codes: string[]) => r.status === 'failed' && code !== undefined && codes.includes(code);
  // a failure at the launch point: the machine could not start the installation (its force there is not capped)
  const atLaunch = (codes: string[]) => failed(codes) && r.limitedBy!.position - launch <= 1e-6;
  // a water limit at the launch point (a crest the pump cannot lift the water over, a duct over its max pressure):
  // the installation cannot start, and its state at the start shows what the machines would need
  // (waterpushpull: the pig pulling beyond its set force where the pump cannot be lowered further, E_PULLING_FORCE)
  const WATER_LIMITS = method === 'waterpushpull' ? ['E_WATER_CREST', 'E_DUCT_PRESSURE', 'E_PULLING_FORCE'] : ['E_WATER_CREST', 'E_DUCT_PRESSURE'];
  const exemptAt = (codes: string[], i: number) => atLaunch([...codes, ...WATER_LIMITS]) && length[i]! <= 1e-6;

  // the pusher: |P| ≤ macMaxPushingForce (holding the cable back it is limited by the same rated force)
  if (method === 'push' || method === 'pushpull' || method === 'jetting' || method === 'floating' || method === 'waterpushpull') {
    const rating = data.macMaxPushingForce;
    for (let i = 0; i < length.length; i++) {
      if (exemptAt(['E_PUSHING_FORCE'], i)) continue;
      const p = pushingForce[i]!;
      if (over(p, rating)) out.push(`pusher above its rating: ${p.toFixed(1)} > ${rating.toFixed(1)} N at ${length[i]!.toFixed(1)} m`);
      if (over(-p, rating)) out.push(`pusher holds back beyond its rating: ${p.toFixed(1)} < −${rating.toFixed(1)} N at ${length[i]!.toFixed(1)} m`);
    }
  }
  // the winch: 0 ≤ F ≤ macMaxPullingForce (a winch never pushes)
  if (method === 'pull' || method === 'pushpull') {
    const rating = data.macMaxPullingForce;
    for (let i = 0; i < length.length; i++) {
      const f = pullingForce[i]!;
      if (f < -1e-6) out.push(`winch pushes: ${f.toFixed(1)} N at ${length[i]!.toFixed(1)} m`);
      if (!exemptAt(['E_PULLING_FORCE'], i) && over(f, rating)) out.push(`winch above its rating: ${f.toFixed(1)} > ${rating.toFixed(1)} N at ${length[i]!.toFixed(1)} m`);
    }
  }
  // waterpushpull: the pig's pull held at macMaxPullingForce when set (true tension at the head)
  if (method === 'waterpushpull' && data.macMaxPullingForce > 0) {
    const head = r.messages.find((m) => m.code === 'I_HEAD_FORCE');
    const t = head?.params.tension as number | undefined;
    if (t !== undefined && r.status === 'success' && over(t, data.macMaxPullingForce)) out.push(`pig pulls beyond the set force: ${t.toFixed(1)} N`);
  }
  // the compressor: free air ≤ macMaxAirFlow, inlet pressure ≤ macMaxAirPressure (and the pressure asked for)
  const inlet = inletPressure(r, launch);
  if (method === 'jetting') {
    if (data.macMaxAirFlow && over(r.airFlow, data.macMaxAirFlow)) out.push(`compressor flow above its rating: ${r.airFlow.toFixed(1)} l/min`);
    const cap = Math.min(data.airPressure ?? 0, data.macMaxAirPressure || Infinity);
    if (over(inlet, cap)) out.push(`compressor pressure above its rating: ${inlet.toFixed(3)} bar`);
  }
  // the pump: flow ≤ macMaxWaterFlow, inlet pressure ≤ macMaxWaterPressure (and the pressure asked for)
  if (method === 'floating' || method === 'waterpushpull' || method === 'freefloating') {
    if (data.macMaxWaterFlow && over(r.waterFlow, data.macMaxWaterFlow)) out.push(`pump flow above its rating: ${r.waterFlow.toFixed(2)} l/min`);
    const cap = Math.min(data.waterPressure ?? 0, data.macMaxWaterPressure || Infinity);
    // (with the head at the launch point the first profile point is a pig's or the head's front, not the inlet)
    const pumpFailed = r.status === 'failed' && (code === 'E_WATER_PRESSURE' || ((atLaunch(WATER_LIMITS) || r.started === false) && WATER_LIMITS.includes(code!)));
    // (floating with a pump that cannot lift the water to the exit: its check valve holds the standing column)
    const speed = r.messages.find((m) => m.code === 'I_WATER_SPEED')?.params.waterSpeed;
    if (!pumpFailed && r.distance > launch + 1e-9 && speed !== 0 && over(inlet, cap)) out.push(`pump pressure above its rating: ${inlet.toFixed(3)} > ${cap.toFixed(3)} bar`);
  }
  // the profile covers the installation up to the head (a success with an empty profile told nothing of the forces)
  if (r.distance > launch + 1e-6) {
    const pos = r.profile.position;
    const last = pos.length > 0 ? Math.max(...pos) : -Infinity;
    if (pos.length < 2 || last < r.distance - 1e-6 * Math.max(1, r.distance)) {
      out.push(`profile short of the head: ${pos.length} samples up to ${last.toFixed(3)} m, head at ${r.distance.toFixed(3)} m`);
    }
  }
  // no pressure below vacuum: water holds down to its vapour pressure, air stays above ambient
  const lowest = Math.min(...r.profile.pressure);
  if (lowest < LOWEST_GAUGE - 1e-9) out.push(`pressure below vacuum: ${lowest.toFixed(3)} bar g`);
  return out;
}

/** bar gauge at the launch point (the first profile point there; 0 when the profile has none). */
function inletPressure(r: CalculateResponse, launch: number): number {
  const { position, pressure } = r.profile;
  let best = Infinity;
  let p = 0;
  for (let i = 0; i < position.length; i++) {
    const d = Math.abs(position[i]! - launch);
    if (d < best) {
      best = d;
      p = pressure[i]!;
    }
  }
  return best < 1e-6 ? p : 0;
}
