/** fast-check generators of valid sections (tests only). */
import fc from 'fast-check';
import type { SectionData, SectionTrajectoryRow } from '../section/types.js';
import { METHODS } from '../rules/laying-methods.js';
import { validSection } from './fixtures.js';

const rowsArb = fc
  .array(
    fc.record({
      length: fc.double({ min: 1, max: 2000, noNaN: true }),
      slope: fc.double({ min: -30, max: 30, noNaN: true }),
      angle: fc.double({ min: -180, max: 180, noNaN: true }),
      radius: fc.double({ min: 1, max: 100, noNaN: true }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => {
    const rows: SectionTrajectoryRow[] = [];
    parts.forEach((p, i) => {
      if (i > 0) rows.push({ key: `c${i}`, type: 'curve', angle: p.angle, radius: p.radius });
      rows.push({ key: `s${i}`, type: 'straight', slope: p.slope, length: p.length });
    });
    return rows;
  });

/** A section that passes every error-level rule (warnings may remain), for any laying method. */
export const validSectionArb: fc.Arbitrary<SectionData> = fc
  .record({
    method: fc.constantFrom(...METHODS),
    displayMode: fc.constantFrom('simple' as const, 'expert' as const),
    cableDiameter: fc.double({ min: 5, max: 30, noNaN: true }),
    innerFactor: fc.double({ min: 1.2, max: 3, noNaN: true }),
    wallFactor: fc.double({ min: 1.1, max: 1.4, noNaN: true }),
    count: fc.integer({ min: 1, max: 4 }),
    twisted: fc.boolean(),
    oneForEach: fc.boolean(),
    serieCount: fc.integer({ min: 1, max: 3 }),
    cof: fc.double({ min: 0.05, max: 0.6, noNaN: true }),
    maxPullingForce: fc.double({ min: 100, max: 50_000, noNaN: true }),
    lubricant: fc.constantFrom('no' as const, 'yes' as const, 'lubricator' as const),
    rows: rowsArb,
    manualSpeed: fc.option(fc.double({ min: 1, max: 100, noNaN: true }), { nil: null }),
  })
  .map((g) => {
    const s = validSection(g.method);
    s.general.displayMode = g.displayMode;
    s.equipment.serieCount = g.serieCount;
    s.equipment.lubricant = g.lubricant;
    s.cable.outerDiameter = g.cableDiameter;
    s.cable.count = g.count;
    s.cable.twisted = g.twisted;
    s.cable.parallelLayout = g.oneForEach ? 'oneForEach' : 'oneForAll';
    s.cable.maxPullingForce = g.maxPullingForce;
    const bundle = g.count === 1 ? 1 : g.count === 2 ? 2 : g.count === 3 ? 2.1547 : 2.4142;
    const inner = g.cableDiameter * Math.max(g.innerFactor, bundle * 1.01);
    Object.assign(s.stretches.rows[0]!, { innerDiameter: inner, outerDiameter: inner * g.wallFactor, cof: g.cof });
    s.trajectory.rows = g.rows;
    s.settings.layingSpeed = g.manualSpeed;
    return s;
  });
