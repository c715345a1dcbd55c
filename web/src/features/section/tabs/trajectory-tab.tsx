// The section's Trajectory tab: the route's rows of straights and curves, what follows from them, and its plan and profile.
import {
  allowedRowTypes,
  applyRowTypeChange,
  computeTrajectory,
  newTrajectoryRow,
  ROW_FIELDS,
  type RowField,
  type SectionData,
  type SectionTrajectoryRow,
} from '@cla/domain';
import type { RowType } from '@cla/engine';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../components/form.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useFormatQuantity } from '../../../lib/units.ts';
import { ChoiceField } from '../../../components/fields/choice-field.tsx';
import { FieldMessages } from '../../../components/fields/field-messages.tsx';
import { UnitField } from '../../../components/fields/unit-field.tsx';
import { dataAtom, issuesAt, issuesAtom, machinesAtom } from '../state/atoms.ts';
import { updateAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue } from '../state/editor-store.tsx';
import { useBind } from '../use-bind.ts';
import { TrajectoryTransfer } from './trajectory-transfer.tsx';
import { TrajectoryViews } from './trajectory-views.tsx';
import { useUndoOffer } from './use-undo-offer.ts';
import styles from '../../../components/trajectory-table.module.css';
import tab from './tab.module.css';
import { ActionsCell, RowOrderButtons } from '../../../components/row-cells.tsx';

/** The numeric fields of the table, in column order. */
const NUMBER_COLUMNS: readonly RowField[] = ['slope', 'length', 'angle', 'radius', 'pushForce', 'dupSegments', 'loopCount'];

function withRows(data: SectionData, rows: SectionTrajectoryRow[]): SectionData {
  return { ...data, trajectory: { ...data.trajectory, rows } };
}

/**
 * The trajectory: start altitude and heading, then the rows in a table — type, the fields of the type,
 * the derived values (cumulative length, altitudes, total angle, stretch colour) as you type — with
 * add, insert, duplicate, move and delete; 'adjust all curves'; the plan and profile views.
 */
