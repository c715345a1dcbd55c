// Compressed-air flow in the duct for jetting (docs/physics.md#air-flow): isothermal, friction-dominated, constant mass
// flow ṁ through pieces in series (each piece: one duct stretch, with or without the cable in it):
//   d(p²)/ds = −λ·(ṁ/A)²·R_s·T/D_h          λ from Re = (ṁ/A)·D_h/μ_air (constant along a piece)
//   p_in² − p_out² = ṁ²·R_s·T·Σ λ_i·L_i/(D_h,i·A_i²)
// plus, for the shuttle and sonic cable ends, an orifice at the cable head (compressible, choked below the
// critical pressure ratio). All pressures here are absolute (Pa).

import { recallFlow, rememberFlow } from './flow-memo';

/** J/(kg·K), specific gas constant of air. */
export const R_AIR: f64 = 287.05;
/** K, air temperature (20 °C) [E, as the reference script of docs/physics.md#worked-examples (D3, D4)]. */
export const T_AIR: f64 = 293.15;
/** Pa·s, dynamic viscosity of air at 20 °C. */
export const MU_AIR: f64 = 1.81e-5;
/** Pa, ambient (absolute) pressure, as the reference script of docs/physics.md#worked-examples (D3, D4). */
export const P_AMBIENT: f64 = 1.013e5;
/** kg/m³, density of free air (ambient pressure, 20 °C): free air delivery = ṁ / RHO_FREE_AIR. */
export const RHO_FREE_AIR: f64 = P_AMBIENT / (R_AIR * T_AIR);
/** Ratio of specific heats of air. */
const GAMMA: f64 = 1.4;
/** Critical pressure ratio p_down/p_up of an orifice, (2/(γ+1))^(γ/(γ−1)) = 0.5283 (p_up/p_down = 1.893). */
export const CRITICAL_RATIO: f64 = Math.pow(2 / (GAMMA + 1), GAMMA / (GAMMA - 1));
/** Reynolds number below which the flow is laminar (λ = 64/Re). */
const RE_LAMINAR: f64 = 2300;
/** Above this Reynolds number a smooth duct uses Haaland with ε = 0 instead of Blasius (they agree there). */
const RE_BLASIUS_MAX: f64 = 1e5;
/** m, equivalent sand roughness of a ribbed ("riped") inner surface: half a rib height of 0.3 mm [E, docs/physics.md#engineering-choices]. */
export const RIBBED_ROUGHNESS: f64 = 0.15e-3;
/** Friction factor of a corrugated inner surface relative to a smooth one (turbulent) [E, docs/physics.md#engineering-choices: ×2–3]. */
export const CORRUGATED_FACTOR: f64 = 2.5;

export const SURFACE_SMOOTH: i32 = 0;
export const SURFACE_RIBBED: i32 = 1;
export const SURFACE_CORRUGATED: i32 = 2;

let roughDh: f64 = NaN;
let roughTerm: f64 = 0;

/** (ε/D_h/3.7)^1.11 of Haaland for a ribbed duct, remembered for the last D_h (the flow solve asks again and again). */
function ribbedRoughness(dh: f64): f64 {
  if (dh != roughDh) {
    roughTerm = Math.pow(RIBBED_ROUGHNESS / dh / 3.7, 1.11);
    roughDh = dh;
  }
  return roughTerm;
}

/**
 * Relative width of the band of Reynolds numbers above RE_LAMINAR over which λ goes linearly from the laminar value
 * to the turbulent one. The two laws do not meet at the switch (Blasius is 1.64 × 64/Re at 2300, corrugated 4.1 ×,
 * ribbed 1.8 × at D_h 0.1 m to 4.9 × at 1 mm): with a sharp switch ṁ²·Σλ(ṁ) jumps where a piece's Re passes 2300,
 * and for a pressure drop inside the jump no mass flow carries it. The solve then returned the switch's ṁ with the
 * turbulent λ: the drop exceeded the available one by up to 64 % (×4 corrugated), p² ran below 0 before the exit,
 * inside the pieces holding cable, and the fluid force k·c/(2p) blew up. Over the band ṁ²·Σλ is continuous and increasing, so every
 * drop has one flow; a band this narrow moves no flow that had a solution (a Re within 1e-6 of 2300 aside), and
 * inside a jump the flow stays at the switch while λ takes the value between the two laws that carries the drop —
 * the limit of a vanishing band (README, Jetting: air flow).
 */
const RE_BAND: f64 = 1e-6;

