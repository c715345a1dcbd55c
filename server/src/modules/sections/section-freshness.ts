// Whether a section's stored result still belongs to its stored data.
import { resultsBasisHash, type ResultsData } from '@cla/domain';

import { parseJsonText } from '../../database/json-text.js';

/**
 * Whether the stored result still belongs to the stored data (the `stale` and `results_hash` columns), apart from
 * the result's own outcome (section-outcome.ts). `results_hash` is the digest of the data a result was computed from
 * (`resultsBasisHash`: everything the engine reads, not the name, description or display mode); `stale` is true once
 * the stored data's digest differs from it. A body's results belong to the body's data, or to the stored data when
 * the body has none; a save of data alone keeps the stored result and says whether it is stale now.
 */
export interface FreshnessColumns {
  resultsHash?: string | null;
  stale?: boolean | null;
}

/**
 * The freshness columns a save writes.
 *
 * @param results - the body's results (`undefined`: not given, the stored ones stay)
 * @param data - the data as it will be stored when the body gives data, else undefined
 * @param stored - the stored result's digest (null without one) and the stored data (JSON text) when the body gives
 *   results without data
 */
export function freshnessColumns(results: ResultsData | null | undefined, data: object | undefined, stored: { resultsHash: string | null; data?: string }): FreshnessColumns {
  if (results === null) {
    return { resultsHash: null, stale: null };
  }
  if (results !== undefined) {
    const basis = data ?? parseJsonText<Record<string, unknown>>(stored.data ?? '{}', {});
    return { resultsHash: resultsBasisHash(basis), stale: false };
  }
  if (data !== undefined && stored.resultsHash !== null) {
    return { stale: stored.resultsHash !== resultsBasisHash(data) };
  }
  return {};
}
