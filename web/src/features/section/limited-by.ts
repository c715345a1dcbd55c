import { engineMessageTitle } from '../../lib/engine-messages.ts';
import type { IntlShape } from '../../lib/intl.tsx';
import type { ResultFigures } from './result-summary.ts';

type FormatQuantity = (value: number | null | undefined, category: 'length') => string;

/** What limits the laying and where (the engine message's title), "nothing" for a success, else `dash`. */
export function limitedByText(intl: IntlShape, quantity: FormatQuantity, figures: Pick<ResultFigures, 'status' | 'limitedBy'>, dash: string): string {
  const limit = figures.limitedBy;
  if (!limit) return figures.status === 'success' ? intl.formatMessage({ id: 'section.resultPanel.notLimited' }) : dash;
  if (limit.position === null) return engineMessageTitle(intl, limit.code);
  return intl.formatMessage({ id: 'section.results.limitedAt' }, { what: engineMessageTitle(intl, limit.code), position: quantity(limit.position, 'length') });
}
