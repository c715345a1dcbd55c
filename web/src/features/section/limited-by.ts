import { engineMessageTitle } from '../../lib/engine-messages.ts';
import { exceededTexts, type FormatQuantity } from '../../lib/exceeded-limits.ts';
import type { IntlShape } from '../../lib/intl.tsx';
import type { ResultFigures } from './result-summary.ts';

/**
 * What limits the laying and where (the engine message's title); for a cable that reached the end past a limit
 * (status exceeded) each limit exceeded, with where and by how much; "nothing" for a success; else `dash`.
 */
export function limitedByText(
  intl: IntlShape,
  quantity: FormatQuantity,
  figures: Pick<ResultFigures, 'status' | 'limitedBy'> & { exceeded?: ResultFigures['exceeded'] | undefined },
  dash: string,
): string {
  const limit = figures.limitedBy;
  if (!limit) {
    if (figures.status === 'exceeded') return exceededTexts(intl, quantity, figures.exceeded).join('; ') || dash;
    return figures.status === 'success' ? intl.formatMessage({ id: 'section.resultPanel.notLimited' }) : dash;
  }
  if (limit.position === null) return engineMessageTitle(intl, limit.code);
  return intl.formatMessage({ id: 'section.results.limitedAt' }, { what: engineMessageTitle(intl, limit.code), position: quantity(limit.position, 'length') });
}

/**
 * What ended the max distance, in words: the limit broken just beyond it and where (the engine message's title,
 * naming the component: cable, winch, pusher, water pressure), "search limit reached" where the search reached the
 * max-distance setting, else `dash` (nothing said: a result kept from before the engine said it).
 */
export function maxDistanceEndText(
  intl: IntlShape,
  quantity: FormatQuantity,
  figures: Pick<ResultFigures, 'maxDistance' | 'maxDistanceLimitedBy' | 'maxDistanceCapped'>,
  dash: string,
): string {
  const limit = figures.maxDistanceLimitedBy;
  if (limit) {
    const what = engineMessageTitle(intl, limit.code);
    return limit.position === null ? what : intl.formatMessage({ id: 'section.results.limitedAt' }, { what, position: quantity(limit.position, 'length') });
  }
  if (figures.maxDistanceCapped) return intl.formatMessage({ id: 'results.maxDistanceEnd.cap' }, { maxDistance: quantity(figures.maxDistance, 'length') });
  return dash;
}
