// The admin's list of users (search, filters by role, company or licence, sort, paging), each with a link to its editor.
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useIntl } from '../../lib/intl.tsx';
import { TableView } from './table-view.tsx';

/** The address's filters of `/admin/users/:type?/:id?`: `role/admin`, `company/<id>`, `licence/<id>`. */
const TYPES: Readonly<Record<string, string>> = { role: 'role', company: 'companyId', licence: 'licenceId' };

/**
 * `/admin/users/:type?/:id?`: the users through the table view (search, filters by role, company…, sort, server-side
 * paging), each with its editor; `/admin/users/company/<id>` starts filtered on that company.
 */
export function AdminUsersListPage(): ReactNode {
  const intl = useIntl();
  const { type, id } = useParams();
  const column = type === undefined ? undefined : TYPES[type];
  const filters = useMemo(() => (column !== undefined && id !== undefined ? { [column]: id } : undefined), [column, id]);
  return (
    <>
      <h1>{intl.formatMessage({ id: 'admin.users' })}</h1>
      <p>
        <Link to="/admin/edit-user">{intl.formatMessage({ id: 'adminTables.new.user' })}</Link>
      </p>
      <TableView
        key={`${type ?? ''}/${id ?? ''}`}
        table="user"
        initialFilters={filters}
        rowActions={(row) => (
          <Link to={`/admin/edit-user/${String(row['id'])}`} aria-label={intl.formatMessage({ id: 'adminTables.editItem' }, { name: String(row['username'] ?? row['id']) })}>
            {intl.formatMessage({ id: 'adminTables.edit' })}
          </Link>
        )}
      />
    </>
  );
}