export function TrajectoryTab(): ReactNode {
  const intl = useIntl();
  const machines = useEditorValue(machinesAtom);
  const update = useEditorSet(updateAtom);
  const issues = useEditorValue(issuesAtom);
  const bind = useBind();
  const quantity = useFormatQuantity();
  const [newType, setNewType] = useState<RowType>('straight');
  const [radius, setRadius] = useState<number | null>(null);
  const data = useEditorValue(dataAtom);
  const rows = data.trajectory.rows;
  const types = allowedRowTypes(data.general.layingMethod);
  const geometry = useMemo(() => computeTrajectory(data.trajectory, data.stretches.rows), [data.trajectory, data.stretches.rows]);
  const stretchOptions = data.stretches.rows.map((stretch, index) => ({
    value: stretch.id,
    label: stretch.stretchName || intl.formatMessage({ id: 'section.stretches.numbered' }, { n: index + 1 }),
  }));
  const machineOptions = machines.pushingMachine.map((preset) => ({ value: preset.id, label: preset.name }));

  const edit = (change: (rows: SectionTrajectoryRow[]) => SectionTrajectoryRow[]): void =>
    update((current) => withRows(current, change([...current.trajectory.rows])), 'trajectory.rows');
  const offerUndo = useUndoOffer();
  const remove = (index: number): void => {
    offerUndo(intl.formatMessage({ id: 'section.trajectory.deleted' }, { n: index + 1 }));
    edit((list) => list.filter((_, i) => i !== index));
  };
  const insertAt = (index: number, row: SectionTrajectoryRow): void => edit((list) => (list.splice(index, 0, row), list));
  const move = (index: number, by: -1 | 1): void =>
    edit((list) => {
      const target = index + by;
      if (target < 0 || target >= list.length) return list;
      const [row] = list.splice(index, 1);
      if (row) list.splice(target, 0, row);
      return list;
    });
  const curves = rows.filter((row) => row.type === 'curve' || row.type === 'curveOnRollers').length;
  // After a keyboard row operation, the focus goes to the first control of this row.
  const [focusKey, setFocusKey] = useState<string>();
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (!focusKey) return;
    body.current?.querySelector<HTMLElement>(`tr[data-key="${CSS.escape(focusKey)}"] input, tr[data-key="${CSS.escape(focusKey)}"] select`)?.focus();
  }, [focusKey, rows]);
  /**
   * Keyboard row operations from any field of a row: Ctrl+Enter inserts a row below (of the new-row type),
   * Ctrl+D duplicates, Alt+↑/↓ moves, Ctrl+Delete deletes.
   */
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: SectionTrajectoryRow): void => {
    const ctrl = event.ctrlKey || event.metaKey;
    let next: string | undefined;
    if (ctrl && event.key === 'Enter') {
      const created = newTrajectoryRow(newType);
      insertAt(index + 1, created);
      next = created.key;
    } else if (ctrl && (event.key === 'd' || event.key === 'D')) {
      const copy = { ...row, key: newTrajectoryRow(row.type).key };
      insertAt(index + 1, copy);
      next = copy.key;
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      move(index, event.key === 'ArrowUp' ? -1 : 1);
      next = row.key;
    } else if (ctrl && event.key === 'Delete') {
      remove(index);
      next = rows[index + 1]?.key ?? rows[index - 1]?.key;
    } else {
      return;
    }
    event.preventDefault();
    setFocusKey(next);
  };
  // Only the columns some row uses: the table stays narrow enough to see the derived values and actions.
  const columns = NUMBER_COLUMNS.filter((column) => rows.some((row) => ROW_FIELDS[row.type].includes(column)));
  const referenceColumn = rows.some((row) => row.type === 'stretch' || row.type === 'pusher');

  return (
    <div className={tab.tab}>
      <section className={tab.card}>
        <div className={tab.grid}>
          <UnitField {...bind.number('trajectory.altitudeAtStart')} />
          <UnitField {...bind.number('trajectory.initialHeading')} />
        </div>
        <div style={{ marginTop: 14 }}>
          <TrajectoryTransfer />
        </div>
      </section>
      <section className={tab.card} aria-labelledby="trajectory-rows-title">
        <div className={tab.cardHeader}>
          <h2 id="trajectory-rows-title">{intl.formatMessage({ id: 'section.trajectory.rows' })}</h2>
          <span className={tab.muted}>
            {intl.formatMessage(
              { id: 'section.trajectory.total' },
              { length: quantity(geometry.totalLength, 'length'), altitude: quantity(geometry.altitudeAtEnd, 'length') },
            )}
          </span>
        </div>
        <FieldMessages id="trajectory-list-messages" issues={issuesAt(issues, 'trajectory.rows')} />
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{intl.formatMessage({ id: 'field.trajectory.rows.type' })}</th>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {intl.formatMessage({ id: `field.trajectory.rows.${column}` })}
                  </th>
                ))}
                {referenceColumn && <th scope="col">{intl.formatMessage({ id: 'field.trajectory.rows.reference' })}</th>}
                <th scope="col">{intl.formatMessage({ id: 'section.trajectory.cumulativeLength' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'section.trajectory.altitudes' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'section.trajectory.totalAngle' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'section.trajectory.actions' })}</th>
              </tr>
            </thead>
            <tbody ref={body}>
              {rows.map((row, index) => {
                const derived = geometry.rows[index];
                const at = (field: string): string => `trajectory.rows.${index}.${field}`;
                const rowLabel = intl.formatMessage({ id: 'section.trajectory.rowLabel' }, { n: index + 1 });
                const rowIssues = issuesAt(issues, `trajectory.rows.${index}`);
                return (
                  <tr key={row.key} data-key={row.key} onKeyDown={(event) => onRowKey(event, index, row)} data-level={rowIssues.some((i) => i.level === 'error') ? 'error' : rowIssues.length ? 'warning' : undefined}>
                    <th scope="row">
                      <span className={styles.swatch} style={{ background: derived?.stretchColor }} aria-hidden="true" />
                      {index + 1}
                    </th>
                    <td>
                      <ChoiceField<RowType>
                        compact
                        allowEmpty={false}
                        label={`${rowLabel}: ${intl.formatMessage({ id: 'field.trajectory.rows.type' })}`}
                        value={row.type}
                        issues={issuesAt(issues, at('type'))}
                        options={[...new Set([...types, row.type])].map((type) => ({ value: type, label: intl.formatMessage({ id: `option.rowType.${type}` }) }))}
                        onChange={(type) => type && edit((list) => list.map((r, i) => (i === index ? applyRowTypeChange(r, type) : r)))}
                      />
                      <FieldMessages id={`row-${row.key}-messages`} issues={issuesAt(issues, `trajectory.rows.${index}`)} compact />
                    </td>
                    {columns.map((column) => (
                      <td key={column}>
                        {ROW_FIELDS[row.type].includes(column) && (
                          <UnitField
                            {...bind.number(at(column))}
                            label={`${rowLabel}: ${intl.formatMessage({ id: `field.trajectory.rows.${column}` })}`}
                            compact
                          />
                        )}
                      </td>
                    ))}
                    {referenceColumn && (
                    <td>
                      {row.type === 'stretch' && (
                        <ChoiceField<string>
                          {...bind.choice<string>(at('stretch'))}
                          label={`${rowLabel}: ${intl.formatMessage({ id: 'field.trajectory.rows.stretch' })}`}
                          options={stretchOptions}
                          compact
                        />
                      )}
                      {row.type === 'pusher' && (
                        <ChoiceField<string>
                          {...bind.choice<string>(at('pushingMachine'))}
                          label={`${rowLabel}: ${intl.formatMessage({ id: 'field.trajectory.rows.pushingMachine' })}`}
                          options={machineOptions}
                          compact
                        />
                      )}
                    </td>
                    )}
                    <td className={styles.number}>{quantity(derived?.cumulativeLength, 'length')}</td>
                    <td className={`${styles.number} ${styles.wraps}`}>
                      <span>{quantity(derived?.altAtStart, 'length')} →</span> <span>{quantity(derived?.altAtEnd, 'length')}</span>
                    </td>
                    <td className={styles.number}>{derived && derived.totalAngle !== 0 ? quantity(derived.totalAngle, 'angle') : ''}</td>
                    <ActionsCell className={styles.actions}>
                      <button type="button" className={tab.small} aria-label={intl.formatMessage({ id: 'section.trajectory.insertAbove' }, { n: index + 1 })} onClick={() => insertAt(index, newTrajectoryRow(newType))}>
                        +
                      </button>
                      <button type="button" className={tab.small} aria-label={intl.formatMessage({ id: 'section.trajectory.duplicate' }, { n: index + 1 })} onClick={() => insertAt(index + 1, { ...row, key: newTrajectoryRow(row.type).key })}>
                        {/* an icon, not the glyph ⧉: axe reads a letter-like glyph as visible text missing from the name */}
                        <Icon name="copy" size={14} />
                      </button>
                      <RowOrderButtons index={index} count={rows.length} onMove={move} onRemove={remove} />
                    </ActionsCell>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {rows.length === 0 && <p className={tab.muted}>{intl.formatMessage({ id: 'section.trajectory.empty' })}</p>}
        {rows.length > 0 && <p className={tab.muted}>{intl.formatMessage({ id: 'section.trajectory.keyboard' })}</p>}
        <div className={tab.toolbar} style={{ marginTop: 12 }}>
          <ChoiceField<RowType>
            label={intl.formatMessage({ id: 'section.trajectory.newRowType' })}
            value={newType}
            allowEmpty={false}
            options={types.map((type) => ({ value: type, label: intl.formatMessage({ id: `option.rowType.${type}` }) }))}
            onChange={(type) => type && setNewType(type)}
          />
          <Button onClick={() => insertAt(rows.length, newTrajectoryRow(newType))}>{intl.formatMessage({ id: 'section.trajectory.addRow' })}</Button>
          <span className={styles.spacer} />
          <UnitField
            path="trajectory.rows.0.radius"
            label={intl.formatMessage({ id: 'section.trajectory.adjustRadius' })}
            value={radius}
            onChange={setRadius}
          />
          <Button
            disabled={radius === null || !(radius > 0) || curves === 0}
            onClick={() =>
              edit((list) => list.map((row) => (row.type === 'curve' || row.type === 'curveOnRollers' ? { ...row, radius } : row)))
            }
          >
            {intl.formatMessage({ id: 'section.trajectory.adjustAll' }, { count: curves })}
          </Button>
        </div>
      </section>
      <TrajectoryViews />
    </div>
  );
}
