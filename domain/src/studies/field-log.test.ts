// The field log parser: separators, decimal comma, headers in four languages with units, no header, quoted cells,
// comments, and bad lines reported with their line and column.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFieldLog } from './field-log.js';

describe('parseFieldLog', () => {
  it('reads comma separated values without header (distance, force, time)', () => {
    const r = parseFieldLog('0,10,0\n10.5,120,1.5\n20,250,3\n');
    expect(r.separator).toBe(',');
    expect(r.header).toBe(false);
    expect(r.problems).toEqual([]);
    expect(r.points).toEqual([
      { distance: 0, force: 10, time: 0 },
      { distance: 10.5, force: 120, time: 1.5 },
      { distance: 20, force: 250, time: 3 },
    ]);
  });

  it('reads semicolons and tabs with a decimal comma, and headers in French, German, Italian with units', () => {
    const fr = parseFieldLog('Distance (m);Force (kN);Temps (s)\r\n0;0,5;0\r\n12,5;1,25;60\r\n');
    expect(fr.separator).toBe(';');
    expect(fr.header).toBe(true);
    expect(fr.points).toEqual([{ distance: 0, force: 500, time: 0 }, { distance: 12.5, force: 1250, time: 1 }]);
    const de = parseFieldLog('Zeit [min]\tLänge [m]\tZugkraft [daN]\n1\t5\t30\n2\t10\t45,5\n');
    expect(de.separator).toBe('\t');
    expect(de.points).toEqual([{ distance: 5, force: 300, time: 1 }, { distance: 10, force: 455, time: 2 }]);
    const it_ = parseFieldLog('forza;distanza\n100;0\n200;50\n');
    expect(it_.points).toEqual([{ distance: 0, force: 100 }, { distance: 50, force: 200 }]);
    const us = parseFieldLog('Distance (ft),Pull (lbf)\n100,1000\n');
    expect(us.points[0]!.distance).toBeCloseTo(30.48, 10);
    expect(us.points[0]!.force).toBeCloseTo(4448.2216152605, 8);
  });

  it('reads columns that name no unit in the units given (e.g. ft and kN)', () => {
    const r = parseFieldLog('distance;force (N)\n10;500\n', { distance: 0.3048, force: 1000 });
    expect(r.points[0]!.distance).toBeCloseTo(3.048, 12);
    expect(r.points[0]!.force).toBe(500);
    expect(parseFieldLog('10;2\n20;3\n', { force: 1000 }).points).toEqual([{ distance: 10, force: 2000 }, { distance: 20, force: 3000 }]);
  });

  it('skips blank and comment lines, reads quoted cells and thousands spaces, sorts by distance', () => {
    const r = parseFieldLog('\uFEFF# winch W12, 2026-05-04\n\n"distance";"force"\n"20";"1 250,5"\n10;"800"\n\n');
    expect(r.problems).toEqual([]);
    expect(r.points).toEqual([{ distance: 10, force: 800 }, { distance: 20, force: 1250.5 }]);
  });

  it('names the line and column of every bad cell, and keeps the good lines', () => {
    const r = parseFieldLog('distance;force\n0;10\n5;abc\n;20\n15;30\n20\n');
    expect(r.points).toEqual([{ distance: 0, force: 10 }, { distance: 15, force: 30 }]);
    expect(r.problems).toEqual([
      { code: 'notANumber', line: 3, column: 2, field: 'force' },
      { code: 'missingValue', line: 4, column: 1, field: 'distance' },
      { code: 'missingValue', line: 6, column: 2, field: 'force' },
    ]);
  });

  it('reports an empty log, a single reading, a header without force, and an unknown unit', () => {
    expect(parseFieldLog('').problems).toEqual([{ code: 'noData', line: 0, column: 0 }]);
    expect(parseFieldLog('# nothing\n').problems[0]!.code).toBe('noData');
    expect(parseFieldLog('1;2\n').problems).toEqual([{ code: 'tooFewPoints', line: 0, column: 0 }]);
    expect(parseFieldLog('distance;speed\n1;2\n').problems[0]).toEqual({ code: 'noColumn', line: 1, column: 0, field: 'force' });
    expect(parseFieldLog('distance (yd);force (N)\n1;2\n').problems[0]).toMatchObject({ code: 'noColumn', field: 'distance' });
    // a header naming no known column: read as distance, force
    expect(parseFieldLog('a;b\n1;2\n3;4\n').points).toEqual([{ distance: 1, force: 2 }, { distance: 3, force: 4 }]);
  });

  it('reads back any log it could have written, in any separator (fast-check)', () => {
    const point = fc.record({
      distance: fc.double({ min: 0, max: 1e4, noNaN: true }),
      force: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 30 }), fc.constantFrom(',', ';', '\t'), fc.boolean(), (points, sep, header) => {
        const cell = (v: number) => (sep === ',' ? String(v) : String(v).replace('.', ','));
        const text = (header ? `distance${sep}force\n` : '') + points.map((p) => `${cell(p.distance)}${sep}${cell(p.force)}`).join('\n');
        const r = parseFieldLog(text);
        expect(r.problems).toEqual([]);
        expect(r.points).toEqual([...points].map((p) => ({ distance: p.distance + 0, force: p.force + 0 })).sort((a, b) => a.distance - b.distance));
      }),
      { numRuns: 300, seed: 5 },
    );
  });
});
