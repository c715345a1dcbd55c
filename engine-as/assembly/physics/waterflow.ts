// Water in the duct for the water methods (docs/physics.md#water-flow, docs/physics.md#floating, docs/physics.md#water-push-pull, docs/physics.md#free-floating): incompressible Darcy–Weisbach flow through
// pieces in series (one duct stretch each, with the cable in it or not). On a piece the water moves at v, the
// cable (where present) at v_c; the shear on the duct wall and on the cable balances the dynamic-pressure
// gradient of the water:
//   τ_d = (λ(Re_w)/8)·ρ·v²                  Re_w = v·D_h/ν                  (wall)
//   τ_c = (λ(Re_r)/8)·ρ·(v − v_c)·|v − v_c|  Re_r = |v − v_c|·D_h/ν          (cable; reverses when the cable is faster)
//   g   = −dp_dyn/ds = (τ_d·P_d + τ_c·P_c)/A                                 (= λ·ρ·v²/(2·D_h) when v_c = 0)
//   q   = n·A_c·g + P_c·τ_c                                                  (force per length on the cable, docs/physics.md#floating)
// λ is the friction factor of airflow.ts (`darcy`: laminar 64/Re, Blasius / Haaland, ribbed, corrugated), with
// the duct's inner surface for both walls. The static (gauge) pressure adds the water's weight:
//   p(s) = p(s0) − g·(s − s0) − ρ·g_n·(z(s) − z(s0))
// Air pieces (ahead of a pig in a stretch that is not prefilled) and rollers carry no water: no friction, no head.

import { Bracket } from '../core/bracket';
import { darcy } from './airflow';

/** m²/s, kinematic viscosity of water at 20 °C (docs/physics.md#water-flow). */
export const NU_WATER: f64 = 1.0e-6;
/** m/s², standard gravity (docs/simulation-api.md). */
const G_N: f64 = 9.81;

/** Wall shear (Pa) of a flow at relative speed dv over a wall (signed: along dv). */
export function wallShear(dv: f64, dh: f64, surface: i32, rho: f64): f64 {
  if (dv == 0) return 0;
  const a = Math.abs(dv);
  return (darcy((a * dh) / NU_WATER, surface, dh) / 8) * rho * dv * a;
}

/** One piece of the water path. */
export class WaterPiece {
  s0: f64 = 0;
  s1: f64 = 0;
  /** m, altitudes at s0 and s1 */
  z0: f64 = 0;
  z1: f64 = 0;
  /** m², free flow area; m, hydraulic diameter 4·A/(P_d + P_c) */
  area: f64 = 0;
  dh: f64 = 0;
  /** m, wetted perimeter of the duct wall (and residents) and of the cables (0 without the cable) */
  pd: f64 = 0;
  pc: f64 = 0;
  /** m², cross-section of all cables where they are in the piece (0 without) */
  ac: f64 = 0;
  surface: i32 = 0;
  /** false: no water (air ahead of a pig, or rollers): no friction, no head, no fluid force */
  water: bool = true;
  /** m³/s added to the volume flow through this piece (floating: the water the cable head displaces ahead) */
  qExtra: f64 = 0;
  /** m/s, speed of the water and of the cable (in this piece) */
  v: f64 = 0;
  vc: f64 = 0;
  // solution
  /** Pa/m, −dp_dyn/ds */
  g: f64 = 0;
  /** N/m, fluid force on the cable (effective form) */
  q: f64 = 0;
  /** Pa gauge, static pressure at s0 */
  p0: f64 = 0;
  /**
   * floating's pressures from the exit (`pressuresBack`): the pressure at s1, and whether the full column would need
   * suction in this piece (then it runs partly full at atmospheric: p(s) = max(0, p1 + fall from s to s1))
   */
  p1: f64 = 0;
  clamped: bool = false;
  /** index of the duct stretch and its max pressure (Pa gauge, 0 = none) */
  stretch: i32 = 0;
  maxPressure: f64 = 0;

  /** Sets g and q from v and vc (density rho). */
  shear(rho: f64): void {
    if (!this.water || this.area <= 0) {
      this.g = 0;
      this.q = 0;
      return;
    }
    const td = wallShear(this.v, this.dh, this.surface, rho);
    const tc = this.pc > 0 ? wallShear(this.v - this.vc, this.dh, this.surface, rho) : 0;
    this.g = (td * this.pd + tc * this.pc) / this.area;
    this.q = this.pc > 0 ? this.ac * this.g + this.pc * tc : 0;
  }

  /** Whether the water flows through this piece as through `o` (same passage, flux, cable): the same shear. */
  sameFlowAs(o: WaterPiece): bool {
    return this.water == o.water && this.area == o.area && this.dh == o.dh && this.pd == o.pd && this.pc == o.pc && this.ac == o.ac
      && this.surface == o.surface && this.qExtra == o.qExtra && this.vc == o.vc;
  }

