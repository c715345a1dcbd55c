// The company page: its details and licence for every member; its members and invitations for its managers.
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/form.tsx';
import { useIntl } from '../../lib/intl.tsx';
import { canManageCompany, useAccount } from '../../lib/session.tsx';
import { useRouteData } from '../../lib/use-route-data.ts';
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
  const { data: answer, error: failure, reload } = useRouteData('GET /api/user-company');

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
            <CompanyMembers meId={account.id} onChange={() => void reload()} />
          ) : (
            <p className={styles.lead}>{intl.formatMessage({ id: 'company.readOnly' })}</p>
          )}
        </>
      )}
    </div>
  );
}
