// The admin's page of one database table, shown through the generic table view.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useIntl } from '../../lib/intl.tsx';
import { TableView } from './table-view.tsx';

/** `/admin/table-view/:table`: one table of the database, through the generic table view. */
export function TableViewPage(): ReactNode {
  const intl = useIntl();
  const table = useParams().table ?? '';
  return (
    <>
      <h1>{intl.formatMessage({ id: 'adminTables.title' }, { table })}</h1>
      <TableView key={table} table={table} />
    </>
  );
}
