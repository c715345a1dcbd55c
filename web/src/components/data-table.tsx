// A table of records (the company's members and invitations, the admin's users, the API keys): one row per record.
import type { Key, ReactNode } from 'react';
import styles from './data-table.module.css';

/** One column: its heading and what each record shows in it. */
export interface DataColumn<Row> {
  /** The column heading (`<th scope="col">`); where rows stack on a phone, also the heading above each cell. */
  readonly heading: string;
  readonly cell: (row: Row) => ReactNode;
  /** A class for the column's cells (e.g. no wrapping). */
  readonly className?: string;
  /** Where rows stack: false when the cell names itself (action buttons), so no heading is repeated above it. */
  readonly labelled?: boolean;
}

export interface DataTableProps<Row> {
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => Key;
  /** The table's caption (e.g. a visually hidden name). */
  readonly caption?: ReactNode;
  /** Rows stack on a phone (components/stacked-table.module.css); otherwise the table scrolls sideways. */
  readonly stacked?: boolean;
  /** A class for the scrolling box around the table (its margins). */
  readonly className?: string;
}

/** Column headings, then one row per record, the first cell heading its row (`<th scope="row">`). */
export function DataTable<Row>({ columns, rows, rowKey, caption, stacked = false, className }: DataTableProps<Row>): ReactNode {
  const [first, ...rest] = columns;
  return (
    <div className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <table className={stacked ? `${styles.table} ${styles.stacked}` : styles.table}>
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {first && (
                <th scope="row" className={first.className}>
                  {first.cell(row)}
                </th>
              )}
              {rest.map((column) => (
                <td key={column.heading} className={column.className} data-label={stacked && column.labelled !== false ? column.heading : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
