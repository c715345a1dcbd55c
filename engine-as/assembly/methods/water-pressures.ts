// The water methods (water.ts): the pressures of a solved head position checked — the duct's max pressure, the
// lowest water (freefloating's back-pressure valve).

import { G } from '../core/constants';
import { WaterFlow } from '../physics/waterflow';
import { Route } from '../route/route';
import { WaterState } from './water-state';

/**
 * The highest water pressure above its stretch's maxPressure over the pieces (their ends: split at the route's
 * turning points, the pressure is linear along a straight) and the inlet, into `w.duct*`.
 */
export function checkDuct(w: WaterState): void {
  const flow = w.flow;
  w.ductExcess = -Infinity;
  // the inlet (before a pig's differential at the first piece's start)
  if (flow.pieces.length > 0) {
    const first = flow.pieces[0];
    if (first.water && first.maxPressure > 0) {
      w.ductExcess = flow.pIn - first.maxPressure;
      w.ductAt = first.s0;
      w.ductPressure = flow.pIn;
      w.ductStretch = first.stretch;
    }
  }
  for (let i = 0; i < flow.pieces.length; i++) {
    const pc = flow.pieces[i];
    if (!pc.water || pc.maxPressure <= 0) continue;
    for (let k = 0; k < 2; k++) {
      const p = k == 0 ? pc.p0 : flow.endPressure(i);
      const e = p - pc.maxPressure;
      if (e > w.ductExcess) {
        w.ductExcess = e;
        w.ductAt = k == 0 ? pc.s0 : pc.s1;
        w.ductPressure = p;
        w.ductStretch = pc.stretch;
      }
    }
  }
}

/**
 * Pa gauge, the lowest static pressure over the water pieces [from, to) (piece ends and the route's turning points);
 * where it is (m) into `at[0]` when given (NaN: no water piece).
 */
export function lowestPressure(route: Route, flow: WaterFlow, from: i32, to: i32, at: Float64Array | null = null): f64 {
  let lowest: f64 = Infinity;
  if (at != null) at[0] = NaN;
  const points = new Array<f64>();
  for (let i = from; i < to; i++) {
    const pc = flow.pieces[i];
    if (!pc.water) continue;
    points.length = 0;
    points.push(pc.s0);
    points.push(pc.s1);
    route.turningPoints(pc.s0, pc.s1, points);
    for (let j = 0; j < points.length; j++) {
      const s = points[j];
      const p = pc.p0 - pc.g * (s - pc.s0) - flow.rho * G * (route.altitudeAt(s) - pc.z0);
      if (p < lowest) {
        lowest = p;
        if (at != null) at[0] = s;
      }
    }
  }
  return lowest;
}