/** Darcy friction factor (docs/physics.md#air-flow): laminar 64/Re; turbulent Blasius (smooth), Haaland (ribbed), ×2.5 (corrugated). */
export function darcy(re: f64, surface: i32, dh: f64): f64 {
  if (re <= 0) return 0;
  if (re < RE_LAMINAR) return 64 / re;
  const top = RE_LAMINAR * (1 + RE_BAND);
  if (re < top) {
    // the switch: from the laminar value to the turbulent one across the band (see RE_BAND)
    const laminar = 64 / RE_LAMINAR;
    return laminar + ((re - RE_LAMINAR) / (top - RE_LAMINAR)) * (turbulent(top, surface, dh) - laminar);
  }
  return turbulent(re, surface, dh);
}

/** Turbulent Darcy friction factor: Blasius (smooth) then Haaland with ε = 0 above 10⁵, Haaland (ribbed), ×2.5 (corrugated). */
function turbulent(re: f64, surface: i32, dh: f64): f64 {
  if (surface == SURFACE_RIBBED) {
    const x = ribbedRoughness(dh) + 6.9 / re;
    const inv = -1.8 * Math.log10(x);
    return 1 / (inv * inv);
  }
  let smooth: f64;
  if (re <= RE_BLASIUS_MAX) {
    smooth = 0.316 * Math.pow(re, -0.25);
  } else {
    const inv = -1.8 * Math.log10(6.9 / re);
    smooth = 1 / (inv * inv);
  }
  return surface == SURFACE_CORRUGATED ? CORRUGATED_FACTOR * smooth : smooth;
}

/**
 * Mass flow through an orifice of effective area a (discharge coefficient included) from p_up to p_down
 * (isentropic nozzle; choked, ṁ = a·p_up·√(γ/(R_s T))·(2/(γ+1))^((γ+1)/(2(γ−1))), below the critical ratio).
 */
export function orificeFlow(a: f64, up: f64, down: f64): f64 {
  if (a <= 0 || up <= down) return 0;
  let r = down / up;
  if (r < CRITICAL_RATIO) r = CRITICAL_RATIO;
  const term = Math.pow(r, 2 / GAMMA) - Math.pow(r, (GAMMA + 1) / GAMMA);
  return a * up * Math.sqrt(((2 * GAMMA) / ((GAMMA - 1) * R_AIR * T_AIR)) * Math.max(0.0, term));
}

/** Upstream pressure that drives the mass flow m through the orifice a against `down`. */
function orificeUpstream(a: f64, m: f64, down: f64): f64 {
  if (m <= 0) return down;
  // bracket: from `down` up to a pressure where the flow is surely above m (choked law, linear in p_up)
  let lo = down;
  let hi = Math.max(down / CRITICAL_RATIO, (m / Math.max(orificeFlow(a, 1.0, 0.0), 1e-300)) * 1.01);
  while (orificeFlow(a, hi, down) < m) hi *= 2;
  for (let k = 0; k < 80 && hi - lo > 1e-9 * hi; k++) {
    const mid = 0.5 * (lo + hi);
    if (orificeFlow(a, mid, down) < m) lo = mid;
    else hi = mid;
  }
  return 0.5 * (lo + hi);
}

/**
 * One piece of the air path: a run of one duct stretch, with the cable in it (annulus) or not (free bore).
 * `area` is the free flow area, `dh` the hydraulic diameter 4·A/P_wet, `k` the propulsion factor of the
 * distributed fluid force q = k·(−dp/ds) (0 ahead of the head and on rollers), `open` a piece with no duct
 * (rollers: no flow resistance, no force).
 */
export class AirPiece {
  s0: f64 = 0;
  s1: f64 = 0;
  area: f64 = 0;
  dh: f64 = 0;
  surface: i32 = 0;
  k: f64 = 0;
  open: bool = false;
  /** Pa², p² at s0 (set by the solution) */
  p2: f64 = 0;
  /** Pa²/m, −d(p²)/ds (set by the solution) */
  c: f64 = 0;

  /** λ·L/(D_h·A²) at mass flow m (1/m⁴·…), the piece's flow resistance in p² = ṁ²·R_s·T·Σ. */
  resistance(m: f64): f64 {
    if (this.open || this.s1 <= this.s0) return 0;
    const re = (m / this.area) * this.dh / MU_AIR;
    return (darcy(re, this.surface, this.dh) * (this.s1 - this.s0)) / (this.dh * this.area * this.area);
  }
}

/** Duct geometry of one stretch for the flow: free area and hydraulic diameter with and without the cables. */
export class StretchAir {
  /** m², free area with the cables in (annulus) and without (bore, residents only) */
  areaCable: f64 = 0;
  areaBore: f64 = 0;
  dhCable: f64 = 0;
  dhBore: f64 = 0;
  /** m², propulsion factor k = A_c + π·n·D_c·A_free/P_wet (docs/physics.md#string-force, docs/physics.md#jetting general form) */
  k: f64 = 0;
  surface: i32 = 0;
  /** m², duct bore (the shuttle's / sonic head's pressure area) */
  bore: f64 = 0;
  /** rollers: open air, no duct */
  open: bool = false;
}

