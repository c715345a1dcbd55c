// Whether a result failed before the cable moved, so its distance and machine force read as a start refused rather than a distance reached.
import type { ResultMessage, SimulationStatus } from '@cla/domain';
import { resultStarted, startRefused } from '@cla/engine/core';

/** What tells whether a result started: an engine answer or a saved result. */
export interface StartOutcome {
  status: SimulationStatus;
  /** the engine's `started` (absent in results saved before it existed) */
  started?: boolean | null | undefined;
  messages: readonly Pick<ResultMessage, 'code' | 'level' | 'params'>[];
}

/**
 * True when the installation failed without the cable moving (docs/simulation-api.md#response `started`): its
 * distance is then the head's starting position (free floating: the front shuttle's), not a distance reached. A
 * result saved before the engine said it tells it only by a force limit's message beyond its rating.
 */
export function cannotStart(outcome: StartOutcome): boolean {
  return outcome.status === 'failed' && !resultStarted(outcome);
}

/** The water's limits (free floating's pressure, a crest the pump cannot lift the water over, a duct's rating). */
const WATER_LIMITS: ReadonlySet<string> = new Set(['E_WATER_PRESSURE', 'E_WATER_CREST', 'E_DUCT_PRESSURE']);

/**
 * True when the machine force of a result that cannot start (`forceAtEnd`, the first progress point) is the force
 * the start would need, which the machine or the water cannot give: a force limit beyond its rating at the launch
 * point, or the water's limits there (free floating's pressure too low to move the cable: the front shuttle's pull it
 * would need; a crest or a duct rating that stops a water method at once).
 */
export function forceIsNeeded(outcome: StartOutcome): boolean {
  return cannotStart(outcome) && outcome.messages.some((m) => startRefused(m) || (m.level === 'error' && WATER_LIMITS.has(m.code)));
}

/** {@link cannotStart} of a study's row, which keeps `started` but no messages (rows stored before it: false). */
export function stuck(row: { status: SimulationStatus; started?: boolean | null | undefined }): boolean {
  return cannotStart({ status: row.status, started: row.started, messages: [] });
}