  /** Pa, the fall of the static pressure over the piece: friction plus the water's weight. */
  drop(rho: f64): f64 {
    if (!this.water) return 0;
    return this.g * (this.s1 - this.s0) + rho * G_N * (this.z1 - this.z0);
  }
}

/** The water path for one state of the installation, and its pressures. */
export class WaterFlow {
  pieces: Array<WaterPiece> = new Array<WaterPiece>();
  /** kg/m³ */
  rho: f64 = 1000;
  /** Pa gauge at the inlet */
  pIn: f64 = 0;
  /** m³/s through the inlet */
  q: f64 = 0;
  /**
   * Floating with a sonic (or shuttle) head: a leaking plug at the head moving with the cable, an orifice of
   * effective area `plugArea` (0 = open head); `plugOffset` = v_c·A_annulus, the flux that passes it by moving.
   */
  plugArea: f64 = 0;
  plugOffset: f64 = 0;
  /** index of the piece the plug's Δp is at the start of (the first piece ahead of the head) */
  plugPiece: i32 = 0;
  /**
   * floating: the pressures count back from the exit and no water falls below atmospheric (`pressuresBack`); the
   * pump's flow is the root of `inletFor` rather than `totalDrop`
   */
  vented: bool = false;
  /** Pa, the plug's differential of the last `pressuresBack` (its Δp, less where the water behind it holds at 0 bar g) */
  plugEffective: f64 = 0;
  /** m, where the last `pressuresBack` found the upstream column at atmospheric (a crest; NaN: nowhere) */
  crest: f64 = NaN;
  private cursor: i32 = 0;

  /**
   * Pa, pressure drop over the plug for the volume flow q through the annulus: the water passes the orifice at
   * Q_rel = q − v_c·A_annulus relative to it, Δp = sign·ρ/2·(Q_rel/A_o)² (incompressible orifice, the discharge
   * coefficient inside A_o); negative when the cable outruns the water (the plug pushes the water ahead).
   */
  plugDrop(q: f64): f64 {
    if (this.plugArea <= 0) return 0;
    const v = (q - this.plugOffset) / this.plugArea;
    return 0.5 * this.rho * v * Math.abs(v);
  }

  /** Sets every piece's velocity for the volume flow q (m³/s) through all of them, and the shears. */
  setFlow(q: f64): void {
    this.q = q;
    for (let i = 0; i < this.pieces.length; i++) {
      const pc = unchecked(this.pieces[i]);
      // (a stretch run is cut at the route's turning points: its pieces share the flow, the shear is computed once)
      if (i > 0 && pc.sameFlowAs(unchecked(this.pieces[i - 1]))) {
        const prev = unchecked(this.pieces[i - 1]);
        pc.v = prev.v;
        pc.g = prev.g;
        pc.q = prev.q;
        continue;
      }
      pc.v = pc.water && pc.area > 0 ? (q + pc.qExtra) / pc.area : 0;
      pc.shear(this.rho);
    }
  }

  /** Pa, static-pressure fall from the inlet to the exit for the volume flow q (friction + head + plug). */
  totalDrop(q: f64): f64 {
    this.setFlow(q);
    let sum = this.plugDrop(q);
    for (let i = 0; i < this.pieces.length; i++) sum += unchecked(this.pieces[i]).drop(this.rho);
    return sum;
  }

  /**
   * Volume flow for the inlet pressure pIn (gauge) with the exit at ambient: the root of totalDrop(q) = pIn,
   * which grows with q (smooth but for the laminar/turbulent switch, a jump up): bracketed Illinois interleaved
   * with bisection every third step (bracket.ts), to 1e-14 of q (or the pressure to 1e-12 of pIn). 0 when the inlet pressure
   * cannot lift the water to the exit (no back-flow through the pump).
   */
  flowFor(pIn: f64): f64 {
    // (vented, floating: the inlet pressure is flat at 0 bar g while the duct runs partly full — down a descent, or
    // the cable dragging the water — and the flow is the most the duct takes at pIn: the bracket's f(a) ≤ 0 < f(b))
    const f0 = this.need(0) - pIn;
    if (f0 > 0 || (f0 == 0 && !this.vented)) return 0;
    let lo: f64 = 0;
    let flo = f0;
    let hi: f64 = 1e-6;
    let fhi = this.need(hi) - pIn;
    for (let k = 0; k < 200 && (fhi < 0 || (this.vented && fhi == 0)); k++) {
      lo = hi;
      flo = fhi;
      hi *= 2;
      fhi = this.need(hi) - pIn;
    }
    const br = new Bracket(lo, flo, hi, fhi);
    for (let k = 0; k < 200 && br.b - br.a > 1e-14 * br.b; k++) {
      const c = br.next(k, 3);
      const fc = this.need(c) - pIn;
      if (Math.abs(fc) <= 1e-12 * Math.max(pIn, 1.0) && !(this.vented && fc == 0)) return c;
      br.take(c, fc);
    }
    return 0.5 * (br.a + br.b);
  }

