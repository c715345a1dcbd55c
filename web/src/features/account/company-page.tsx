import type { UserCompanyResponse } from '@cla/domain/api';
import { useEffect, useState, type ReactNode } from 'react';
import { FormAlert } from '../../components/form.tsx';
import { apiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import styles from './account.module.css';

/** `/company`: the user's company (its users and API keys come with the company administration). */
export function CompanyPage(): ReactNode {
  const intl = useIntl();
  const [answer, setAnswer] = useState<UserCompanyResponse>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    apiClient.get<UserCompanyResponse>('/api/user-company', { signal: controller.signal }).then(setAnswer, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(apiErrorMessage(intl, error));
    });
    return () => controller.abort();
  }, [intl]);
  return (
    <div className={styles.wide}>
      <section className={styles.card} aria-labelledby="company-title" aria-busy={!answer && !failure}>
        <h1 id="company-title" className={styles.title}>
          <FormattedMessage id="company.title" />
        </h1>
        {failure && <FormAlert>{failure}</FormAlert>}
        {answer &&
          (answer.company ? (
            <dl className={styles.facts}>
              <dt>
                <FormattedMessage id="company.name" />
              </dt>
              <dd>{answer.company.name}</dd>
            </dl>
          ) : (
            <p className={styles.lead}>
              <FormattedMessage id="company.none" />
            </p>
          ))}
      </section>
    </div>
  );
}
