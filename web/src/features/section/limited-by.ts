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

/** What {@link maxDistanceLabel} and {@link maxDistanceBeyondStop} read of a result. */
type StopFigures = Pick<ResultFigures, 'status' | 'cannotStart' | 'distance' | 'maxDistance'>;

/** A run that stopped on its route after the cable moved (status failed, not a start refused). */
function stoppedOnRoute(figures: Pick<ResultFigures, 'status' | 'cannotStart'>): boolean {
  return figures.status === 'failed' && !figures.cannotStart;
}

/**
 * The label of the max distance: "route continued straight" where the cable reaches the end of its route (the
 * reserve beyond it); where it stopped on the route, the max distance is the longest duct that installs, the route
 * cut there (engine-as/README.md, max distance): continuing the route straight says nothing of a run that never
 * reached its end.
 */
export function maxDistanceLabel(figures: Pick<ResultFigures, 'status' | 'cannotStart'>): 'results.maxDistance' | 'results.maxDistance.stopped' {
  return stoppedOnRoute(figures) ? 'results.maxDistance.stopped' : 'results.maxDistance';
}

/**
 * Why a run that stopped on its route has a max distance beyond the distance reached (jetting, the fluid methods:
 * the fluid leaves a shorter duct sooner, so its pressure falls more steeply along the cable and drives it harder),
 * or null where the two agree (a pull stops where its max distance ends) or the run reached its end.
 */
export function maxDistanceBeyondStop(intl: IntlShape, quantity: FormatQuantity, figures: StopFigures): string | null {
  if (!stoppedOnRoute(figures) || figures.distance === null || figures.maxDistance === null) return null;
  if (!(figures.maxDistance - figures.distance > HEAD_SHORT_OF_END)) return null;
  return intl.formatMessage(
    { id: 'results.maxDistance.beyondStop' },
    { distance: quantity(figures.distance, 'length'), maxDistance: quantity(figures.maxDistance, 'length') },
  );
}
