/**
 * The route's vertical profile as the engine builds it (engine-as/assembly/route/route.ts): the expanded rows as pieces
 * along the route, each with the stretch in use, and the altitude anywhere on it — the lowest point of a piece
 * included (inside an arc that sags). The effective pressure limits of the water methods need it
 * (`p_in + ρ·g·(z_in − z_low) ≤ maxPressure` per stretch).
 *
 * A curve is the minimum-curvature arc joining the slope a1 before it to a2 after it (compute-trajectory.ts): its
 * tangent turns uniformly through θ in the plane of both directions, so at the turned angle φ
 * z(φ) = z0 + R/sin θ · [(cos(θ − φ) − cos θ)·sin a1 + (1 − cos φ)·sin a2] (whose value at θ is R·tan(θ/2)·(sin a1 + sin a2)),
 * lowest where the vertical tangent sin(θ − φ)·sin a1 + sin φ·sin a2 vanishes.
 */
import type { SectionTrajectoryRow, StretchRow, TrajectoryData } from '../section/types.js';
import { curveTotalAngle, expandRows, neighbourSlope } from './compute-trajectory.js';

const RAD = Math.PI / 180;
const num = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** One piece of the route (a straight or an arc), in route positions. */
export interface RoutePiece {
  /** m, where it starts */
  s0: number;
  /** m */
  length: number;
  /** m, altitude at its start */
  z0: number;
  /** id of the stretch in use */
  stretchId: string | undefined;
  /** rad: slope of a straight, or a1 of an arc */
  a1: number;
  /** rad: a2 of an arc (= a1 for a straight) */
  a2: number;
  /** rad: total deflection of an arc (0 for a straight) */
  theta: number;
  /** m: arc radius (0 for a straight) */
  radius: number;
}

/** Altitude (m) at `u` metres into a piece. */
export function pieceAltitude(p: RoutePiece, u: number): number {
  if (p.theta < 1e-12 || p.radius <= 0) return p.z0 + u * Math.sin(p.a1);
  const phi = u / p.radius;
  const st = Math.sin(p.theta);
  if (Math.abs(st) < 1e-12) return p.z0 + u * Math.sin(p.a1);
  return p.z0 + (p.radius / st) * ((Math.cos(p.theta - phi) - Math.cos(p.theta)) * Math.sin(p.a1) + (1 - Math.cos(phi)) * Math.sin(p.a2));
}

/** The pieces of the route, in order (pusher, stretch and loop rows add no length). */
export function routePieces(trajectory: TrajectoryData, stretches: readonly StretchRow[]): RoutePiece[] {
  const rows: readonly SectionTrajectoryRow[] = trajectory.rows;
  const order = expandRows(rows);
  const slopeAt = (k: number, step: -1 | 1): number | undefined => neighbourSlope(rows, order, k, step);
  const pieces: RoutePiece[] = [];
  let s = 0;
  let z = num(trajectory.altitudeAtStart);
  let stretchId = stretches[0]?.id;
  for (let k = 0; k < order.length; k++) {
    const r = rows[order[k]!.row]!;
    let piece: RoutePiece | undefined;
    if (r.type === 'straight') {
      const a = num(r.slope) * RAD;
      piece = { s0: s, length: Math.max(0, num(r.length)), z0: z, stretchId, a1: a, a2: a, theta: 0, radius: 0 };
    } else if (r.type === 'curve' || r.type === 'curveOnRollers') {
      let a1 = slopeAt(k, -1);
      let a2 = slopeAt(k, 1);
      a1 ??= a2 ?? 0;
      a2 ??= a1;
      const theta = curveTotalAngle(a1, a2, num(r.angle)) * RAD;
      const radius = Math.max(0, num(r.radius));
      piece = { s0: s, length: radius * theta, z0: z, stretchId, a1: a1 * RAD, a2: a2 * RAD, theta, radius };
    } else if (r.type === 'stretch') {
      stretchId = r.stretch ?? undefined;
    }
    if (piece && piece.length > 0) {
      pieces.push(piece);
      s += piece.length;
      z = pieceAltitude(piece, piece.length);
    }
  }
  return pieces;
}

/** Altitude (m) at route position s (clamped to the route). */
export function altitudeAt(pieces: readonly RoutePiece[], s: number): number {
  if (pieces.length === 0) return 0;
  for (const p of pieces) if (s <= p.s0 + p.length) return pieceAltitude(p, Math.max(0, s - p.s0));
  const last = pieces[pieces.length - 1]!;
  return pieceAltitude(last, last.length);
}

/** The lowest altitude (m) between route positions a ≤ b, and where. */
export function lowestIn(pieces: readonly RoutePiece[], a: number, b: number): { z: number; at: number } {
  let best = { z: altitudeAt(pieces, a), at: a };
  const zb = altitudeAt(pieces, b);
  if (zb < best.z) best = { z: zb, at: b };
  for (const p of pieces) {
    const s1 = p.s0 + p.length;
    if (s1 <= a || p.s0 >= b) continue;
    const u0 = Math.max(0, a - p.s0);
    const u1 = Math.min(p.length, b - p.s0);
    const z1 = pieceAltitude(p, u1);
    if (z1 < best.z) best = { z: z1, at: p.s0 + u1 };
    if (p.theta > 1e-12 && p.radius > 0) {
      // vertical tangent: sin(θ − φ)·sin a1 + sin φ·sin a2 = 0
      let phi = Math.atan2(-Math.sin(p.theta) * Math.sin(p.a1), Math.sin(p.a2) - Math.cos(p.theta) * Math.sin(p.a1));
      if (phi < 0) phi += Math.PI;
      const u = phi * p.radius;
      if (u > u0 && u < u1) {
        const zu = pieceAltitude(p, u);
        if (zu < best.z) best = { z: zu, at: p.s0 + u };
      }
    }
  }
  return best;
}

/** The runs of each stretch along the route: [s0, s1] with the stretch id (consecutive pieces merged). */
export function stretchRuns(pieces: readonly RoutePiece[]): { s0: number; s1: number; stretchId: string | undefined }[] {
  const runs: { s0: number; s1: number; stretchId: string | undefined }[] = [];
  for (const p of pieces) {
    const last = runs[runs.length - 1];
    if (last && last.stretchId === p.stretchId) last.s1 = p.s0 + p.length;
    else runs.push({ s0: p.s0, s1: p.s0 + p.length, stretchId: p.stretchId });
  }
  return runs;
}

/** The same route travelled from its far end (calculateBackward): positions L − s. */
export function reversePieces(pieces: readonly RoutePiece[]): RoutePiece[] {
  const total = pieces.reduce((sum, p) => sum + p.length, 0);
  return [...pieces].reverse().map((p) => ({
    s0: total - (p.s0 + p.length),
    length: p.length,
    z0: pieceAltitude(p, p.length),
    stretchId: p.stretchId,
    a1: -p.a2,
    a2: -p.a1,
    theta: p.theta,
    radius: p.radius,
  }));
}
