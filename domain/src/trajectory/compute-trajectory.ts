/**
 * Derived trajectory values (docs/product.md#data-model "Derived per row", docs/product.md#states-and-transitions "Trajectory recomputation";
 * docs/simulation-api.md#trajectory-rules), in plain TypeScript so that validation can use them without the engine.
 *
 * The engine's own route builder (engine-as/assembly/route/route.ts, later exposed as `solveTrajectory`) is the
 * reference for geometry; this mirrors it: loops expand like the engine's `expandRows`, a curve joins the slope of
 * the nearest straight before it to that of the nearest straight after it (in the expanded order; with none
 * before it starts at the slope after it and the reverse; with none at all it is level), its total 3-D deflection
 * is acos(cos a1·cos a2·cos(angle) + sin a1·sin a2) and its length radius × deflection (minimum-curvature arc,
 * SPE 2262; docs/physics.md#trajectory). Empty or invalid numbers count as 0, so nothing here is ever NaN.
 */
import type { SectionTrajectoryRow, StretchRow, TrajectoryData } from '../section/types.js';

/** Colours given to stretches in the order they are listed (row colouring in the trajectory table). */
export const STRETCH_COLORS = ['#0041cf', '#D10600', '#00D15E', '#D17500', '#D1C500', '#7a00d1', '#00b8d1', '#6b6b6b'];

/** Derived values of one input row. */
export interface DerivedRow {
  /** 1-based row number as shown in the table */
  index: number;
  /** m: straight length, curve arc length, 0 for pusher and stretch rows; for a loop, the length it adds */
  length: number;
  /** m: route length at the end of the row (for a loop, after its last copy) */
  cumulativeLength: number;
  /** m */
  altAtStart: number;
  /** m */
  altAtEnd: number;
  /** degree: total 3-D deflection of a curve, 0 for other rows */
  totalAngle: number;
  /** degree compass bearing at the end of the row */
  headingAtEnd: number;
  /** id of the stretch in use on this row (the first stretch before any stretch row) */
  stretchId: string | undefined;
  stretchColor: string | undefined;
}

export interface TrajectoryGeometry {
  rows: DerivedRow[];
  /** m: total route length with loops expanded */
  totalLength: number;
  /** m */
  altitudeAtEnd: number;
}

const RAD = Math.PI / 180;
const num = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Positive integer or 0 (for loop counts). */
const count = (v: number | null | undefined): number => Math.max(0, Math.floor(num(v)));

/**
 * Expanded row order: each loop row inserts `loopCount` more copies of the `dupSegments` rows before it (loop
 * rows among them are skipped). Entries are input row indexes; `loopOf` says which loop row a copy belongs to.
 */
export function expandRows(rows: readonly SectionTrajectoryRow[]): { row: number; loopOf: number }[] {
  const order: { row: number; loopOf: number }[] = [];
  rows.forEach((r, i) => {
    if (r.type !== 'loop') {
      order.push({ row: i, loopOf: -1 });
      return;
    }
    const dup = Math.min(count(r.dupSegments), i);
    const copies = count(r.loopCount);
    for (let c = 0; c < copies; c++) {
      for (let j = i - dup; j < i; j++) if (rows[j]?.type !== 'loop') order.push({ row: j, loopOf: i });
    }
  });
  return order;
}

/**
 * Total 3-D deflection (degree) of a curve joining slope a1 to slope a2 (degree) while turning `angle` degrees
 * horizontally: acos(cos a1·cos a2·cos(angle) + sin a1·sin a2) (SPE 2262 dog-leg formula).
 */
export function curveTotalAngle(a1: number, a2: number, angle: number): number {
  const c = Math.cos(a1 * RAD) * Math.cos(a2 * RAD) * Math.cos(angle * RAD) + Math.sin(a1 * RAD) * Math.sin(a2 * RAD);
  return Math.acos(Math.max(-1, Math.min(1, c))) / RAD;
}

/**
 * Altitude change (m) over a minimum-curvature arc of radius R (m) and deflection θ (degree) from slope a1 to a2:
 * R·tan(θ/2)·(sin a1 + sin a2) (docs/physics.md#trajectory, Δz = (L/2)(sin a1 + sin a2)·RF).
 */
export function curveAltitudeChange(radius: number, thetaDeg: number, a1: number, a2: number): number {
  return radius * Math.tan((thetaDeg * RAD) / 2) * (Math.sin(a1 * RAD) + Math.sin(a2 * RAD));
}