/** The key of the solution asked last (AirFlow.memoKey), reused. */
let KEY = new StaticArray<f64>(64);

/** The air path from the machine to the duct's exit for one head position, and its flow solution. */
export class AirFlow {
  pieces: Array<AirPiece> = new Array<AirPiece>();
  /** m², effective area of the orifice at the head (0 = open end) */
  orifice: f64 = 0;
  /** index of the first piece ahead of the head (pieces before it carry the cable) */
  headPiece: i32 = 0;
  /** m, head position */
  head: f64 = 0;
  /** kg/s */
  mass: f64 = 0;
  /** Pa absolute: at the inlet, just behind the head, just ahead of it */
  pIn: f64 = P_AMBIENT;
  pBehind: f64 = P_AMBIENT;
  pAhead: f64 = P_AMBIENT;
  /** a cursor for pressure look-ups in order */
  private cursor: i32 = 0;

  private sumResistance(m: f64, from: i32, to: i32): f64 {
    let sum: f64 = 0;
    for (let i = from; i < to; i++) sum += unchecked(this.pieces[i]).resistance(m);
    return sum;
  }

  /** Sets the profile (p² at each piece start and its slope) for the inlet pressure pIn and mass flow m. */
  fill(pIn: f64, m: f64): void {
    this.mass = m;
    this.pIn = pIn;
    const rt = R_AIR * T_AIR;
    let p2 = pIn * pIn;
    const n = this.pieces.length;
    for (let i = 0; i < n; i++) {
      const pc = unchecked(this.pieces[i]);
      if (i == this.headPiece) {
        this.pBehind = Math.sqrt(Math.max(p2, 0.0));
        // across the head's orifice
        if (this.orifice > 0 && m > 0) {
          const ahead2 = P_AMBIENT * P_AMBIENT + m * m * rt * this.sumResistance(m, i, n);
          p2 = Math.min(p2, ahead2);
        }
        this.pAhead = Math.sqrt(Math.max(p2, 0.0));
      }
      pc.p2 = p2;
      const len = pc.s1 - pc.s0;
      pc.c = len > 0 ? (m * m * rt * pc.resistance(m)) / len : 0;
      p2 -= pc.c * len;
    }
    if (this.headPiece >= n) {
      // the head at the exit: only its orifice is left (p2 is then the pressure just behind it)
      this.pBehind = Math.sqrt(Math.max(p2, 0.0));
      this.pAhead = this.orifice > 0 ? P_AMBIENT : this.pBehind;
    }
    this.cursor = 0;
  }

  /** Mass flow of the path without an orifice for the inlet pressure pIn (fixed point on λ, then bisection). */
  private openFlow(pIn: f64, from: i32, to: i32, pOut: f64): f64 {
    const drop = pIn * pIn - pOut * pOut;
    if (drop <= 0) return 0;
    const rt = R_AIR * T_AIR;
    let m: f64 = 1e-3;
    for (let k = 0; k < 100; k++) {
      const sum = this.sumResistance(m, from, to);
      if (sum <= 0) return Infinity;
      const next = Math.sqrt(drop / (rt * sum));
      if (Math.abs(next - m) <= 1e-12 * next) return next;
      m = next;
    }
    // no convergence (a flow in the band of the laminar/turbulent switch, RE_BAND, where λ rises steeply):
    // bisection on the continuous, increasing ṁ²·Σλ(ṁ), to a few ulp of ṁ — over the band a relative change δ of ṁ
    // moves ṁ²·Σλ by up to ~δ·(ratio of the two laws − 1)/RE_BAND, so the drop is then carried within ~1e-9 (~2e-9 ribbed at D_h 1 mm)
    let lo: f64 = 0;
    let hi = m * 4;
    while (hi * hi * rt * this.sumResistance(hi, from, to) < drop) hi *= 2;
    for (let k = 0; k < 200 && hi - lo > 4e-16 * hi; k++) {
      const mid = 0.5 * (lo + hi);
      if (mid * mid * rt * this.sumResistance(mid, from, to) < drop) lo = mid;
      else hi = mid;
    }
    return 0.5 * (lo + hi);
  }

