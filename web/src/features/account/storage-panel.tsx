// The account page's storage card: how much of their file and data quotas the signed-in user has used.
import type { QuotaUse } from '@cla/domain/api';
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/form.tsx';
import { useIntl } from '../../lib/intl.tsx';
import { useRouteData } from '../../lib/use-route-data.ts';
import accountStyles from './account.module.css';
import styles from './api-keys-panel.module.css';

/** The signed-in user's storage against their quotas (`GET /api/storage`): files and pictures, and stored data. */
export function StoragePanel(): ReactNode {
  const intl = useIntl();
  const { data, error } = useRouteData('GET /api/storage');
  const megabytes = (bytes: number) => intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const line = (id: 'storage.files' | 'storage.data', use: QuotaUse) => (
    <li key={id}>
      {use.quotaBytes === 0
        ? intl.formatMessage({ id: `${id}.unlimited` }, { used: megabytes(use.usedBytes) })
        : intl.formatMessage({ id }, { used: megabytes(use.usedBytes), quota: megabytes(use.quotaBytes), percent: intl.formatNumber(use.usedBytes / use.quotaBytes, { style: 'percent' }) })}
    </li>
  );
  return (
    <section className={`${accountStyles.card} ${styles.panel}`} aria-labelledby="storage-title" aria-busy={data === undefined && !error}>
      <h2 id="storage-title" className={styles.heading}>
        {intl.formatMessage({ id: 'storage.title' })}
      </h2>
      {error && <FormAlert>{error}</FormAlert>}
      {data && <ul>{[line('storage.files', data.files), line('storage.data', data.data)]}</ul>}
    </section>
  );
}
