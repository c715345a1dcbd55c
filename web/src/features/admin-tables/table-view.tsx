// The admin's view of any database table: chosen columns, sorting, filters, search, paging, a row's detail and the CSV export.
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../components/dialog.tsx';
import { Button, FormAlert, SelectField, TextField } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { csvHref, fetchTablePage, fetchTableRow, fetchTables, type TableInfo, type TablePage, type TableQuery } from './admin-tables-api.ts';
import { cellText } from './cell-value.ts';
import { columnHeading } from './column-heading.ts';
import { useColumnChoice } from './use-column-choice.ts';
import styles from './admin-tables.module.css';

const PAGE_SIZES = [25, 50, 100, 200] as const;

export interface TableViewProps {
  table: string;
  /** Extra controls at the end of each row (e.g. an edit link). */
  rowActions?: ((row: Record<string, unknown>) => ReactNode) | undefined;
  /** Filters applied from the start (e.g. from the address). */
  initialFilters?: Readonly<Record<string, string>> | undefined;
}

/**
 * Any table of the admin's table view: the columns chosen (remembered in this browser), sorting by a header
 * click, filters and a search, server-side paging, a row's detail in a dialog, and the CSV of the current filter
 * and sort. Give it a `key` per table (and per initial filter): its state belongs to one table.
 */