/**
 * The slope (°) of the nearest straight before (`step` −1) or after (+1) the `k`-th expanded row, which a curve
 * joins; undefined when there is none on that side.
 */
export function neighbourSlope(
  rows: readonly SectionTrajectoryRow[],
  order: readonly { row: number }[],
  k: number,
  step: -1 | 1,
): number | undefined {
  for (let j = k + step; j >= 0 && j < order.length; j += step) {
    const r = rows[order[j]!.row]!;
    if (r.type === 'straight') return num(r.slope);
  }
  return undefined;
}

/** Computes the derived values of every row, the total length and the altitude at the end. */
export function computeTrajectory(
  trajectory: TrajectoryData,
  stretches: readonly StretchRow[] = [],
): TrajectoryGeometry {
  const rows = trajectory.rows;
  const order = expandRows(rows);
  const slopeAt = (k: number, step: -1 | 1): number | undefined => neighbourSlope(rows, order, k, step);
  const colorOf = (id: string | undefined): string | undefined => {
    const i = stretches.findIndex((s) => s.id === id);
    return i < 0 ? undefined : STRETCH_COLORS[i % STRETCH_COLORS.length];
  };

  const derived: (DerivedRow | undefined)[] = rows.map(() => undefined);
  let pos = 0;
  let alt = num(trajectory.altitudeAtStart);
  let heading = trajectory.initialHeading == null ? 90 : num(trajectory.initialHeading);
  let stretchId = stretches[0]?.id;
  const loopStart = new Map<number, { pos: number; alt: number; stretchId: string | undefined }>();

  for (let k = 0; k < order.length; k++) {
    const { row: i, loopOf } = order[k]!;
    if (loopOf >= 0 && !loopStart.has(loopOf)) loopStart.set(loopOf, { pos, alt, stretchId });
    // a loop row with no copies at all still gets its values below
    const r = rows[i]!;
    const startAlt = alt;
    let length = 0;
    let totalAngle = 0;
    switch (r.type) {
      case 'straight':
        length = Math.max(0, num(r.length));
        alt += length * Math.sin(num(r.slope) * RAD);
        break;
      case 'curve':
      case 'curveOnRollers': {
        let a1 = slopeAt(k, -1);
        let a2 = slopeAt(k, 1);
        a1 ??= a2 ?? 0;
        a2 ??= a1;
        totalAngle = curveTotalAngle(a1, a2, num(r.angle));
        const radius = Math.max(0, num(r.radius));
        length = radius * totalAngle * RAD;
        alt += totalAngle > 1e-9 ? curveAltitudeChange(radius, totalAngle, a1, a2) : 0;
        heading += num(r.angle);
        break;
      }
      case 'stretch':
        stretchId = r.stretch ?? undefined;
        break;
      default:
        break;
    }
    pos += length;
    if (loopOf < 0 && derived[i] === undefined) {
      derived[i] = {
        index: i + 1,
        length,
        cumulativeLength: pos,
        altAtStart: startAlt,
        altAtEnd: alt,
        totalAngle,
        headingAtEnd: heading,
        stretchId,
        stretchColor: colorOf(stretchId),
      };
    }
    // the end of a loop's copies: the next entry is not a copy of the same loop
    if (loopOf >= 0 && order[k + 1]?.loopOf !== loopOf) {
      const start = loopStart.get(loopOf)!;
      derived[loopOf] = {
        index: loopOf + 1,
        length: pos - start.pos,
        cumulativeLength: pos,
        altAtStart: start.alt,
        altAtEnd: alt,
        totalAngle: 0,
        headingAtEnd: heading,
        stretchId,
        stretchColor: colorOf(stretchId),
      };
    }
  }
  // rows that never appear in the expanded order (loops with no copies)
  let lastPos = 0;
  let lastAlt = num(trajectory.altitudeAtStart);
  let lastHeading = trajectory.initialHeading == null ? 90 : num(trajectory.initialHeading);
  let lastStretch = stretches[0]?.id;
  const out = derived.map((d, i) => {
    if (d) {
      lastPos = d.cumulativeLength;
      lastAlt = d.altAtEnd;
      lastHeading = d.headingAtEnd;
      lastStretch = d.stretchId;
      return d;
    }
    return {
      index: i + 1,
      length: 0,
      cumulativeLength: lastPos,
      altAtStart: lastAlt,
      altAtEnd: lastAlt,
      totalAngle: 0,
      headingAtEnd: lastHeading,
      stretchId: lastStretch,
      stretchColor: colorOf(lastStretch),
    };
  });
  return { rows: out, totalLength: pos, altitudeAtEnd: alt };
}
