// The kinds of study of the Studies tab and a finished study's result, whether it ran in the browser or on the server.
import type { CalibrationResult, CofUncertaintyResult, EquipmentSizingResult, FieldLogPoint, MethodComparisonResult, PlacementResult } from '@cla/domain';
import type { StudyKindName } from '@cla/domain/api';

/** The studies of the tab, in its order. */
export const KINDS = ['methods', 'cof', 'placement', 'sizing', 'calibration'] as const;
export type Kind = (typeof KINDS)[number];

/** A placement as the views draw it: the margin and clearance it kept are absent from one stored before they existed. */
export type ShownPlacement = Omit<PlacementResult, 'forceMargin' | 'bendClearance'> & Partial<Pick<PlacementResult, 'forceMargin' | 'bendClearance'>>;

/** A finished study, in the browser or on the server: what the result views draw. */
export type Outcome =
  | { kind: 'methods'; result: MethodComparisonResult }
  | { kind: 'cof'; result: Omit<CofUncertaintyResult, 'samples'> }
  | { kind: 'placement'; result: ShownPlacement; machine: 'pusher' | 'pit' }
  | { kind: 'sizing'; result: EquipmentSizingResult; names: Record<string, string> }
  | { kind: 'calibration'; result: CalibrationResult; log: FieldLogPoint[] };

/** The server's name of each kind of the tab (`POST /api/studies` `kind`). */
export const SERVER_KIND: Record<Kind, StudyKindName> = { methods: 'methods', cof: 'cof', placement: 'pushers', sizing: 'equipment', calibration: 'calibration' };

/** The tab's kind of a server study kind, or null for a kind this app does not know. */
export function kindOfServer(kind: string): Kind | null {
  return KINDS.find((k) => SERVER_KIND[k] === kind) ?? null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every(isNumber);
const isPercentiles = (v: unknown): boolean => isObject(v) && isNumber(v.p10) && isNumber(v.p50) && isNumber(v.p90);
/** Why a stored placement stopped short; a result stored before it was said is read as stopped by the spacing. */
const stopOf = (r: Record<string, unknown>): PlacementResult['stoppedBy'] =>
  r.reachesEnd === true ? null : r.stoppedBy === 'maxMachines' || r.stoppedBy === 'bend' || r.stoppedBy === 'limit' ? r.stoppedBy : 'spacing';
/** The margin and clearance a stored placement kept (none before they existed). */
const rulesOf = (r: Record<string, unknown>): Partial<Pick<PlacementResult, 'forceMargin' | 'bendClearance'>> => ({
  ...(isNumber(r.forceMargin) ? { forceMargin: r.forceMargin } : {}),
  ...(isNumber(r.bendClearance) ? { bendClearance: r.bendClearance } : {}),
});
const isPoints = (v: unknown): v is FieldLogPoint[] => Array.isArray(v) && v.every((p) => isObject(p) && isNumber(p.distance) && isNumber(p.force));

/**
 * The outcome of a study stored on the server (`GET /api/studies`: kind, result, options) or carried by a share
 * answer, as the result views draw it; null when the result is missing or not of the shape its kind answers, so that
 * a view never reads a field that is not there.
 */
export function outcomeOfStored(study: { kind: string; result: unknown; options?: unknown }): Outcome | null {
  const r = study.result;
  if (!isObject(r)) return null;
  switch (kindOfServer(study.kind)) {
    case 'methods':
      return Array.isArray(r.methods) && isNumber(r.routeLength) ? { kind: 'methods', result: { rows: r.methods as MethodComparisonResult['rows'], routeLength: r.routeLength } } : null;
    case 'placement':
      return (r.machine === 'pusher' || r.machine === 'pit') && isNumbers(r.positions) && isNumbers(r.reaches) && typeof r.reachesEnd === 'boolean'
        ? { kind: 'placement', machine: r.machine, result: { positions: r.positions, reaches: r.reaches, reachesEnd: r.reachesEnd, stuckAt: isNumber(r.stuckAt) ? r.stuckAt : null, stoppedBy: stopOf(r), ...rulesOf(r) } }
        : null;
    case 'cof':
      return isNumber(r.runs) && isPercentiles(r.distance) && isNumber(r.reachProbability) && isObject(r.forceBands) && isNumbers(r.forceBands.position)
        ? { kind: 'cof', result: r as unknown as Omit<CofUncertaintyResult, 'samples'> }
        : null;
    case 'sizing':
      return isNumber(r.margin) && Array.isArray(r.kinds) && Array.isArray(r.choices) && isObject(r.smallest)
        ? { kind: 'sizing', names: {}, result: r as unknown as EquipmentSizingResult }
        : null;
    case 'calibration': {
      if (!isNumber(r.cof) || !isNumber(r.rms) || !isPoints(r.fit)) return null;
      const options = isObject(study.options) ? study.options : {};
      const log = isPoints(options.log) ? options.log : isPoints(r.log) ? r.log : [];
      return { kind: 'calibration', log, result: r as unknown as CalibrationResult };
    }
    default:
      return null;
  }
}

/** A finished study as a report or a share answer carries it. */
export interface FinishedStudy {
  kind: string;
  result: unknown;
  options?: unknown;
  finishedAt: string | null;
}

/**
 * The latest finished (done) study of each kind, in the tab's order of kinds (kinds this app does not know left
 * out): what the report and the share page show.
 */
export function latestFinished(studies: readonly { kind: string; status?: string; result: unknown; options?: unknown; finishedAt: string | null }[]): FinishedStudy[] {
  const latest = new Map<Kind, FinishedStudy>();
  for (const study of studies) {
    const kind = kindOfServer(study.kind);
    if (!kind || (study.status !== undefined && study.status !== 'done') || study.result == null) continue;
    const known = latest.get(kind);
    if (!known || (study.finishedAt ?? '') > (known.finishedAt ?? '')) latest.set(kind, { kind: study.kind, result: study.result, options: study.options, finishedAt: study.finishedAt });
  }
  return KINDS.flatMap((k) => latest.get(k) ?? []);
}
