// Reads the trajectory solver's output: each route row's derived lengths, altitudes and angles, and the route in 3-D.
import type { TrajectorySolution } from './contract.js';
import type { RequestIssue } from './request.js';
import { DEG } from './units.js';

/** Mirror of assembly/route/trajectory.ts. */
const TR = { CUMULATIVE_LENGTH: 0, ALT_AT_START: 1, ALT_AT_END: 2, TOTAL_ANGLE: 3, LENGTH: 4, STRETCH: 5, START: 6, SIZE: 7 };
const TR_HEADER = 3;

function finite(v: number | undefined): number {
  return v !== undefined && Number.isFinite(v) ? v : 0;
}

/** Reads the solver's output buffer; `stretchIds` maps stretch indexes back to ids. */
export function decodeTrajectory(out: Float64Array, stretchIds: (string | null)[], issues: RequestIssue[]): TrajectorySolution {
  const n = finite(out[0]);
  const m = finite(out[1]);
  const rows = [];
  for (let i = 0; i < n; i++) {
    const b = TR_HEADER + i * TR.SIZE;
    const at = (k: number) => finite(out[b + k]);
    rows.push({
      index: i,
      start: at(TR.START),
      cumulativeLength: at(TR.CUMULATIVE_LENGTH),
      altAtStart: at(TR.ALT_AT_START),
      altAtEnd: at(TR.ALT_AT_END),
      totalAngle: at(TR.TOTAL_ANGLE) / DEG,
      length: at(TR.LENGTH),
      stretchId: stretchIds[at(TR.STRETCH)] ?? null,
    });
  }
  const o = TR_HEADER + n * TR.SIZE;
  // plain loops into preallocated arrays: Array.from with a mapper costs ~10× more on a 1000-row route
  const arr = (k: number): number[] => {
    const a = new Array<number>(m);
    const from = o + k * m;
    for (let i = 0; i < m; i++) {
      const v = out[from + i]!;
      a[i] = v - v === 0 ? v : 0;
    }
    return a;
  };
  return { rows, route: { s: arr(0), x: arr(1), y: arr(2), z: arr(3) }, length: finite(out[2]), issues };
}
