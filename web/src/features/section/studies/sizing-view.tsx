// The equipment sizing's result: per kind of machine, every candidate with its rating, need, margin and what limits it.
import type { EquipmentChoice, EquipmentSizingResult, SizedEquipmentKind } from '@cla/domain';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from '../../../lib/intl.tsx';
import { engineMessageTitle } from '../../../lib/engine-messages.ts';
import { formatPercent, useFormatQuantity } from '../../../lib/units.ts';
import styles from './studies.module.css';

/** The study's own limit codes (the others are the engine's). */
const OWN_LIMITS = ['MARGIN', 'CABLE_DIAMETER_RANGE', 'DUCT_DIAMETER_RANGE', 'E_ENGINE'] as const;

export const SIZING_CATEGORY: Record<SizedEquipmentKind, 'force' | 'airFlow' | 'waterFlow'> = {
  pullingMachine: 'force',
  pushingMachine: 'force',
  compressor: 'airFlow',
  waterPump: 'waterFlow',
};

/** What limits a candidate, in words (null: suitable). */
export function sizingLimitText(intl: IntlShape, code: string | null): string {
  if (code === null) return intl.formatMessage({ id: 'studies.sizing.ok' });
  if ((OWN_LIMITS as readonly string[]).includes(code)) return intl.formatMessage({ id: `studies.sizing.limit.${code as (typeof OWN_LIMITS)[number]}` });
  return engineMessageTitle(intl, code, code);
}

/**
 * The verdict of a kind: its smallest suitable candidate; none, saying so when the cable binds rather than the
 * machine (every candidate's run stopped at the cable's own limit: a stronger machine gets no further).
 */
export function sizingVerdict(intl: IntlShape, result: EquipmentSizingResult, kind: SizedEquipmentKind, names: (choice: EquipmentChoice) => string): string {
  const smallest = result.smallest[kind];
  if (smallest) return intl.formatMessage({ id: 'studies.sizing.smallest' }, { name: names(smallest) });
  if (result.cableBinds?.[kind] && (kind === 'pullingMachine' || kind === 'pushingMachine')) return intl.formatMessage({ id: `studies.sizing.cableBinds.${kind}` });
  return intl.formatMessage({ id: 'studies.sizing.noneOk' });
}

/** Equipment sizing: per kind, every candidate preset with its rating, need, margin and what limits it. */
export function SizingView({ result, names }: { result: EquipmentSizingResult; names: (choice: EquipmentChoice) => string }): ReactNode {
  const intl = useIntl();
  const quantity = useFormatQuantity();
  const limitText = (code: string | null) => sizingLimitText(intl, code);
  if (result.choices.length === 0) return <p role="status">{intl.formatMessage({ id: 'studies.sizing.none' })}</p>;
  return (
    <>
      <p>{intl.formatMessage({ id: 'studies.sizing.rule' }, { margin: formatPercent(intl, result.margin, 1) })}</p>
      {result.kinds.map((kind) => {
        const choices = result.choices.filter((c) => c.kind === kind);
        if (choices.length === 0) return null;
        const kindName = intl.formatMessage({ id: `studies.sizing.kind.${kind}` });
        const smallest = result.smallest[kind];
        return (
          <div key={kind} className={styles.scroll}>
            <h3>{kindName}</h3>
            <p role="status">{sizingVerdict(intl, result, kind, names)}</p>
            {choices.some((c) => c.atRating) && <p className={styles.note}>{intl.formatMessage({ id: 'studies.sizing.atRating' })}</p>}
            <table className={styles.table} aria-label={intl.formatMessage({ id: 'studies.sizing.table' }, { kind: kindName })}>
              <thead>
                <tr>
                  {(['preset', 'rating', 'needed', 'margin', 'distance', 'result'] as const).map((k) => (
                    <th key={k} scope="col">{intl.formatMessage({ id: `studies.sizing.${k}` })}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {choices.map((c, i) => (
                  <tr key={`${c.preset}-${i}`} data-ok={c.ok}>
                    <th scope="row" className={styles.wrapped}>
                      {names(c)}
                      {c === smallest && <span className={styles.note}>{intl.formatMessage({ id: 'studies.sizing.chosen' })}</span>}
                    </th>
                    <td>{quantity(c.rating, SIZING_CATEGORY[kind])}</td>
                    <td>{c.atRating || c.cableBinds ? '—' : quantity(c.needed, SIZING_CATEGORY[kind])}</td>
                    <td>{c.margin === null || !Number.isFinite(c.margin) ? '—' : formatPercent(intl, c.margin)}</td>
                    <td>{quantity(c.distance, 'length')}</td>
                    <td className={styles.wrapped}>{c.cableBinds ? `${intl.formatMessage({ id: 'studies.sizing.cableBindsShort' })}: ${limitText(c.limitedBy)}` : limitText(c.limitedBy)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </>
  );
}
