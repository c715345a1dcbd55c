// The COF uncertainty study's per-stretch COF ranges, for sections with several stretches.
import { cofRangeProblems, type CofRange, type CofRangeProblem } from '@cla/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/intl.tsx';
import { dataAtom } from '../state/atoms.ts';
import { useEditorValue } from '../state/editor-store.tsx';
import styles from './studies.module.css';

/** A stretch's own COF range as typed (off: the stretch follows the duct's range). */
export interface StretchRangeInput {
  on: boolean;
  min: string;
  max: string;
}

/** A number typed in a field (a decimal comma accepted); NaN when it is not one. */
export const parseTyped = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The ranges of the stretches that have their own, by stretch id, and the first problem among them. */
export function stretchRanges(inputs: Readonly<Record<string, StretchRangeInput>>, ids: readonly string[]): { ranges: Record<string, CofRange>; problem: CofRangeProblem | null } {
  const ranges: Record<string, CofRange> = {};
  let problem: CofRangeProblem | null = null;
  for (const id of ids) {
    const input = inputs[id];
    if (!input?.on) continue;
    const range = { min: parseTyped(input.min), max: parseTyped(input.max) };
    problem ??= cofRangeProblems(range)[0] ?? null;
    ranges[id] = range;
  }
  return { ranges, problem };
}

/** Per stretch: an own COF range, sampled independently of the duct's range (shown when there are 2 stretches or more). */
export function StretchRanges({ inputs, onChange, disabled }: {
  inputs: Readonly<Record<string, StretchRangeInput>>;
  onChange: (id: string, input: StretchRangeInput) => void;
  disabled: boolean;
}): ReactNode {
  const intl = useIntl();
  const data = useEditorValue(dataAtom);
  const rows = data.stretches.rows;
  if (rows.length < 2) return null;
  return (
    <div className={styles.stretchRanges}>
      <table className={styles.table} aria-label={intl.formatMessage({ id: 'studies.cof.perStretch' })}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'studies.calibration.stretch' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'studies.cof.ownRange' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'studies.cof.min' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'studies.cof.max' })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s, i) => {
            const name = s.stretchName || intl.formatMessage({ id: 'studies.calibration.stretchN' }, { n: i + 1 });
            const cof = typeof s.cof === 'number' && Number.isFinite(s.cof) ? s.cof : 0.1;
            const input = inputs[s.id] ?? { on: false, min: String(Number((cof * 0.8).toFixed(3))), max: String(Number((cof * 1.2).toFixed(3))) };
            return (
              <tr key={s.id}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="checkbox"
                    checked={input.on}
                    disabled={disabled}
                    aria-label={intl.formatMessage({ id: 'studies.cof.ownRangeOf' }, { stretch: name })}
                    onChange={(e) => onChange(s.id, { ...input, on: e.target.checked })}
                  />
                </td>
                <td>
                  <input
                    type="text"
                    inputMode="decimal"
                    value={input.min}
                    disabled={disabled || !input.on}
                    aria-label={intl.formatMessage({ id: 'studies.cof.minOf' }, { stretch: name })}
                    onChange={(e) => onChange(s.id, { ...input, min: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    type="text"
                    inputMode="decimal"
                    value={input.max}
                    disabled={disabled || !input.on}
                    aria-label={intl.formatMessage({ id: 'studies.cof.maxOf' }, { stretch: name })}
                    onChange={(e) => onChange(s.id, { ...input, max: e.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
