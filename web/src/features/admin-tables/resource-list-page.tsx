// The admin's list of companies, distributors, licences or plans, each with a link to its editor and one to create a new one.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form.tsx';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { resourceCellText } from './cell-value.ts';
import { listResources, RESOURCES, type Resource, type ResourceKind } from './resources.ts';
import styles from './admin-tables.module.css';

/** `/admin/{companies,distributors,licences,plans}`: every one by name, each with its editor, and a new one. */
export function ResourceListPage({ kind }: { kind: ResourceKind }): ReactNode {
  const intl = useIntl();
  const spec = RESOURCES[kind];
  const [items, setItems] = useState<Resource[]>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let live = true;
    listResources(spec.plural).then(
      (list) => live && setItems(list),
      (error: unknown) => live && setFailure(apiErrorMessage(intl, error)),
    );
    return () => {
      live = false;
    };
  }, [spec, intl]);

  const heading = (name: string) => intl.formatMessage({ id: `adminTables.field.${name}` as 'adminTables.field.name' });
  return (
    <>
      <h1>{intl.formatMessage({ id: `adminTables.nav.${spec.plural}` })}</h1>
      {failure && <FormAlert>{failure}</FormAlert>}
      <p>
        <Link to={spec.editPath()}>{intl.formatMessage({ id: `adminTables.new.${kind}` })}</Link>
      </p>
      <section className={styles.card} aria-busy={items === undefined && !failure} aria-label={intl.formatMessage({ id: `adminTables.nav.${spec.plural}` })}>
        {items && items.length === 0 && <p className={styles.note}>{intl.formatMessage({ id: 'adminTables.noRows' })}</p>}
        {items && items.length > 0 && (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{heading('name')}</th>
                  {spec.listColumns.map((column) => (
                    <th key={column} scope="col">
                      {heading(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to={spec.editPath(item.id)} aria-label={intl.formatMessage({ id: 'adminTables.editItem' }, { name: item.name })}>
                        {item.name}
                      </Link>
                    </th>
                    {spec.listColumns.map((column) => (
                      <td key={column}>{resourceCellText(intl, spec, column, item[column])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
