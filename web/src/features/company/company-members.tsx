// The managers' part of /company: inviting, the members (role, removal) and the pending invitations.
import type { CompanyMember, CompanyRole } from '@cla/domain/api';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { Button, FormAlert, SelectField, TextField } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { companyApi } from './company-api.ts';
import { CompanyInvitations } from './company-invitations.tsx';
import styles from './company.module.css';

const COMPANY_ROLES: readonly CompanyRole[] = ['ordinary', 'manager'];

/**
 * The members of the company and its pending invitations, for its managers: invite by e-mail, change a member's
 * role, remove a member; resend or revoke an invitation. `onChange` is told when the seats in use may have changed.
 */
export function CompanyMembers({ meId, onChange }: { readonly meId: string; readonly onChange: () => void }): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const { data: team, error: loadFailure, reload: load } = useApiData(companyApi.team);
  const members = team?.members;
  const invitations = team?.invitations;
  // a failed change; otherwise the lists' own failure
  const [actionFailure, setFailure] = useState<string>();
  const failure = actionFailure ?? loadFailure;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('ordinary');
  const [inviteError, setInviteError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<CompanyMember>();

  /** Runs a change, then reloads the lists and the seats; a failure is shown in the card. */
  async function change(action: () => Promise<unknown>, success?: string): Promise<boolean> {
    setFailure(undefined);
    try {
      await action();
      if (success) show({ variant: 'success', title: success });
      await load();
      onChange();
      return true;
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
      return false;
    }
  }

  async function invite(event: FormEvent): Promise<void> {
    event.preventDefault();
    setInviteError(undefined);
    setBusy(true);
    try {
      const created = await companyApi.invite(email.trim(), role);
      setEmail('');
      show({ variant: 'success', title: intl.formatMessage({ id: 'company.invite.sent' }, { email: created.email }) });
      await load();
      onChange();
    } catch (error) {
      setInviteError(fieldIssuesOf(error).some((issue) => issue.field === 'email') && isApiError(error, 'http') && error.status === 400 ? intl.formatMessage({ id: 'account.error.email' }) : apiErrorMessage(intl, error));
    } finally {
      setBusy(false);
    }
  }

  const roleOptions = COMPANY_ROLES.map((value) => ({ value, label: intl.formatMessage({ id: `company.role.${value}` }) }));

  return (
    <>
      <form className={styles.card} onSubmit={(event) => void invite(event)} aria-labelledby="company-invite-title">
        <h2 id="company-invite-title">{intl.formatMessage({ id: 'company.invite.title' })}</h2>
        <div className={styles.inviteRow}>
          <TextField label={intl.formatMessage({ id: 'account.email' })} type="email" value={email} error={inviteError} onChange={(event) => setEmail(event.target.value)} />
          <SelectField label={intl.formatMessage({ id: 'company.role' })} value={role} options={roleOptions} onChange={(value) => setRole(value as CompanyRole)} />
          <Button type="submit" variant="primary" busy={busy} disabled={email.trim() === ''}>
            {intl.formatMessage({ id: 'company.invite.submit' })}
          </Button>
        </div>
      </form>
      {failure && <FormAlert>{failure}</FormAlert>}
      <section className={styles.card} aria-labelledby="company-members-title" aria-busy={members === undefined && !failure}>
        <h2 id="company-members-title">{intl.formatMessage({ id: 'company.members.title' })}</h2>
        {members && (
          <DataTable
            stacked
            rows={members}
            rowKey={(member) => member.id}
            columns={[
              {
                heading: intl.formatMessage({ id: 'account.username' }),
                cell: (member) => (member.id === meId ? `${member.username} ${intl.formatMessage({ id: 'company.members.you' })}` : member.username),
              },
              { heading: intl.formatMessage({ id: 'account.email' }), cell: (member) => member.email },
              {
                heading: intl.formatMessage({ id: 'company.role' }),
                cell: (member) => (
                  <select
                    value={member.role}
                    aria-label={intl.formatMessage({ id: 'company.members.roleOf' }, { name: member.username })}
                    onChange={(event) =>
                      void change(
                        () => companyApi.changeRole(member.id, event.target.value as CompanyRole),
                        intl.formatMessage({ id: 'company.members.roleChanged' }, { name: member.username }),
                      )
                    }
                  >
                    {roleOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ),
              },
              {
                heading: intl.formatMessage({ id: 'company.actions' }),
                labelled: false,
                cell: (member) => (
                  <Button variant="ghost" onClick={() => setRemoving(member)} aria-label={intl.formatMessage({ id: 'company.members.removeItem' }, { name: member.username })}>
                    {intl.formatMessage({ id: 'company.members.remove' })}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </section>
      {invitations && <CompanyInvitations invitations={invitations} change={change} />}
      {removing && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'company.members.removeTitle' }, { name: removing.username })}
          message={intl.formatMessage({ id: 'company.members.removeMessage' }, { name: removing.username })}
          confirmLabel={intl.formatMessage({ id: 'company.members.remove' })}
          cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => {
            const member = removing;
            setRemoving(undefined);
            void change(() => companyApi.remove(member.id), intl.formatMessage({ id: 'company.members.removed' }, { name: member.username }));
          }}
        />
      )}
    </>
  );
}
