import type { ResultsData } from '@cla/domain';
import type { CalculateResponse } from '@cla/engine';

/** The results stored with a section, from an engine answer (docs/product.md#data-model "results"). */
export function resultsOf(response: CalculateResponse): ResultsData {
  return {
    status: response.status,
    distance: response.distance,
    duration: response.duration,
    forceAtEnd: response.forceAtEnd,
    waterFlow: response.waterFlow,
    waterQuantity: response.waterQuantity,
    maxDistance: response.maxDistance,
    messages: response.messages.map(({ code, level, title, message }) => ({ code, level, title, message })),
  };
}