export function TableView({ table, rowActions, initialFilters }: TableViewProps): ReactNode {
  const intl = useIntl();
  const [info, setInfo] = useState<TableInfo | null>();
  const [failure, setFailure] = useState<string>();
  const [chosen, choose] = useColumnChoice(table);
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: 50, filters: initialFilters ?? {} });
  const [draft, setDraft] = useState<{ q: string; filters: Record<string, string> }>({ q: '', filters: { ...initialFilters } });
  const [page, setPage] = useState<TablePage>();
  const [detail, setDetail] = useState<{ row: Record<string, unknown>; loading: boolean; failure?: string }>();
  const captionId = useId();

  useEffect(() => {
    let live = true;
    fetchTables().then(
      (tables) => live && setInfo(tables.find((candidate) => candidate.name === table) ?? null),
      (error: unknown) => live && setFailure(apiErrorMessage(intl, error)),
    );
    return () => {
      live = false;
    };
  }, [table, intl]);

  const listed = useMemo(() => info?.columns.filter((column) => !column.detailOnly) ?? [], [info]);
  const columns = useMemo(() => (chosen ? listed.filter((column) => chosen.includes(column.name)) : listed), [listed, chosen]);
  const effective: TableQuery = useMemo(() => ({ ...query, columns: chosen && columns.length > 0 ? columns.map((column) => column.name) : undefined }), [query, chosen, columns]);

  useEffect(() => {
    if (!info) return;
    const controller = new AbortController();
    fetchTablePage(table, effective, controller.signal).then(
      (answer) => {
        setPage(answer);
        setFailure(undefined);
      },
      (error: unknown) => {
        if (!isApiError(error, 'aborted')) setFailure(apiErrorMessage(intl, error));
      },
    );
    return () => controller.abort();
  }, [info, table, effective, intl]);

  if (info === null) return <FormAlert>{intl.formatMessage({ id: 'error.notFound' })}</FormAlert>;

  const sortBy = (name: string) =>
    setQuery((current) => {
      const active = (current.sort ?? info?.defaultSort) === name;
      const order = active ? ((current.order ?? (current.sort === undefined ? 'desc' : 'asc')) === 'asc' ? 'desc' : 'asc') : 'asc';
      return { ...current, sort: name, order, page: 1 };
    });
  const sortState = (name: string): 'ascending' | 'descending' | undefined => {
    const active = query.sort ?? info?.defaultSort;
    if (active !== name) return undefined;
    const order = query.order ?? (query.sort === undefined ? 'desc' : 'asc');
    return order === 'asc' ? 'ascending' : 'descending';
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery((current) => ({ ...current, q: draft.q, filters: { ...draft.filters }, page: 1 }));
  };
  const openDetail = (row: Record<string, unknown>) => {
    const id = typeof row['id'] === 'string' ? row['id'] : undefined;
    if (!info?.hasDetail || id === undefined) {
      setDetail({ row, loading: false });
      return;
    }
    setDetail({ row, loading: true });
    fetchTableRow(table, id).then(
      (full) => setDetail({ row: full, loading: false }),
      (error: unknown) => setDetail({ row, loading: false, failure: apiErrorMessage(intl, error) }),
    );
  };
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const heading = (name: string) => columnHeading(intl, name);
  const columnOf = (name: string) => info?.columns.find((column) => column.name === name);

  return (
    <div className={styles.tableView}>
      {failure && <FormAlert>{failure}</FormAlert>}
      {info?.emptyReason && <p className={styles.note}>{intl.formatMessage({ id: `adminTables.empty.${table}` as 'adminTables.empty.batch' })}</p>}
      {info && (
        <div className={styles.toolbar}>
          <form className={styles.filters} onSubmit={apply} aria-label={intl.formatMessage({ id: 'adminTables.filters' })}>
            <TextField label={intl.formatMessage({ id: 'adminTables.search' })} type="search" value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.target.value })} />
            <details className={styles.details}>
              <summary>{intl.formatMessage({ id: 'adminTables.filters' })}</summary>
              <div className={styles.filterGrid}>
                {listed
                  .filter((column) => column.filterable)
                  .map((column) => (
                    <TextField
                      key={column.name}
                      label={intl.formatMessage({ id: 'adminTables.filterColumn' }, { column: heading(column.name) })}
                      hint={column.type === 'datetime' ? intl.formatMessage({ id: 'adminTables.dateHint' }) : undefined}
                      value={draft.filters[column.name] ?? ''}
                      onChange={(event) => setDraft({ ...draft, filters: { ...draft.filters, [column.name]: event.target.value } })}
                    />
                  ))}
              </div>
            </details>
            <Button type="submit" variant="primary">
              {intl.formatMessage({ id: 'adminTables.apply' })}
            </Button>
          </form>
          <details className={styles.details}>
            <summary>{intl.formatMessage({ id: 'adminTables.columns' })}</summary>
            <fieldset className={styles.columnChoice}>
              <legend>{intl.formatMessage({ id: 'adminTables.columnsLegend' })}</legend>
              {listed.map((column) => (
                <label key={column.name} title={column.name}>
                  <input
                    type="checkbox"
                    checked={columns.some((shown) => shown.name === column.name)}
                    onChange={(event) => {
                      const names = new Set(columns.map((shown) => shown.name));
                      if (event.target.checked) names.add(column.name);
                      else names.delete(column.name);
                      const next = listed.map((candidate) => candidate.name).filter((name) => names.has(name));
                      choose(next.length === listed.length || next.length === 0 ? undefined : next);
                    }}
                  />
                  {heading(column.name)}
                </label>
              ))}
            </fieldset>
          </details>
          <a className={styles.csv} href={csvHref(table, effective)} download={`${table}.csv`}>
            {intl.formatMessage({ id: 'adminTables.csv' })}
          </a>
        </div>
      )}
      <div className={styles.scroll}>
        <table className={styles.table} aria-labelledby={captionId} aria-busy={page === undefined && !failure}>
          <caption id={captionId} className={styles.caption}>
            {intl.formatMessage({ id: 'adminTables.caption' }, { table, total: page?.total ?? 0 })}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className={styles.hidden}>{intl.formatMessage({ id: 'adminTables.detail' })}</span>
              </th>
              {columns.map((column) => (
                <th key={column.name} scope="col" title={column.name} aria-sort={sortState(column.name) ?? (column.sortable ? 'none' : undefined)}>
                  {column.sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => sortBy(column.name)}>
                      {heading(column.name)}
                      <span aria-hidden="true">{sortState(column.name) === 'ascending' ? ' ▲' : sortState(column.name) === 'descending' ? ' ▼' : ''}</span>
                    </button>
                  ) : (
                    heading(column.name)
                  )}
                </th>
              ))}
              {rowActions && (
                <th scope="col">
                  <span className={styles.hidden}>{intl.formatMessage({ id: 'section.trajectory.actions' })}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {page?.rows.map((row, index) => (
              <tr key={typeof row['id'] === 'string' ? row['id'] : index}>
                <td>
                  <Button variant="ghost" onClick={() => openDetail(row)} aria-label={intl.formatMessage({ id: 'adminTables.detailOf' }, { row: (page.page - 1) * page.pageSize + index + 1 })}>
                    {intl.formatMessage({ id: 'adminTables.detail' })}
                  </Button>
                </td>
                {columns.map((column) => (
                  <td key={column.name}>{cellText(intl, column, row[column.name])}</td>
                ))}
                {rowActions && <td>{rowActions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {page && page.rows.length === 0 && <p className={styles.note}>{intl.formatMessage({ id: 'adminTables.noRows' })}</p>}
      </div>
      {page && (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'adminTables.pages' })}>
          <Button disabled={page.page <= 1} onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}>
            {intl.formatMessage({ id: 'adminTables.previous' })}
          </Button>
          <span aria-live="polite">{intl.formatMessage({ id: 'adminTables.pageOf' }, { page: page.page, pages, total: page.total })}</span>
          <Button disabled={page.page >= pages} onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}>
            {intl.formatMessage({ id: 'adminTables.next' })}
          </Button>
          <SelectField
            label={intl.formatMessage({ id: 'adminTables.pageSize' })}
            value={String(query.pageSize)}
            options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
            onChange={(value) => setQuery((current) => ({ ...current, pageSize: Number(value), page: 1 }))}
          />
        </nav>
      )}
      {detail && (
        <Modal
          title={intl.formatMessage({ id: 'adminTables.detailTitle' }, { table })}
          onClose={() => setDetail(undefined)}
          footer={
            <Button variant="primary" onClick={() => setDetail(undefined)}>
              {intl.formatMessage({ id: 'adminTables.close' })}
            </Button>
          }
        >
          {detail.failure && <FormAlert>{detail.failure}</FormAlert>}
          <dl className={styles.detailList} aria-busy={detail.loading}>
            {Object.entries(detail.row).map(([name, value]) => (
              <div key={name}>
                <dt title={name}>{heading(name)}</dt>
                <dd>{cellText(intl, columnOf(name), value, true)}</dd>
              </div>
            ))}
          </dl>
        </Modal>
      )}
    </div>
  );
}
