// The results saved with a section, taken from the engine's answer.
import type { ResultsData } from '@cla/domain';
import type { CalculateResponse } from '@cla/engine';

/** A message's params the server stores: texts and finite numbers (a non-finite number would refuse the save). */
function storableParams(params: Readonly<Record<string, string | number>> | undefined): Record<string, string | number> | undefined {
  if (!params) return undefined;
  const kept = Object.entries(params).filter(([, value]) => typeof value === 'string' || Number.isFinite(value));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The results stored with a section, from an engine answer (docs/product.md#data-model "results"). */
export function resultsOf(response: CalculateResponse): ResultsData {
  return {
    status: response.status,
    started: response.started,
    distance: response.distance,
    duration: response.duration,
    forceAtEnd: response.forceAtEnd,
    waterFlow: response.waterFlow,
    waterQuantity: response.waterQuantity,
    maxDistance: response.maxDistance,
    exceeded: response.exceeded,
    // with their params: the saved result then says each message in the reader's language and units
    messages: response.messages.map(({ code, level, title, message, params }) => {
      const kept = storableParams(params);
      return { code, level, title, message, ...(kept ? { params: kept } : {}) };
    }),
  };
}
