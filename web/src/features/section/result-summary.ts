// The live result in brief for the section editor: the figures of the latest answer, or which inputs stop the calculation.
import { groupOf, peakCableForce, type Group, type LayingMethod, type ValidationIssue } from '@cla/domain';
import type { CalculateResponse, ExceededLimit, SimulationStatus } from '@cla/engine';
import { cannotStart, forceIsNeeded } from '../../lib/cannot-start.ts';
import type { LiveResult } from './state/atoms.ts';

/** An input that stops the calculation: where it is (tab group, field path) and whether it is only missing. */
export interface BlockingInput {
  group: Group;
  path: string;
  missing: boolean;
}

/** The figures of the compact result, in base units; `null` when the engine gave no finite value. */
export interface ResultFigures {
  status: SimulationStatus;
  /** the installation failed without the cable moving: `distance` is the head's starting position (lib/cannot-start.ts) */
  cannotStart: boolean;
  /** N, the machine force the start would need (not a force exerted) when the cable cannot start; else null */
  forceNeeded: number | null;
  /** m, along this route */
  distance: number | null;
  /** m, the route continued straight */
  maxDistance: number | null;
  /** min */
  duration: number | null;
  /** N, the largest cable force (tension or compression) of the installation (`peakCableForce`); null when it cannot start */
  peakForce: number | null;
  limitedBy: { code: string; position: number | null } | null;
  /** every limit exceeded (status `exceeded` when the cable reached the end): which, where, by how much */
  exceeded: ExceededLimit[];
  /** what ended the max distance (the engine's `maxDistanceLimitedBy`); undefined in results kept from before it */
  maxDistanceLimitedBy?: { code: string; position: number | null } | null;
  /** the max-distance search reached its cap (data.maxDistance): the cable would go further */
  maxDistanceCapped?: boolean;
}

/** What the compact result shows. */
export type ResultSummary =
  | { kind: 'blocked'; inputs: BlockingInput[] }
  | { kind: 'unavailable' }
  | { kind: 'waiting' }
  | { kind: 'figures'; figures: ResultFigures; running: boolean };

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Rules that only say a value is still missing (the rest say a value is wrong). */
const MISSING_RULES = new Set(['required', 'notEmpty']);

/** The error-level issues that stop the calculation, one per field, in tab order. */
export function blockingInputs(issues: readonly ValidationIssue[]): BlockingInput[] {
  const seen = new Set<string>();
  const out: BlockingInput[] = [];
  for (const issue of issues) {
    if (issue.level !== 'error' || seen.has(issue.path)) continue;
    seen.add(issue.path);
    out.push({ group: groupOf(issue.path), path: issue.path, missing: MISSING_RULES.has(issue.key.split('.').pop() ?? '') });
  }
  return out;
}

/** What ended an answer's max distance: its limit, or the search cap (I_MAX_DISTANCE_CAPPED). */
export function maxDistanceEnd(response: Pick<CalculateResponse, 'maxDistanceLimitedBy' | 'messages'>): Pick<ResultFigures, 'maxDistanceLimitedBy' | 'maxDistanceCapped'> {
  const limit = response.maxDistanceLimitedBy;
  return {
    maxDistanceLimitedBy: limit === undefined ? undefined : limit && { code: limit.code, position: finite(limit.position) },
    maxDistanceCapped: response.messages.some((m) => m.code === 'I_MAX_DISTANCE_CAPPED'),
  };
}

/** The figures of an engine answer for a section laid by `method`, every non-finite number replaced by null. */
export function figuresOf(response: CalculateResponse, method: LayingMethod | null | undefined): ResultFigures {
  const notStarted = cannotStart(response);
  return {
    status: response.status,
    cannotStart: notStarted,
    forceNeeded: forceIsNeeded(response) ? finite(response.forceAtEnd) : null,
    distance: finite(response.distance),
    maxDistance: finite(response.maxDistance),
    duration: finite(response.duration),
    // a cable that did not start carried no installation's force: its machine's figure is a need (forceNeeded)
    peakForce: notStarted ? null : peakCableForce(method, response),
    limitedBy: response.limitedBy ? { code: response.limitedBy.code, position: finite(response.limitedBy.position) } : null,
    exceeded: response.exceeded ?? [],
    ...maxDistanceEnd(response),
  };
}

/** The compact result of the live calculation: why there is none yet, or the newest figures. */
export function resultSummary(live: LiveResult, issues: readonly ValidationIssue[], method: LayingMethod | null | undefined): ResultSummary {
  switch (live.state) {
    case 'blocked':
      return { kind: 'blocked', inputs: blockingInputs(issues) };
    case 'unavailable':
      return { kind: 'unavailable' };
    case 'running':
      return live.previous ? { kind: 'figures', figures: figuresOf(live.previous, method), running: true } : { kind: 'waiting' };
    case 'done':
      return { kind: 'figures', figures: figuresOf(live.response, method), running: false };
  }
}
