import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RouteImportError } from '../trajectory/route-import.js';
import { formatIm, parseIm } from './im-format.js';
import { type LegacyProjectData, recomputeLegacyTrajectory } from './legacy-project.js';
import { legacyData } from '../test-support/legacy-arbitraries.js';

/** The derived rows without their keys (JSON: −0 and 0 are the same value in a file). */
const withoutKeys = (data: LegacyProjectData): unknown => JSON.parse(JSON.stringify(recomputeLegacyTrajectory(data).map(({ key: _key, ...rest }) => rest)));

function failure(text: string): { reason: string; line: number | undefined } {
  try {
    parseIm(text);
  } catch (error) {
    if (error instanceof RouteImportError) return { reason: error.reason, line: error.line };
    throw error;
  }
  throw new Error('parsed');
}

describe('im files (docs/im-format.md)', () => {
  it('reads the documented example', () => {
    const data = parseIm('# a quay route\nim 1\naltitudeAtStart 12.5\nslopeBased true\n\nstraight 100 2.5\nCURVE 90 6\nstraight\t40\t-1e0\n');
    expect(data.altitudeAtStart).toBe(12.5);
    expect(data.slopeBased).toBe(true);
    expect(data.trajectory.map(({ key: _key, ...row }) => row)).toEqual([
      { type: 'straight', length: 100, slope: 2.5 },
      { type: 'curve', angle: 90, radius: 6 },
      { type: 'straight', length: 40, slope: -1 },
    ]);
    expect(new Set(data.trajectory.map((row) => row.key)).size).toBe(3);
  });

  it('altitude-based files give the altitude at each straight’s end; defaults are slope-based from 0 m', () => {
    const data = parseIm('im 1\nslopeBased false\nstraight 200 100\ncurve -45 20\nstraight 100 50\n');
    expect(data.trajectory.map((row) => row.altAtEnd)).toEqual([100, undefined, 50]);
    expect(recomputeLegacyTrajectory(data)[0]!.slope).toBeCloseTo(30, 9);
    expect(parseIm('im 1\nstraight 5 0\r\n')).toMatchObject({ slopeBased: true, altitudeAtStart: 0 });
  });

  it('writes what it reads: the written file of a parsed file is the same text', () => {
    const text = 'im 1\naltitudeAtStart -3.25\nslopeBased false\nstraight 100 10\ncurve 30 6\nstraight 50 0\n';
    expect(formatIm(parseIm(text))).toBe(text);
  });

  it('property: round trip of random trajectories, slope- or altitude-based, keeps every derived value exactly', () => {
    fc.assert(
      fc.property(fc.boolean().chain(legacyData), (data) => {
        const back = parseIm(formatIm(data));
        expect(back.slopeBased).toBe(data.slopeBased);
        expect(back.altitudeAtStart === data.altitudeAtStart).toBe(true);
        expect(withoutKeys(back)).toEqual(withoutKeys(data));
        expect(formatIm(back)).toBe(formatIm(data));
      }),
      { numRuns: 300 },
    );
  });

  it('property: altitude-based round trip (each straight ends within its length of where it starts)', () => {
    fc.assert(
      fc.property(legacyData(true), (sloped) => {
        let alt = sloped.altitudeAtStart;
        const data: LegacyProjectData = {
          slopeBased: false,
          altitudeAtStart: sloped.altitudeAtStart,
          trajectory: sloped.trajectory.map((row) => {
            if (row.type !== 'straight') return row;
            alt += row.length! * Math.sin((row.slope! * Math.PI) / 180);
            return { type: 'straight', key: row.key, length: row.length, altAtEnd: alt };
          }),
        };
        const back = parseIm(formatIm(data));
        expect(withoutKeys(back)).toEqual(withoutKeys(data));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses bad files with the reason and the line', () => {
    expect(failure('')).toEqual({ reason: 'empty', line: undefined });
    expect(failure('# only a comment\n')).toEqual({ reason: 'empty', line: undefined });
    expect(failure('im 1\naltitudeAtStart 3\n')).toEqual({ reason: 'empty', line: undefined });
    expect(failure('straight 100 0\n')).toEqual({ reason: 'badHeader', line: 1 });
    expect(failure('\n\nim 2\nstraight 100 0\n')).toEqual({ reason: 'badHeader', line: 3 });
    expect(failure('im 1\nstraight 100 0\nbend 90 6\n')).toEqual({ reason: 'badLine', line: 3 });
    expect(failure('im 1\nstraight 100 0\nslopeBased false\n')).toEqual({ reason: 'badLine', line: 3 });
    expect(failure('im 1\nslopeBased maybe\n')).toEqual({ reason: 'badLine', line: 2 });
    expect(failure('im 1\nstraight 100,5 0\n')).toEqual({ reason: 'badNumber', line: 2 });
    expect(failure('im 1\nstraight 100\n')).toEqual({ reason: 'badValues', line: 2 });
    expect(failure('im 1\ncurve 90 6 7\n')).toEqual({ reason: 'badValues', line: 2 });
    expect(failure('im 1\naltitudeAtStart\n')).toEqual({ reason: 'badValues', line: 2 });
    expect(failure('im 1\ncurve Infinity 6\n')).toEqual({ reason: 'badNumber', line: 2 });
    expect(failure('im 1\naltitudeAtStart 0x10\n')).toEqual({ reason: 'badNumber', line: 2 });
    expect(failure('im 1\nstraight 0 0\n')).toEqual({ reason: 'outOfRange', line: 2 });
    expect(failure('im 1\nstraight 10 91\n')).toEqual({ reason: 'outOfRange', line: 2 });
    expect(failure('im 1\ncurve 90 0\n')).toEqual({ reason: 'outOfRange', line: 2 });
    expect(failure('im 1\nslopeBased false\nstraight 10 5\n\nstraight 10 16\n')).toEqual({ reason: 'outOfRange', line: 5 });
  });

  it('property: arbitrary text either parses to finite rows or fails with a RouteImportError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.boolean(), (text, withHeader) => {
        try {
          const data = parseIm(withHeader ? `im 1\n${text}` : text);
          for (const row of recomputeLegacyTrajectory(data)) expect(Number.isFinite(row.cumulativeLength)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(RouteImportError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
