/**
 * Legacy projects (docs/product.md#data-model "Legacy project", docs/product.md#states-and-transitions "Legacy rows"): a simple trajectory of straight and curve
 * rows, slope-based or altitude-based.
 */
import { curveAltitudeChange, curveTotalAngle } from '../trajectory/compute-trajectory.js';

/** A legacy trajectory row. Angles in degrees, lengths and altitudes in m. */
export interface LegacyRow {
  type: 'straight' | 'curve';
  /** 1-based, derived */
  index?: number;
  key: string;
  /** degree */
  slope?: number;
  /** m (straight: input; curve: derived) */
  length?: number;
  /** m, derived */
  cumulativeLength?: number;
  /** degree, horizontal turn of a curve */
  angle?: number;
  /** degree, derived 3-D deflection of a curve */
  totalAngle?: number;
  /** m */
  radius?: number;
  /** m, derived */
  altAtStart?: number;
  /** m; an input of straights when the project is not slope-based */
  altAtEnd?: number;
}

export interface LegacyProjectData {
  trajectory: LegacyRow[];
  /** true: straights carry a slope; false: straights carry the altitude at their end */
  slopeBased: boolean;
  /** m */
  altitudeAtStart: number;
}

export interface LegacyProject {
  id?: string;
  name?: string | null;
  folder?: string | null;
  owner?: string | null;
  shareToken?: string | null;
  createdAt?: string;
  updatedAt?: string;
  deleted?: boolean;
  data: LegacyProjectData;
}

/** New legacy row defaults (docs/product.md#data-model): slope 0°, length 100 m, angle 90°, totalAngle 90°, radius 6 m. */
export const LEGACY_ROW_DEFAULTS = { slope: 0, length: 100, angle: 90, totalAngle: 90, radius: 6 } as const;

export function newLegacyRow(type: 'straight' | 'curve', key: string): LegacyRow {
  const d = LEGACY_ROW_DEFAULTS;
  return type === 'straight'
    ? { type, key, slope: d.slope, length: d.length }
    : { type, key, angle: d.angle, totalAngle: d.totalAngle, radius: d.radius };
}

/**
 * The display name: the name, else 'Project#' and the last 6 characters of the id. Without either, `null`:
 * the UI shows its translated 'Unnamed project'.
 */
export function legacyDisplayName(p: Pick<LegacyProject, 'id' | 'name'>): string | null {
  if (p.name) return p.name;
  if (p.id) return `Project#${p.id.slice(-6)}`;
  return null;
}

const RAD = Math.PI / 180;
const num = (v: number | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * Recomputes a legacy trajectory: indexes, cumulative lengths, altitudes; when not slope-based the slope of a
 * straight is asin((altAtEnd − altAtStart)/length) (clamped to ±90°); a curve's total angle and length derive
 * from the slopes of the nearest straights around it, its angle and radius (same geometry as computeTrajectory).
 * In altitude-based projects a curve keeps the altitude (the user's altitudes are at the straights' ends).
 */
export function recomputeLegacyTrajectory(data: LegacyProjectData): LegacyRow[] {
  const rows = data.trajectory.map((r) => ({ ...r }));
  // first pass: slopes of straights
  let alt = num(data.altitudeAtStart);
  if (!data.slopeBased) {
    for (const r of rows) {
      if (r.type !== 'straight') continue;
      const length = num(r.length);
      const end = r.altAtEnd ?? alt;
      const ratio = length > 0 ? Math.max(-1, Math.min(1, (end - alt) / length)) : 0;
      r.slope = Math.asin(ratio) / RAD;
      alt = end;
    }
  }
  const slopeNear = (i: number, step: -1 | 1): number | undefined => {
    for (let j = i + step; j >= 0 && j < rows.length; j += step) if (rows[j]!.type === 'straight') return num(rows[j]!.slope);
    return undefined;
  };
  let pos = 0;
  alt = num(data.altitudeAtStart);
  rows.forEach((r, i) => {
    r.index = i + 1;
    r.altAtStart = alt;
    if (r.type === 'straight') {
      const length = Math.max(0, num(r.length));
      pos += length;
      alt = data.slopeBased ? alt + length * Math.sin(num(r.slope) * RAD) : (r.altAtEnd ?? alt);
    } else {
      let a1 = slopeNear(i, -1);
      let a2 = slopeNear(i, 1);
      a1 ??= a2 ?? 0;
      a2 ??= a1;
      const theta = curveTotalAngle(a1, a2, num(r.angle));
      const radius = Math.max(0, num(r.radius));
      r.totalAngle = theta;
      r.length = radius * theta * RAD;
      pos += r.length;
      // altitude-based projects give the altitudes at the straights' ends; curves then keep the altitude
      if (theta > 1e-9 && data.slopeBased) alt += curveAltitudeChange(radius, theta, a1, a2);
    }
    r.altAtEnd = alt;
    r.cumulativeLength = pos;
  });
  return rows;
}

/** Saving a legacy project patches it when its id exists and does not start with `new`, otherwise posts it (docs/product.md#states-and-transitions). */
export function legacySaveMethod(p: Pick<LegacyProject, 'id'>): 'PATCH' | 'POST' {
  return p.id && !p.id.startsWith('new') ? 'PATCH' : 'POST';
}
