/**
 * What an engineer can use of a placement (issue: "a pit inside a 90° bend, 0.5 m before where the pull stops"):
 * where a machine may stand — never inside a bend nor within `bendClearance` m of one — and the force margin each
 * sub-route keeps below the limits that stop it.
 *
 * Bends. A pulling pit or an intermediate pusher needs the cable straight through it: the machine (a caterpillar
 * pusher, a pit's sheave and winch) is a straight piece of equipment, and the cable leaving a bend pushes or pulls
 * sideways on it. The bends are the route's curve rows (`curve`, `curveOnRollers`, loops expanded) as the engine
 * builds them (trajectory/route-profile.ts), in positions along the laying direction (`calculateBackward`: from the
 * far end). Default clearance {@link DEFAULT_BEND_CLEARANCE}: 5 m, a planning choice of this product (the length of
 * a cable pusher with its entry guide, about 1.5–2.5 m, with room to set it up on either side) — set it to what the
 * site needs.
 *
 * Margin. Each sub-route is laid with the force ratings that stop it lowered by the margin m — the machine's (winch
 * or pusher) and the cable's (pulling, and pushing where given) — so the next machine stands where the force needed
 * is at most (1 − m) × the rating that binds. On a straight duct the pulling force is proportional to the COF
 * (F = μ·w·L), so a margin m still reaches the next machine with a COF up to 1/(1 − m) − 1 above the one used:
 * +17.6 % for the default {@link DEFAULT_FORCE_MARGIN} of 15 % (in a bend the capstan factor e^(μθ) makes the same
 * margin cover a little less). A planning choice within the 10–20 % the issue asks, stated in every result.
 */
import type { CalculateRequest, SimulationData } from '@cla/engine';
import type { StretchRow, TrajectoryData } from '../section/types.js';
import { reversePieces, routePieces } from '../trajectory/route-profile.js';

/** m, the default least distance between a machine and a bend. */
export const DEFAULT_BEND_CLEARANCE = 5;
/** The default force margin, as a share (0.15 = 15 %). */
export const DEFAULT_FORCE_MARGIN = 0.15;
/** The bounds of the two options: a clearance of 0 to 1 km, a margin of 0 to 0.9 (90 %). */
export const PLACEMENT_RULE_LIMITS = { bendClearance: { min: 0, max: 1000 }, forceMargin: { min: 0, max: 0.9 } } as const;

/** A stretch of route where no machine may stand: from `from` to `to` m, both excluded (a bend and its clearance). */
export interface ForbiddenZone {
  /** m */
  from: number;
  /** m */
  to: number;
}

/** The bends of the request's route, [start, end] in m along the laying direction. */
export function bendsOf(request: CalculateRequest): { start: number; end: number }[] {
  const d = request.data;
  // the request's trajectory and stretches have the fields the route geometry reads
  let pieces = routePieces(d.trajectory as unknown as TrajectoryData, d.stretches as unknown as StretchRow[]);
  if (d.calculateBackward) pieces = reversePieces(pieces);
  return pieces.filter((p) => p.theta > 1e-9 && p.radius > 0).map((p) => ({ start: p.s0, end: p.s0 + p.length }));
}

/** The zones no machine may stand in: each bend widened by the clearance on both sides. */
export function forbiddenZones(request: CalculateRequest, clearance: number): ForbiddenZone[] {
  return bendsOf(request).map((b) => ({ from: b.start - clearance, to: b.end + clearance }));
}

/** True when `s` lies strictly inside a zone (a machine exactly at the clearance distance is allowed). */
export function inZone(zones: readonly ForbiddenZone[], s: number): ForbiddenZone | undefined {
  return zones.find((z) => s > z.from + 1e-9 && s < z.to - 1e-9);
}

/**
 * The furthest grid position at or before `s` outside every zone (`step` m grid; may come out at or before the
 * previous machine: the caller checks).
 */
export function allowedAtOrBefore(s: number, step: number, zones: readonly ForbiddenZone[]): number {
  let next = s;
  for (let zone = inZone(zones, next); zone; zone = inZone(zones, next)) {
    next = Math.floor((zone.from + 1e-9) / step) * step;
  }
  return next;
}

/** The force ratings a sub-route is laid with under the margin: each lowered to (1 − margin) × its value. */
export function withForceMargin(data: SimulationData, margin: number): SimulationData {
  if (margin <= 0) return data;
  const k = 1 - margin;
  const lowered: SimulationData = {
    ...data,
    macMaxPullingForce: data.macMaxPullingForce * k,
    macMaxPushingForce: data.macMaxPushingForce * k,
    cableMaxPullingForce: data.cableMaxPullingForce * k,
  };
  if (data.cableMaxPushingForce !== undefined) lowered.cableMaxPushingForce = data.cableMaxPushingForce * k;
  return lowered;
}

/** Which of the two options is out of its bounds (see {@link PLACEMENT_RULE_LIMITS}). */
export function placementRuleProblems(options: { bendClearance: number; forceMargin: number }): ('bendClearance' | 'forceMargin')[] {
  const out: ('bendClearance' | 'forceMargin')[] = [];
  const { bendClearance: c, forceMargin: m } = options;
  if (!Number.isFinite(c) || c < PLACEMENT_RULE_LIMITS.bendClearance.min || c > PLACEMENT_RULE_LIMITS.bendClearance.max) out.push('bendClearance');
  if (!Number.isFinite(m) || m < PLACEMENT_RULE_LIMITS.forceMargin.min || m > PLACEMENT_RULE_LIMITS.forceMargin.max) out.push('forceMargin');
  return out;
}
