// Pull's forward pass on a plain route (README "Speed"): straights, level-plane arcs and pushers only, the string
// and the weight alone — the formulas of integrate.ts in the same order, without its general segment walk.

import { arcZ, ArcExtra } from './arc-slope';
import { horizontalArc } from './arc-exact';
import { Load, SLACK_PULL } from './load';
import { Samples } from './samples';
import { stringStraight } from './straight';
import { straightNormal } from './wall';
import { Route, SEG_ARC, SEG_POINT, SEG_STRAIGHT } from '../route/route';

/** No extra term on an arc (the plain route has none; horizontalArc's compression checks never apply: F ≥ 0). */
const NO_EXTRA = new ArcExtra();

/**
 * integrate(route, load, from, to, f0, samples, stopAbove) of a pull (no fluid, the launch point open) when the
 * segments it crosses are plain: no bending stiffness, no undulation, nothing on rollers, and every arc in a level
 * plane with weight and friction (horizontalArc's closed form, which the general walk takes there too). The slack
 * floor puts F ≥ 0 at every segment's entry, so no buckling or compression term is reached. False (nothing done)
 * when the route is not plain: the caller walks it with integrate.
 */
export function plainPullPass(route: Route, load: Load, from: f64, to: f64, f0: f64, samples: Samples, stopAbove: f64): bool {
  if (load.slack != SLACK_PULL || load.bendB > 0 || !(to >= from) || !isFinite(f0) || !samples.enabled) return false;
  const segs = route.segments;
  const perStretch = load.stretchWeight.length > 0;
  let first = 0;
  let last = segs.length - 1;
  if (!isNaN(from) && !isNaN(to)) {
    first = route.firstEndingAtOrAfter(from);
    last = route.lastStartingAtOrBefore(to, first);
  }
  for (let i = first; i <= last; i++) {
    const seg = unchecked(segs[i]);
    if (seg.kind == SEG_POINT) continue;
    const st = seg.stretch;
    if (seg.onRollers || unchecked(load.undK[st]) != 0) return false;
    if (seg.kind == SEG_ARC) {
      const w = perStretch ? unchecked(load.stretchWeight[st]) : load.weight;
      if (seg.tz != 0 || seg.bz != 0 || !(Math.abs(w) * seg.radius > 0) || !(unchecked(load.cof[st]) > 0)) return false;
    } else if (seg.kind != SEG_STRAIGHT) return false;
  }
  let f = f0;
  for (let idx = first; idx <= last; idx++) {
    if (f > stopAbove) break;
    const seg = unchecked(segs[idx]);
    const a = seg.s0;
    if (seg.kind == SEG_POINT) {
      if (a > from && a <= to) {
        const before = f;
        f = f - seg.pointLoad;
        if (f < 0) f = 0;
        samples.add(a, before, 0, seg.sz);
        samples.add(a, f, 0, seg.sz);
      }
      continue;
    }
    const b = seg.s0 + seg.length;
    const lo = Math.max(a, from);
    const hi = Math.min(b, to);
    if (a >= samples.markAt && samples.markCount < 0 && seg.length > 0) samples.markCount = samples.position.length;
    if (hi < lo || (hi == lo && seg.length > 0)) continue;
    const st = seg.stretch;
    const w = perStretch ? unchecked(load.stretchWeight[st]) : load.weight;
    const mu = unchecked(load.cof[st]);
    const u0 = lo - a;
    const u1 = hi - a;
    if (f < 0) {
      const z = seg.kind == SEG_ARC ? arcZ(seg, u0) : seg.sz + u0 * seg.tz;
      samples.add(a + u0, f, 0, z);
      f = 0;
      samples.add(a + u0, f, 0, z);
    }
    if (seg.kind == SEG_ARC) {
      f = horizontalArc(seg, u0, u1, f, mu, w, NO_EXTRA, samples);
    } else {
      const normal = straightNormal(seg.tz, w);
      f = stringStraight(seg, u0, u1, f, normal, mu * normal + w * seg.tz, true, samples);
    }
  }
  return true;
}
