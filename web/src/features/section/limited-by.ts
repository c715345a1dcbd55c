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
