// The words of a live result that both result panes show (the aside and the narrow screens' bar): status, distance, what limits it.
import { useCallback } from 'react';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { useFormatQuantity } from '../../lib/units.ts';
import { limitedByText } from './limited-by.ts';
import type { ResultFigures } from './result-summary.ts';

/** The texts of a result's headline figures, in the user's language and units. */
export interface ResultTexts {
  /** "calculated", "limit reached", "limit exceeded", or "cannot start" */
  status: string;
  /** the distance reached; for a cable that cannot start, why there is none and where its head stands */
  distance: string;
  /** "Limited by", or "Limits exceeded" for a cable that reached the end past a limit */
  limitLabel: MessageId;
  /** what limits the laying and where, each limit exceeded, or "nothing" */
  limit: string;
  /** what a missing value reads */
  dash: string;
}

/** Turns a result's figures into its headline texts (the same words in the aside, the bar and its drawer). */
export function useResultTexts(): (figures: ResultFigures) => ResultTexts {
  const intl = useIntl();
  const quantity = useFormatQuantity();
  return useCallback(
    (figures: ResultFigures) => {
      const dash = intl.formatMessage({ id: 'section.resultPanel.noValue' });
      // a cable that cannot start reached nothing: its distance is where its head stands
      const stuck = figures.cannotStart;
      const length = quantity(figures.distance, 'length') || dash;
      return {
        status: intl.formatMessage({ id: stuck ? 'results.cannotStart.status' : `project.sections.status.${figures.status}` }),
        distance: stuck ? intl.formatMessage({ id: 'results.cannotStart.distance' }, { position: length }) : length,
        // past a limit the cable reached the end: the row names each limit exceeded, where and by how much
        limitLabel: figures.status === 'exceeded' && !figures.limitedBy ? 'results.exceeded.label' : 'section.resultPanel.limitedBy',
        limit: limitedByText(intl, quantity, figures, dash),
        dash,
      };
    },
    [intl, quantity],
  );
}
