// A legacy project's route as a table of straights and curves with the lengths, altitudes and angles that follow from them.
import { recomputeLegacyTrajectory, type LegacyProjectData, type LegacyRow, type LegacyRowIssue } from '@cla/domain';
import type { ReactNode } from 'react';
import { ChoiceField } from '../../components/fields/choice-field.tsx';
import { UnitField } from '../../components/fields/unit-field.tsx';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { useFormatQuantity } from '../../lib/units.ts';
import tab from './legacy.module.css';
import styles from '../../components/trajectory-table.module.css';
import { ActionsCell, RowOrderButtons } from '../../components/row-cells.tsx';

type Field = LegacyRowIssue['field'];

/** Paths whose unit and bounds a legacy field shares (the section trajectory's fields). */
const FIELD_PATH: Record<Field, string> = {
  slope: 'trajectory.rows.0.slope',
  length: 'trajectory.rows.0.length',
  angle: 'trajectory.rows.0.angle',
  radius: 'trajectory.rows.0.radius',
  altAtEnd: 'trajectory.altitudeAtStart',
};

const FIELD_LABEL: Record<Field, MessageId> = {
  slope: 'field.trajectory.rows.slope',
  length: 'field.trajectory.rows.length',
  angle: 'field.trajectory.rows.angle',
  radius: 'field.trajectory.rows.radius',
  altAtEnd: 'legacy.editor.altAtEnd',
};

export interface LegacyTableEdits {
  /** Sets one input of a row (null: emptied). */
  set: (index: number, field: Field, value: number | null) => void;
  setType: (index: number, type: LegacyRow['type']) => void;
  move: (index: number, by: -1 | 1) => void;
  remove: (index: number) => void;
  issues: readonly LegacyRowIssue[];
}

/**
 * A legacy trajectory as a table — type, the inputs of the row (slope or altitude at the end for straights by
 * the project's mode, angle and radius for curves), and what derives from them (length of curves, slope of
 * altitude-based straights, cumulative length, altitudes, total angle). Read-only without `edits`.
 */
export function LegacyTrajectoryTable({ data, edits }: { data: LegacyProjectData; edits?: LegacyTableEdits | undefined }): ReactNode {
  const intl = useIntl();
  const quantity = useFormatQuantity();
  const derived = recomputeLegacyTrajectory(data);
  const rows = data.trajectory;
  const number = (value: number | undefined, category: 'length' | 'angle'): string => (typeof value === 'number' && Number.isFinite(value) ? quantity(value, category) : '');
  const heading = (id: MessageId): ReactNode => <th scope="col">{intl.formatMessage({ id })}</th>;

  /** An input cell (when editable and the field is an input of this row), else the value as text. */
  const cell = (index: number, field: Field, input: boolean, shown: number | undefined, category: 'length' | 'angle'): ReactNode => {
    const rowLabel = intl.formatMessage({ id: 'section.trajectory.rowLabel' }, { n: index + 1 });
    if (edits && input) {
      const value = rows[index]?.[field];
      return (
        <td>
          <UnitField
            path={FIELD_PATH[field]}
            label={`${rowLabel}: ${intl.formatMessage({ id: FIELD_LABEL[field] })}`}
            value={typeof value === 'number' ? value : null}
            onChange={(next) => edits.set(index, field, next)}
            compact
          />
        </td>
      );
    }
    return <td className={styles.number}>{number(shown, category)}</td>;
  };

  return (
    // read-only, the table has no control: its scrolling box takes the focus itself (keyboard scrolling)
    <div className={styles.scroll} {...(!edits && { tabIndex: 0, role: 'region', 'aria-label': intl.formatMessage({ id: 'section.trajectory.rows' }) })}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">#</th>
            {heading('field.trajectory.rows.type')}
            {heading('field.trajectory.rows.slope')}
            {heading('field.trajectory.rows.length')}
            {heading('field.trajectory.rows.angle')}
            {heading('field.trajectory.rows.radius')}
            {!data.slopeBased && heading('legacy.editor.altAtEnd')}
            {heading('section.trajectory.cumulativeLength')}
            {heading('section.trajectory.altitudes')}
            {heading('section.trajectory.totalAngle')}
            {edits && heading('section.trajectory.actions')}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const d = derived[index];
            const straight = row.type === 'straight';
            const issues = edits?.issues.filter((issue) => issue.row === index) ?? [];
            const typeLabel = intl.formatMessage({ id: `option.rowType.${row.type}` });
            return (
              <tr key={row.key} data-key={row.key} data-level={issues.length > 0 ? 'error' : undefined}>
                <th scope="row">{index + 1}</th>
                <td>
                  {edits ? (
                    <ChoiceField<LegacyRow['type']>
                      compact
                      allowEmpty={false}
                      label={`${intl.formatMessage({ id: 'section.trajectory.rowLabel' }, { n: index + 1 })}: ${intl.formatMessage({ id: 'field.trajectory.rows.type' })}`}
                      value={row.type}
                      options={(['straight', 'curve'] as const).map((type) => ({ value: type, label: intl.formatMessage({ id: `option.rowType.${type}` }) }))}
                      onChange={(type) => type && edits.setType(index, type)}
                    />
                  ) : (
                    typeLabel
                  )}
                  {issues.map((issue) => (
                    <p key={`${issue.field}-${issue.rule}`} className={tab.error}>
                      {intl.formatMessage({ id: `legacy.row.error.${issue.rule}` }, { field: intl.formatMessage({ id: FIELD_LABEL[issue.field] }) })}
                    </p>
                  ))}
                </td>
                {cell(index, 'slope', straight && data.slopeBased, straight ? d?.slope : undefined, 'angle')}
                {cell(index, 'length', straight, d?.length, 'length')}
                {cell(index, 'angle', !straight, straight ? undefined : d?.angle, 'angle')}
                {cell(index, 'radius', !straight, straight ? undefined : d?.radius, 'length')}
                {!data.slopeBased && cell(index, 'altAtEnd', straight, straight ? d?.altAtEnd : undefined, 'length')}
                <td className={styles.number}>{number(d?.cumulativeLength, 'length')}</td>
                <td className={styles.number}>
                  {number(d?.altAtStart, 'length')} → {number(d?.altAtEnd, 'length')}
                </td>
                <td className={styles.number}>{straight ? '' : number(d?.totalAngle, 'angle')}</td>
                {edits && (
                  <ActionsCell className={styles.actions}>
                    <RowOrderButtons index={index} count={rows.length} onMove={edits.move} onRemove={edits.remove} />
                  </ActionsCell>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
