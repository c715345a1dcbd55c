/**
 * The im file (docs/im-format.md): a legacy trajectory as plain text, one entry per line —
 *
 *     im 1
 *     altitudeAtStart 12.5
 *     slopeBased true
 *     straight 100 2.5      (length m, slope ° — or, when not slope-based, the altitude at its end in m)
 *     curve 90 6            (horizontal angle °, radius m)
 *
 * Blank lines and lines starting with `#` are skipped; keywords are case-insensitive; values are separated by
 * spaces or tabs and use a decimal point. Settings come before the first row. Only inputs are written: the
 * derived fields (index, cumulative length, total angle, altitudes) are recomputed on reading.
 */
import { makeId } from '../section/defaults.js';
import { RouteImportError } from '../trajectory/route-import.js';
import { type LegacyProjectData, type LegacyRow, recomputeLegacyTrajectory } from './legacy-project.js';

/** The format's first line. */
export const IM_HEADER = 'im 1';

/** The most rows an im file may hold (as many as a stored legacy project). */
export const IM_MAX_ROWS = 10_000;

/** A number as written: shortest text that reads back to the same double. */
const write = (n: number): string => String(Object.is(n, -0) ? 0 : n);

/** Writes the inputs of a legacy trajectory as an im file (altitude-based straights: their altitude at the end). */
export function formatIm(data: LegacyProjectData): string {
  const derived = recomputeLegacyTrajectory(data);
  const lines = [IM_HEADER, `altitudeAtStart ${write(data.altitudeAtStart)}`, `slopeBased ${data.slopeBased ? 'true' : 'false'}`];
  derived.forEach((row) => {
    if (row.type === 'straight') {
      const third = data.slopeBased ? (row.slope ?? 0) : (row.altAtEnd ?? 0);
      lines.push(`straight ${write(row.length ?? 0)} ${write(third)}`);
    } else {
      lines.push(`curve ${write(row.angle ?? 0)} ${write(row.radius ?? 0)}`);
    }
  });
  return `${lines.join('\n')}\n`;
}

/** A finite number written with a decimal point (no empty text, no `Infinity`, no hex). */
function readNumber(text: string | undefined, line: number): number {
  if (text === undefined || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) throw new RouteImportError('badNumber', line);
  const n = Number(text);
  if (!Number.isFinite(n)) throw new RouteImportError('badNumber', line);
  return n;
}

function exactly(cells: string[], count: number, line: number): void {
  if (cells.length !== count) throw new RouteImportError('badValues', line);
}

/**
 * Reads an im file.
 * @throws RouteImportError naming the 1-based line: `badHeader`, `badLine`, `badValues`, `badNumber`, `outOfRange`; `empty`
 *   when there is no row
 */
export function parseIm(text: string): LegacyProjectData {
  const data: LegacyProjectData = { trajectory: [], slopeBased: true, altitudeAtStart: 0 };
  const straights: { row: LegacyRow; third: number; line: number }[] = [];
  let header = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.replace(/^\uFEFF/, '').trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const cells = trimmed.split(/[ \t]+/);
    const keyword = cells[0]!.toLowerCase();
    if (!header) {
      if (keyword !== 'im' || cells.length !== 2 || cells[1] !== '1') throw new RouteImportError('badHeader', line);
      header = true;
      return;
    }
    const values = cells.slice(1);
    const rowsStarted = data.trajectory.length > 0;
    if (keyword === 'altitudeatstart') {
      if (rowsStarted) throw new RouteImportError('badLine', line);
      exactly(values, 1, line);
      data.altitudeAtStart = readNumber(values[0], line);
    } else if (keyword === 'slopebased') {
      if (rowsStarted || values.length !== 1) throw new RouteImportError('badLine', line);
      const flag = values[0]!.toLowerCase();
      if (flag !== 'true' && flag !== 'false') throw new RouteImportError('badLine', line);
      data.slopeBased = flag === 'true';
    } else if (keyword === 'straight' || keyword === 'curve') {
      if (data.trajectory.length >= IM_MAX_ROWS) throw new RouteImportError('outOfRange', line);
      exactly(values, 2, line);
      const [a, b] = [readNumber(values[0], line), readNumber(values[1], line)];
      if (keyword === 'straight') {
        if (a <= 0) throw new RouteImportError('outOfRange', line);
        const row: LegacyRow = { type: 'straight', key: makeId('row'), length: a };
        data.trajectory.push(row);
        straights.push({ row, third: b, line });
      } else {
        if (b <= 0 || a < -360 || a > 360) throw new RouteImportError('outOfRange', line);
        data.trajectory.push({ type: 'curve', key: makeId('row'), angle: a, radius: b });
      }
    } else {
      throw new RouteImportError('badLine', line);
    }
  });
  if (!header) throw new RouteImportError('empty');
  if (data.trajectory.length === 0) throw new RouteImportError('empty');
  // the third value of a straight: a slope, or the altitude at its end (no farther than its length)
  let alt = data.altitudeAtStart;
  for (const { row, third, line } of straights) {
    if (data.slopeBased) {
      if (third < -90 || third > 90) throw new RouteImportError('outOfRange', line);
      row.slope = third;
    } else {
      if (Math.abs(third - alt) > (row.length ?? 0) + 1e-9) throw new RouteImportError('outOfRange', line);
      row.altAtEnd = third;
      alt = third;
    }
  }
  return data;
}
