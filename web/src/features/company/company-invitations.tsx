import type { CompanyInvitation } from '@cla/domain/api';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { Button } from '../../components/form.tsx';
import { useIntl } from '../../lib/intl.tsx';
import { companyApi } from './company-api.ts';
import styles from './company.module.css';

/** The pending invitations: address, role, expiry (or expired), resend and revoke (confirmed first: the link stops working). */
export function CompanyInvitations({
  invitations,
  change,
}: {
  readonly invitations: readonly CompanyInvitation[];
  readonly change: (action: () => Promise<unknown>, success?: string) => Promise<boolean>;
}): ReactNode {
  const intl = useIntl();
  const [revoking, setRevoking] = useState<CompanyInvitation>();
  return (
    <section className={styles.card} aria-labelledby="company-invitations-title">
      <h2 id="company-invitations-title">{intl.formatMessage({ id: 'company.invitations.title' })}</h2>
      {invitations.length === 0 ? (
        <p className={styles.lead}>{intl.formatMessage({ id: 'company.invitations.none' })}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'account.email' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'company.role' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'company.invitations.expires' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'company.actions' })}</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row">{invitation.email}</th>
                  <td data-label={intl.formatMessage({ id: 'company.role' })}>{intl.formatMessage({ id: `company.role.${invitation.role}` })}</td>
                  <td data-label={intl.formatMessage({ id: 'company.invitations.expires' })}>
                    {invitation.expired ? (
                      <span className={styles.expired}>{intl.formatMessage({ id: 'company.invitations.expired' })}</span>
                    ) : (
                      intl.formatDate(new Date(invitation.expiresAt), { dateStyle: 'medium' })
                    )}
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      <Button
                        variant="ghost"
                        aria-label={intl.formatMessage({ id: 'company.invitations.resendItem' }, { email: invitation.email })}
                        onClick={() => void change(() => companyApi.resend(invitation.id), intl.formatMessage({ id: 'company.invite.sent' }, { email: invitation.email }))}
                      >
                        {intl.formatMessage({ id: 'company.invitations.resend' })}
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={intl.formatMessage({ id: 'company.invitations.revokeItem' }, { email: invitation.email })}
                        onClick={() => setRevoking(invitation)}
                      >
                        {intl.formatMessage({ id: 'company.invitations.revoke' })}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'company.invitations.revokeTitle' }, { email: revoking.email })}
          message={intl.formatMessage({ id: 'company.invitations.revokeMessage' }, { email: revoking.email })}
          confirmLabel={intl.formatMessage({ id: 'company.invitations.revoke' })}
          cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })}
          onCancel={() => setRevoking(undefined)}
          onConfirm={() => {
            const invitation = revoking;
            setRevoking(undefined);
            void change(() => companyApi.revoke(invitation.id), intl.formatMessage({ id: 'company.invitations.revoked' }, { email: invitation.email }));
          }}
        />
      )}
    </section>
  );
}
