// The company's licence as its members see it: methods allowed, seats used of seats, validity, and why it allows nothing.
import type { Licence } from '@cla/domain/api';
import type { ReactNode } from 'react';
import { useIntl } from '../../lib/intl.tsx';
import styles from './company.module.css';

/** A licence date (ISO, UTC) in the user's language. */
export function useLicenceDate(): (iso: string) => string {
  const intl = useIntl();
  return (iso) => intl.formatDate(new Date(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The company's licence: its methods, seats used of seats, validity, and a sentence when it allows nothing today. */
export function CompanyLicence({ licence }: { readonly licence: Licence | null }): ReactNode {
  const intl = useIntl();
  const date = useLicenceDate();
  return (
    <section className={styles.card} aria-labelledby="company-licence-title">
      <h2 id="company-licence-title">{intl.formatMessage({ id: 'company.licence.title' })}</h2>
      {licence === null ? (
        <p className={styles.lead}>{intl.formatMessage({ id: 'company.licence.none' })}</p>
      ) : (
        <>
          {licence.status !== 'valid' && (
            <p role="alert" className={styles.expired}>
              {intl.formatMessage(
                { id: licence.status === 'expired' ? 'licence.notice.expired' : 'licence.notice.notYetValid' },
                { validFrom: date(licence.validFrom), validUntil: date(licence.validUntil) },
              )}
            </p>
          )}
          <dl className={styles.facts}>
            <dt>{intl.formatMessage({ id: 'company.licence.name' })}</dt>
            <dd>{licence.name}</dd>
            <dt>{intl.formatMessage({ id: 'company.licence.methods' })}</dt>
            <dd>
              {licence.allowedLayingMethods.length === 0 ? (
                '—'
              ) : (
                <ul className={styles.methods} aria-label={intl.formatMessage({ id: 'company.licence.methods' })}>
                  {licence.allowedLayingMethods.map((method) => (
                    <li key={method}>{intl.formatMessage({ id: `method.${method}` })}</li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>{intl.formatMessage({ id: 'company.licence.seats' })}</dt>
            <dd data-testid="company-seats">{intl.formatMessage({ id: 'company.licence.seatsUsed' }, { used: licence.seatsUsed, seats: licence.seats })}</dd>
            <dt>{intl.formatMessage({ id: 'company.licence.validity' })}</dt>
            <dd>{intl.formatMessage({ id: 'company.licence.validRange' }, { validFrom: date(licence.validFrom), validUntil: date(licence.validUntil) })}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
