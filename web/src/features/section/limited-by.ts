// Says in words what limits a laying and where (winch, pusher, cable, pressure…), and what ended the max distance.
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

/** m: a limit binding this far before the max distance is said with the head's position and the route's length. */
const HEAD_SHORT_OF_END = 0.5;

/**
 * What ended the max distance, in words: the limit broken just beyond it and where (the engine message's title,
 * naming the component: cable, winch, pusher, water pressure), "search limit reached" where the search reached the
 * max-distance setting, else `dash` (nothing said: a result kept from before the engine said it). Where the limit binds
 * with the head short of the max distance (jetting: on a route of that length the pusher's force peaks before the
 * end, and the cable then finishes), both are said: "… with the head at 2,312 m of 2,354 m".
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
    if (limit.position === null) return what;
    const position = quantity(limit.position, 'length');
    // jetting: the limit can bind with the head short of the max distance (the cable then finishes the route)
    if (figures.maxDistance !== null && figures.maxDistance - limit.position > HEAD_SHORT_OF_END) {
      return intl.formatMessage({ id: 'results.maxDistanceEnd.headAt' }, { what, position, maxDistance: quantity(figures.maxDistance, 'length') });
    }
    return intl.formatMessage({ id: 'section.results.limitedAt' }, { what, position });
  }
  if (figures.maxDistanceCapped) return intl.formatMessage({ id: 'results.maxDistanceEnd.cap' }, { maxDistance: quantity(figures.maxDistance, 'length') });
  return dash;
}
