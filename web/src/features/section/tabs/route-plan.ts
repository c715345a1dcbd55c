import type { DerivedRow, SectionTrajectoryRow } from '@cla/domain';

const RAD = Math.PI / 180;

/**
 * A plan-view polyline (x east, y north, metres) of the route from the derived rows: each row's horizontal
 * length (length × cos slope) walked along the heading, curves as arcs from the previous heading to the
 * row's end heading (10 points per curve). A sketch for the table's side: loops are drawn once, their
 * length at their end heading; the engine's route is the reference for numbers.
 */
export function planPolyline(rows: readonly SectionTrajectoryRow[], derived: readonly DerivedRow[], initialHeading: number): { x: number[]; y: number[] } {
  const x = [0];
  const y = [0];
  let heading = Number.isFinite(initialHeading) ? initialHeading : 90;
  rows.forEach((row, index) => {
    const d = derived[index];
    if (!d) return;
    const slope = row.type === 'straight' && typeof row.slope === 'number' ? row.slope : 0;
    const horizontal = d.length * Math.cos(slope * RAD);
    const end = Number.isFinite(d.headingAtEnd) ? d.headingAtEnd : heading;
    const steps = row.type === 'curve' || row.type === 'curveOnRollers' ? 10 : 1;
    let turn = end - heading;
    if (turn > 180) turn -= 360;
    if (turn < -180) turn += 360;
    for (let k = 1; k <= steps; k++) {
      const h = (heading + (turn * (k - 0.5)) / steps) * RAD;
      const px = x[x.length - 1] ?? 0;
      const py = y[y.length - 1] ?? 0;
      // compass bearing: 0 = north, 90 = east
      x.push(px + (horizontal / steps) * Math.sin(h));
      y.push(py + (horizontal / steps) * Math.cos(h));
    }
    heading = end;
  });
  return { x, y };
}
