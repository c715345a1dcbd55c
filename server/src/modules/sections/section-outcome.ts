// What a stored result says of its outcome (status, whether the cable moved).
import type { ResultsData, SimulationStatus } from '@cla/domain';
import { resultStarted } from '@cla/engine';

/** What a stored result says of its outcome (the JSON of the `results` column, or a body's `results`). */
export type StoredResults = Partial<Pick<ResultsData, 'status' | 'started' | 'messages'>>;

/** The stored result's status (the `status` column), `null` without one. */
export function statusOf(results: StoredResults | null | undefined): SimulationStatus | null {
  const status = results?.status;
  return status === 'success' || status === 'exceeded' || status === 'failed' || status === 'notStarted' ? status : null;
}

/**
 * Whether the stored result's cable moved (the `started` column, docs/simulation-api.md#response `started`): the
 * result's own `started`; a result saved before the engine said it is read as the web app reads it — a failure
 * did not start only where a force limit's message says the force needed at the launch point exceeds its rating
 * (a success moved, a run refused at the door did not). `null` without a status.
 */
export function startedOf(results: StoredResults | null | undefined): boolean | null {
  const status = statusOf(results);
  if (status === null) {
    return null;
  }
  return resultStarted({ status, started: results?.started, messages: Array.isArray(results?.messages) ? results.messages : [] });
}
