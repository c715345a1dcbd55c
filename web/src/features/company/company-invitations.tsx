// The pending invitations of /company, for its managers: resend, or revoke once confirmed.
import type { CompanyInvitation } from '@cla/domain/api';
import { useState, type ReactNode } from 'react';
import { DataTable } from '../../components/data-table.tsx';
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
        <DataTable
          stacked
          rows={invitations}
          rowKey={(invitation) => invitation.id}
          columns={[
            { heading: intl.formatMessage({ id: 'account.email' }), cell: (invitation) => invitation.email },
            { heading: intl.formatMessage({ id: 'company.role' }), cell: (invitation) => intl.formatMessage({ id: `company.role.${invitation.role}` }) },
            {
              heading: intl.formatMessage({ id: 'company.invitations.expires' }),
              cell: (invitation) =>
                invitation.expired ? (
                  <span className={styles.expired}>{intl.formatMessage({ id: 'company.invitations.expired' })}</span>
                ) : (
                  intl.formatDate(new Date(invitation.expiresAt), { dateStyle: 'medium' })
                ),
            },
            {
              heading: intl.formatMessage({ id: 'company.actions' }),
              labelled: false,
              cell: (invitation) => (
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
              ),
            },
          ]}
        />
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