  /** Pa gauge, the inlet pressure that drives q: `inletFor` when vented, else `totalDrop`. */
  need(q: f64): f64 {
    return this.vented ? this.inletFor(q) : this.totalDrop(q);
  }

  /** Pa gauge, the inlet pressure that drives q with no water below atmospheric (`pressuresBack`); sets the pieces' pressures. */
  inletFor(q: f64): f64 {
    this.setFlow(q);
    return this.pressuresBack();
  }

  /**
   * Floating's pressures for the flow set: from the exit (gauge 0) back to the inlet, the plug's Δp added at its
   * piece, and never below atmospheric: where the full column would need suction (down a descent steeper than its
   * friction, beyond a crest) the duct runs partly full, vented through the exit, at 0 bar g (docs/physics.md#water-flow).
   * The pieces are split at the route's turning points (water-state.ts `addPieces`), so a piece is clamped from its
   * start. Answers
   * the inlet pressure; `crest` is the start of the first clamped piece (NaN: none).
   */
  pressuresBack(): f64 {
    this.crest = NaN;
    const dp = this.plugDrop(this.q);
    // (a plug at the exit itself: the water passes it, then leaves). Behind the plug the water is not below
    // atmospheric either: where the cable outruns the water (Δp < 0) the pump's side stays at 0 bar g at least,
    // and the plug's differential is what is left (`plugEffective`)
    let p: f64 = 0;
    this.plugEffective = dp;
    if (this.plugPiece >= this.pieces.length) {
      p = Math.max(0.0, dp);
      this.plugEffective = p;
    }
    for (let i = this.pieces.length - 1; i >= 0; i--) {
      const pc = unchecked(this.pieces[i]);
      pc.p1 = p;
      let p0 = p + pc.drop(this.rho);
      pc.clamped = p0 < 0;
      if (pc.clamped) {
        p0 = 0;
        this.crest = pc.s0;
      }
      pc.p0 = p0;
      p = p0;
      if (i == this.plugPiece) {
        p = Math.max(0.0, p0 + dp);
        this.plugEffective = p - p0;
      }
    }
    this.pIn = p;
    this.cursor = 0;
    return p;
  }

  /** Pa gauge at the end s1 of piece i. */
  endPressure(i: i32): f64 {
    const pc = unchecked(this.pieces[i]);
    if (pc.clamped) return pc.p1;
    return pc.p0 - pc.drop(this.rho);
  }

  /**
   * Static pressures from the inlet pressure pIn: every piece's p0 in order, with point jumps `jumps` (Pa,
   * indexed like the pieces: added at the start of that piece, e.g. a pig's differential) subtracted.
   */
  pressuresFrom(pIn: f64, jumps: Float64Array | null = null): void {
    this.pIn = pIn;
    let p = pIn;
    for (let i = 0; i < this.pieces.length; i++) {
      const pc = unchecked(this.pieces[i]);
      if (jumps != null && i < jumps.length) p -= jumps[i];
      pc.p0 = p;
      pc.clamped = false;
      p -= pc.drop(this.rho);
    }
    this.cursor = 0;
  }

  /** Restarts ordered look-ups from the first piece. */
  rewind(): void {
    this.cursor = 0;
  }

  /** Index of the piece holding s (pieces in increasing position; a cursor makes ordered look-ups O(1)). */
  pieceAt(s: f64): i32 {
    const n = this.pieces.length;
    if (n == 0) return -1;
    let i = this.cursor;
    if (i >= n) i = n - 1;
    while (i > 0 && s < unchecked(this.pieces[i]).s0) i--;
    while (i < n - 1 && s > unchecked(this.pieces[i]).s1) i++;
    this.cursor = i;
    return i;
  }

  /** N/m, fluid force on the cable at s (0 outside the water). */
  forceAt(s: f64): f64 {
    const i = this.pieceAt(s);
    if (i < 0) return 0;
    const pc = unchecked(this.pieces[i]);
    if (s < pc.s0 || s > pc.s1) return 0;
    return pc.q;
  }

  /** Pa gauge at s with the altitude z there (the piece holding s; `last` picks the later of two at a joint). */
  pressureAt(s: f64, z: f64, last: bool = false): f64 {
    const n = this.pieces.length;
    if (n == 0) return 0;
    let i = this.pieceAt(s);
    if (last) while (i < n - 1 && unchecked(this.pieces[i + 1]).s0 <= s) i++;
    const pc = unchecked(this.pieces[i]);
    if (!pc.water) return pc.p0;
    if (pc.clamped) return Math.max(0.0, pc.p1 + pc.g * (pc.s1 - Math.max(s, pc.s0)) + this.rho * G_N * (pc.z1 - z));
    const u = Math.max(0.0, Math.min(s, pc.s1) - pc.s0);
    return pc.p0 - pc.g * u - this.rho * G_N * (z - pc.z0);
  }
}
