// Entering a pull's field log for the COF calibration: a CSV file or pasted text, and the problems found in it.
import type { FieldLogParse } from '@cla/domain';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form.tsx';
import formStyles from '../../../components/form.module.css';
import { useIntl } from '../../../lib/intl.tsx';
import styles from './studies.module.css';

/** The most problems listed (the rest are counted). */
const SHOWN_PROBLEMS = 5;

/** A field log: a CSV file or pasted text, and what the parser made of it. */
export function FieldLogInput({ text, onText, parsed, units, disabled }: {
  text: string;
  onText: (text: string) => void;
  parsed: FieldLogParse | null;
  /** the units of columns that name none, e.g. "m, kN" */
  units: string;
  disabled: boolean;
}): ReactNode {
  const intl = useIntl();
  const id = useId();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void file.text().then(onText);
  };
  const problems = parsed?.problems ?? [];
  return (
    <div className={styles.logInput}>
      <div>
        <label htmlFor={`${id}-file`} className={formStyles.label}>{intl.formatMessage({ id: 'studies.calibration.file' })}</label>
        <input id={`${id}-file`} type="file" accept=".csv,.txt,text/csv,text/plain" disabled={disabled} onChange={onFile} />
      </div>
      <div>
        <label htmlFor={`${id}-text`} className={formStyles.label}>{intl.formatMessage({ id: 'studies.calibration.paste' })}</label>
        <textarea
          id={`${id}-text`}
          className={styles.logText}
          rows={6}
          value={text}
          disabled={disabled}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onText(e.target.value)}
        />
        <p id={`${id}-hint`} className={styles.note}>{intl.formatMessage({ id: 'studies.calibration.format' }, { units })}</p>
      </div>
      {parsed && problems.length === 0 && (
        <p role="status">{intl.formatMessage({ id: 'studies.calibration.parsed' }, { count: parsed.points.length })}</p>
      )}
      {problems.length > 0 && (
        <FormAlert>
          <ul className={styles.problems}>
            {problems.slice(0, SHOWN_PROBLEMS).map((p, i) => (
              <li key={i}>
                {intl.formatMessage(
                  { id: `studies.calibration.problem.${p.code}` },
                  { line: p.line, column: p.column, field: p.field ? intl.formatMessage({ id: `studies.calibration.column.${p.field}` }) : '' },
                )}
              </li>
            ))}
            {problems.length > SHOWN_PROBLEMS && <li>{intl.formatMessage({ id: 'studies.calibration.moreProblems' }, { count: problems.length - SHOWN_PROBLEMS })}</li>}
          </ul>
        </FormAlert>
      )}
    </div>
  );
}