  /** Mass flow for the inlet pressure pIn, head orifice included. */
  private flowAt(pIn: f64): f64 {
    const n = this.pieces.length;
    if (this.orifice <= 0) return this.openFlow(pIn, 0, n, P_AMBIENT);
    let mOpen = this.openFlow(pIn, 0, n, P_AMBIENT);
    // no duct resistance at all (rollers only): the orifice alone limits the flow
    if (!(mOpen < Infinity)) mOpen = orificeFlow(this.orifice, pIn, P_AMBIENT);
    // three resistances in series: annulus, orifice, bore. h(ṁ) = orifice flow − ṁ falls from > 0 to ≤ 0
    const rt = R_AIR * T_AIR;
    let lo: f64 = 0;
    let hi = mOpen;
    for (let k = 0; k < 100 && hi - lo > 1e-12 * hi; k++) {
      const m = 0.5 * (lo + hi);
      const behind2 = pIn * pIn - m * m * rt * this.sumResistance(m, 0, this.headPiece);
      const ahead2 = P_AMBIENT * P_AMBIENT + m * m * rt * this.sumResistance(m, this.headPiece, n);
      if (behind2 > ahead2 && orificeFlow(this.orifice, Math.sqrt(behind2), Math.sqrt(ahead2)) > m) lo = m;
      else hi = m;
    }
    return 0.5 * (lo + hi);
  }

  /** Inlet pressure that makes the mass flow m (the compressor's limit). */
  inletFor(m: f64): f64 {
    const n = this.pieces.length;
    const rt = R_AIR * T_AIR;
    if (this.orifice <= 0) {
      return Math.sqrt(P_AMBIENT * P_AMBIENT + m * m * rt * this.sumResistance(m, 0, n));
    }
    const ahead = Math.sqrt(P_AMBIENT * P_AMBIENT + m * m * rt * this.sumResistance(m, this.headPiece, n));
    const behind = orificeUpstream(this.orifice, m, ahead);
    return Math.sqrt(behind * behind + m * m * rt * this.sumResistance(m, 0, this.headPiece));
  }

  /**
   * Solves the flow for the inlet pressure pIn (absolute); when the free air would exceed maxMass (> 0), the
   * inlet pressure falls to what holds that flow. Returns true when the compressor limit bit.
   */
  solve(pIn: f64, maxMass: f64): bool {
    if (pIn <= P_AMBIENT) {
      this.fill(P_AMBIENT, 0);
      return false;
    }
    // the same path, orifice and pressures solved before (flow-memo.ts): its solution, bit for bit
    const n = this.memoKey(pIn, maxMass);
    const known = recallFlow(KEY, n);
    if (known != null) {
      this.fill(known.pIn, known.mass);
      return known.limited;
    }
    let m = this.flowAt(pIn);
    let limited = false;
    if (maxMass > 0 && m > maxMass) {
      m = maxMass;
      pIn = Math.min(pIn, this.inletFor(m));
      limited = true;
    }
    if (!(m < Infinity)) m = 0;
    rememberFlow(KEY, n, pIn, m, limited);
    this.fill(pIn, m);
    return limited;
  }

  /** Writes into KEY what `solve` depends on (each piece's resistance data, the orifice, the pressures); its length. */
  private memoKey(pIn: f64, maxMass: f64): i32 {
    const count = this.pieces.length;
    const n = 6 * count + 4;
    if (KEY.length < n) KEY = new StaticArray<f64>(n + 64);
    const key = KEY;
    for (let i = 0; i < count; i++) {
      const pc = unchecked(this.pieces[i]);
      const b = 6 * i;
      unchecked((key[b] = pc.s0));
      unchecked((key[b + 1] = pc.s1));
      unchecked((key[b + 2] = pc.area));
      unchecked((key[b + 3] = pc.dh));
      unchecked((key[b + 4] = f64(pc.surface)));
      unchecked((key[b + 5] = pc.open ? 1 : 0));
    }
    unchecked((key[6 * count] = this.orifice));
    unchecked((key[6 * count + 1] = f64(this.headPiece)));
    unchecked((key[6 * count + 2] = pIn));
    unchecked((key[6 * count + 3] = maxMass));
    return n;
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

  /** Pa absolute at s (ambient outside the path). Just behind the head for s = head. */
  pressureAt(s: f64): f64 {
    const n = this.pieces.length;
    if (n == 0 || s < this.pieces[0].s0 || s > this.pieces[n - 1].s1) return P_AMBIENT;
    if (s == this.head) return this.pBehind;
    const pc = unchecked(this.pieces[this.pieceAt(s)]);
    return Math.sqrt(Math.max(pc.p2 - pc.c * (s - pc.s0), 0.0));
  }

  /** Free air delivery, m³/s. */
  freeAir(): f64 {
    return this.mass / RHO_FREE_AIR;
  }
}
