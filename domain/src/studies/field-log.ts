/**
 * Field logs of a winch or pusher, as CSV text: distance and force, optionally time. Tolerant of what loggers and
 * spreadsheets write: comma, semicolon or tab separated (a tab on the first line wins, then a semicolon, else a comma),
 * quoted cells, a decimal comma when the separator is not a comma, an optional header in English, French, German or
 * Italian (units in brackets or parentheses after the name are converted: m, km, ft / N, daN, kN, lbf / s, min, h),
 * blank and `#` comment lines. Without a header the columns are distance, force, time. Every line that is not a
 * comment and cannot be read is a problem naming its line and column (1-based); the caller decides what to do.
 */

/** One reading: base units. */
export interface FieldLogPoint {
  /** m, installed length (the machine's meter counter) */
  distance: number;
  /** N */
  force: number;
  /** min, since the start */
  time?: number;
}

export type FieldLogProblemCode = 'notANumber' | 'missingValue' | 'noData' | 'tooFewPoints' | 'noColumn';

export interface FieldLogProblem {
  code: FieldLogProblemCode;
  /** 1-based line of the text (0 when the problem concerns the whole log) */
  line: number;
  /** 1-based column (cell) of the line (0 when none) */
  column: number;
  /** the column's role, when known */
  field?: 'distance' | 'force' | 'time';
}

export interface FieldLogParse {
  points: FieldLogPoint[];
  problems: FieldLogProblem[];
  /** the separator found */
  separator: ',' | ';' | '\t';
  /** whether the first data line was a header */
  header: boolean;
}

/** Header names (lower case, accents kept) of each column, en/fr/de/it. */
const NAMES: Record<'distance' | 'force' | 'time', readonly string[]> = {
  distance: ['distance', 'length', 'position', 'meter', 'metre', 'meters', 'metres', 'installed', 'longueur', 'métrage', 'metrage',
    'distanz', 'länge', 'laenge', 'strecke', 'weg', 'distanza', 'lunghezza', 'posizione', 'x', 's'],
  force: ['force', 'tension', 'pull', 'push', 'pulling force', 'pushing force', 'effort', 'traction', 'poussée', 'poussee', 'tirage',
    'kraft', 'zugkraft', 'schubkraft', 'zug', 'forza', 'tiro', 'spinta', 'forza di tiro', 'f'],
  time: ['time', 'temps', 'heure', 'durée', 'duree', 'zeit', 'dauer', 'uhrzeit', 'tempo', 'ora', 'durata', 't'],
};

const UNITS: Record<'distance' | 'force' | 'time', Record<string, number>> = {
  distance: { m: 1, km: 1000, ft: 0.3048 },
  force: { n: 1, dan: 10, kn: 1000, lbf: 4.4482216152605, kgf: 9.80665 },
  time: { s: 1 / 60, sec: 1 / 60, min: 1, h: 60 },
};

function splitLine(line: string, sep: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (c === sep && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((s) => s.trim());
}

/** A cell as a number: spaces (thousands) dropped, a decimal comma read when the separator allows it. */
function readNumber(cell: string, decimalComma: boolean): number {
  let s = cell.replace(/[\s\u00a0\u202f']/g, '');
  if (decimalComma) s = s.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return Number.NaN;
  return Number(s);
}

/** The role and unit factor of a header cell, or null when it names nothing known. */
function headerRole(cell: string, unitless: Record<'distance' | 'force' | 'time', number>): { role: 'distance' | 'force' | 'time'; factor: number } | null {
  const m = /^(.*?)\s*(?:[([]\s*([^)\]]*?)\s*[)\]])?\s*$/.exec(cell.toLowerCase());
  const name = (m?.[1] ?? '').trim();
  const unit = (m?.[2] ?? '').trim().replace(/\s/g, '');
  for (const role of ['distance', 'force', 'time'] as const) {
    if (NAMES[role].includes(name)) {
      const factor = unit === '' ? unitless[role] : UNITS[role][unit];
      return factor === undefined ? null : { role, factor };
    }
  }
  return null;
}

/** A tab if the first line has one, else a semicolon if it has one (a decimal comma is then possible), else a comma. */
const SEPARATORS = ['\t', ';', ','] as const;

export interface FieldLogUnits {
  /** base units per unit of a distance column that names no unit (default 1: m) */
  distance?: number;
  /** base units per unit of a force column that names no unit (default 1: N) */
  force?: number;
}

/**
 * Parses a field log (see the module's note). Points are sorted by distance. Columns that name no unit (or no
 * header) are read in `units` (e.g. the user's display units), else in m, N and min.
 */
export function parseFieldLog(text: string, units: FieldLogUnits = {}): FieldLogParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const first = lines.find((l) => l.trim() !== '' && !l.trim().startsWith('#')) ?? '';
  const separator = SEPARATORS.find((sep) => first.includes(sep)) ?? ',';
  const decimalComma = separator !== ',';
  const problems: FieldLogProblem[] = [];
  const points: FieldLogPoint[] = [];
  let columns: { distance: number; force: number; time: number | null } = { distance: 0, force: 1, time: 2 };
  const unitless = { distance: units.distance ?? 1, force: units.force ?? 1, time: 1 };
  let factors = unitless;
  let header = false;
  let seenData = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    const cells = splitLine(raw, separator);
    if (!seenData) {
      seenData = true;
      const roles = cells.map((c) => headerRole(c, unitless));
      const allText = cells.every((c) => Number.isNaN(readNumber(c, decimalComma)));
      if (allText) {
        header = true;
        const find = (role: 'distance' | 'force' | 'time') => roles.findIndex((r) => r?.role === role);
        const d = find('distance');
        const f = find('force');
        const t = find('time');
        if (d < 0 || f < 0) {
          // a header naming neither column: the first two columns, as without a header
          if (roles.every((r) => r === null)) {
            columns = { distance: 0, force: 1, time: cells.length > 2 ? 2 : null };
          } else {
            problems.push({ code: 'noColumn', line, column: 0, field: d < 0 ? 'distance' : 'force' });
          }
        } else {
          columns = { distance: d, force: f, time: t >= 0 ? t : null };
          factors = { distance: roles[d]!.factor, force: roles[f]!.factor, time: t >= 0 ? roles[t]!.factor : 1 };
        }
        return;
      }
      if (cells.length < 3) columns = { distance: 0, force: 1, time: null };
    }
    const read = (field: 'distance' | 'force' | 'time', at: number): number | undefined => {
      const cell = cells[at];
      if (cell === undefined || cell === '') {
        problems.push({ code: 'missingValue', line, column: at + 1, field });
        return undefined;
      }
      const v = readNumber(cell, decimalComma);
      if (!Number.isFinite(v)) {
        problems.push({ code: 'notANumber', line, column: at + 1, field });
        return undefined;
      }
      return v * factors[field];
    };
    const distance = read('distance', columns.distance);
    const force = read('force', columns.force);
    const time = columns.time === null || (cells[columns.time] ?? '') === '' ? undefined : read('time', columns.time);
    if (distance === undefined || force === undefined) return;
    points.push(time === undefined ? { distance, force } : { distance, force, time });
  });
  if (points.length === 0 && problems.length === 0) problems.push({ code: 'noData', line: 0, column: 0 });
  else if (points.length === 1 && problems.length === 0) problems.push({ code: 'tooFewPoints', line: 0, column: 0 });
  points.sort((a, b) => a.distance - b.distance);
  return { points, problems, separator, header };
}
