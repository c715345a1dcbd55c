// The friction table of the Results tab and report: each stretch's COF as entered, the lubricant factor, and the COF used.
import { AUTOMATIC_DIGITS, ENTERED_DIGITS, effectiveCofs, type SectionData } from '@cla/domain';
import type { IntlShape } from '../../lib/intl.tsx';
import { formatSignificant } from '../../lib/units.ts';

/** The friction of one stretch as the Results tab and the report list it. */
export interface FrictionTable {
  title: string;
  head: [string, string, string, string];
  rows: [string, string, string, string][];
}

/**
 * The coefficient of friction each stretch was computed with (`effectiveCofs`): the stretch, the COF entered (as
 * typed), the lubricant's factor and the effective COF the engine used (3 significant digits), so that "no lubricant"
 * reads as 0.35 beside the 0.2 typed, not only as an assumption row. The Results tab and the report show the same rows.
 */
export function frictionTable(intl: IntlShape, data: SectionData): FrictionTable {
  const t = (id: 'section.results.friction.title' | 'section.results.friction.stretch' | 'section.results.friction.entered' | 'section.results.friction.factor' | 'section.results.friction.effective' | 'section.results.friction.rollers' | 'section.stretches.numbered', values?: Record<string, string | number>): string =>
    intl.formatMessage({ id }, values);
  return {
    title: t('section.results.friction.title'),
    head: [t('section.results.friction.stretch'), t('section.results.friction.entered'), t('section.results.friction.factor'), t('section.results.friction.effective')],
    rows: effectiveCofs(data).map((s) => [
      data.stretches.rows[s.index]?.stretchName || t('section.stretches.numbered', { n: s.index + 1 }),
      s.entered === null ? '—' : formatSignificant(intl, s.entered, ENTERED_DIGITS),
      s.onRollers ? t('section.results.friction.rollers') : `× ${intl.formatNumber(s.factor)}`,
      s.effective === null ? '—' : formatSignificant(intl, s.effective, AUTOMATIC_DIGITS),
    ]),
  };
}
