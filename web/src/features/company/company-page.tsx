import type { UserCompanyResponse } from '@cla/domain/api';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormAlert } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { canManageCompany, useAccount } from '../../lib/session.tsx';
import { companyApi } from './company-api.ts';
import { CompanyLicence } from './company-licence.tsx';
import { CompanyMembers } from './company-members.tsx';
import styles from './company.module.css';

/**
 * `/company`: the user's company — its details and licence (methods, seats used of seats, validity) for every member;
 * for its managers (and admins who belong to it) also the members and invitations. `apiKeys` (the caller's own API
 * keys panel, which the app passes in: one feature does not import another) is shown between the licence and the
 * members.
 */
export function CompanyPage({ apiKeys }: { readonly apiKeys?: ReactNode }): ReactNode {
  const intl = useIntl();
  const account = useAccount();
  const [answer, setAnswer] = useState<UserCompanyResponse>();
  const [failure, setFailure] = useState<string>();

  const load = useCallback(
    (signal?: AbortSignal) =>
      companyApi.company(signal).then(setAnswer, (error: unknown) => {
        if (!isApiError(error, 'aborted')) setFailure(apiErrorMessage(intl, error));
      }),
    [intl],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const company = answer?.company;
  const manages = account !== undefined && company !== undefined && company !== null && (company.role === 'manager' || canManageCompany(account));

  return (
    <div className={styles.page}>
      <h1>{company ? company.name : intl.formatMessage({ id: 'company.title' })}</h1>
      {failure && <FormAlert>{failure}</FormAlert>}
      {answer && company === null && <p className={styles.lead}>{intl.formatMessage({ id: 'company.none' })}</p>}
      {company && (
        <>
          <section className={styles.card} aria-labelledby="company-details-title">
            <h2 id="company-details-title">{intl.formatMessage({ id: 'company.details' })}</h2>
            <dl className={styles.facts}>
              <dt>{intl.formatMessage({ id: 'company.name' })}</dt>
              <dd>{company.name}</dd>
              <dt>{intl.formatMessage({ id: 'company.address' })}</dt>
              <dd>{company.address || '—'}</dd>
              <dt>{intl.formatMessage({ id: 'company.country' })}</dt>
              <dd>{company.country || '—'}</dd>
              <dt>{intl.formatMessage({ id: 'company.distributor' })}</dt>
              <dd>{company.distributor ? `${company.distributor.name}${company.distributor.contact ? ` (${company.distributor.contact})` : ''}` : '—'}</dd>
              <dt>{intl.formatMessage({ id: 'company.yourRole' })}</dt>
              <dd>{intl.formatMessage({ id: `company.role.${company.role}` })}</dd>
            </dl>
          </section>
          <CompanyLicence licence={company.licence} />
          {apiKeys}
          {manages && account ? (
            <CompanyMembers meId={account.id} onChange={() => void load()} />
          ) : (
            <p className={styles.lead}>{intl.formatMessage({ id: 'company.readOnly' })}</p>
          )}
        </>
      )}
    </div>
  );
}
