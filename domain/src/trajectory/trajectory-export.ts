// The product's own exports of a trajectory (JSON, CSV) and what reads them back, with rows pasted from a spreadsheet.
import { makeId } from '../section/defaults.js';
import type { SectionTrajectoryRow, TrajectoryData } from '../section/types.js';
import { fromDisplay, type UnitSystem } from '../units/unit-systems.js';
import { RouteImportError } from './route-points.js';

/** The file format of the product's trajectory export. */
export const TRAJECTORY_EXPORT_FORMAT = 'cla-trajectory';

/** The product's own JSON export of a trajectory (rows keep only their type's fields). */
export function exportTrajectoryJson(trajectory: TrajectoryData): string {
  return `${JSON.stringify({ format: TRAJECTORY_EXPORT_FORMAT, version: 1, ...trajectory }, null, 2)}\n`;
}

const ROW_TYPES = new Set(['straight', 'curve', 'curveOnRollers', 'pusher', 'loop', 'stretch']);

/** Reads the product's JSON export (or a bare `{ rows }`); rows get fresh keys so they never collide. */
export function importTrajectoryJson(text: string): TrajectoryData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RouteImportError('badFormat');
  }
  const data = parsed as Partial<TrajectoryData> & { format?: unknown };
  if (typeof data !== 'object' || data === null || !Array.isArray(data.rows)) throw new RouteImportError('badFormat');
  const rows = data.rows.filter((row): row is SectionTrajectoryRow => typeof row === 'object' && row !== null && ROW_TYPES.has((row as SectionTrajectoryRow).type));
  if (rows.length === 0) throw new RouteImportError('empty');
  const number = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    altitudeAtStart: number(data.altitudeAtStart, 0),
    initialHeading: number(data.initialHeading, 90),
    rows: rows.map((row) => ({ ...row, key: makeId('row') })),
  };
}

const CSV_COLUMNS = ['type', 'slope', 'length', 'angle', 'radius', 'pushForce', 'dupSegments', 'loopCount', 'stretch'] as const;

/** A CSV of the rows (base units: degrees, metres, newtons), one row per line, for spreadsheets. */
export function exportTrajectoryCsv(trajectory: TrajectoryData): string {
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    const text = String(value);
    return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [CSV_COLUMNS.join(','), ...trajectory.rows.map((row) => CSV_COLUMNS.map((column) => cell(row[column])).join(','))];
  return `${lines.join('\n')}\n`;
}

/**
 * Rows pasted from a spreadsheet (tab- or semicolon-separated, decimal comma accepted): either with the
 * CSV export's header (base units, as exported: metres, degrees, newtons), or bare `type length slope` / `length slope`
 * lines (a line without a type is a straight; `curve angle radius` for curves) whose lengths and radii are in the
 * units the table shows in `system` (feet in US units), as the user typed them beside it.
 */
export function parsePastedRows(text: string, system: UnitSystem = 'std'): SectionTrajectoryRow[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length === 0) throw new RouteImportError('empty');
  // tabs from a spreadsheet, else semicolons, else the CSV export's commas
  const split = (line: string): string[] => line.split(line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',').map((cell) => cell.trim());
  const value = (cell: string | undefined): number | undefined => {
    if (cell === undefined || cell === '') return undefined;
    const n = Number(cell.replace(',', '.'));
    return Number.isFinite(n) ? n : undefined;
  };
  const header = split(lines[0]!).map((cell) => cell.toLowerCase());
  const rows: SectionTrajectoryRow[] = [];
  if (header.includes('type')) {
    lines.slice(1).forEach((line, index) => {
      const cells = split(line);
      const type = cells[header.indexOf('type')] as SectionTrajectoryRow['type'];
      if (!ROW_TYPES.has(type)) throw new RouteImportError('badFormat', index + 2);
      const row: SectionTrajectoryRow = { key: makeId('row'), type };
      for (const column of CSV_COLUMNS) {
        const at = header.indexOf(column.toLowerCase());
        if (column === 'type' || at < 0) continue;
        if (column === 'stretch') {
          if (cells[at]) row.stretch = cells[at] ?? null;
          continue;
        }
        const n = value(cells[at]);
        if (n !== undefined) row[column] = n;
      }
      rows.push(row);
    });
    return rows;
  }
  lines.forEach((line, index) => {
    const cells = line.split(/\t|;|\s+/).filter((cell) => cell !== '');
    const first = cells[0]?.toLowerCase();
    if (first === 'curve' || first === 'curveonrollers') {
      const angle = value(cells[1]);
      const shownRadius = value(cells[2]);
      const radius = shownRadius === undefined ? undefined : fromDisplay(shownRadius, 'length', system);
      if (angle === undefined) throw new RouteImportError('badNumber', index + 1);
      rows.push({ key: makeId('row'), type: first === 'curve' ? 'curve' : 'curveOnRollers', angle, ...(radius !== undefined && { radius }) });
      return;
    }
    const offset = first === 'straight' ? 1 : 0;
    const shownLength = value(cells[offset]);
    const slope = value(cells[offset + 1]) ?? 0;
    if (shownLength === undefined) throw new RouteImportError('badNumber', index + 1);
    const length = fromDisplay(shownLength, 'length', system);
    rows.push({ key: makeId('row'), type: 'straight', length, slope });
  });
  return rows;
}
