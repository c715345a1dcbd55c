// `/admin/accounts`: the instance's users, inviting one and acting as one (impersonation); admins only.
import type { AdminUser } from '@cla/domain/api';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { Button, FormAlert, SelectField, TextField } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { LOCALE_NAMES, LOCALES, useIntl, useLocale, type Locale } from '../../lib/intl.tsx';
import { useAccount, useSessionActions, type Account } from '../../lib/session.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { useRouteData } from '../../lib/use-route-data.ts';
import styles from './admin-users-page.module.css';

/**
 * `/admin/accounts` (admins only; the searchable users table is `/admin/users`): the users of the instance; invite one (the link goes out by e-mail), or act as one
 * (impersonation, left through the highlighted exit in the navigation).
 */
export function AdminUsersPage(): ReactNode {
  const intl = useIntl();
  const me = useAccount();
  const session = useSessionActions();
  const navigate = useNavigate();
  const { show } = useToasts();
  const { data: users, error: loadFailure, setData: setUsers } = useRouteData('GET /api/admin/users');
  // a failed impersonation; otherwise the list's own failure
  const [actionFailure, setFailure] = useState<string>();
  const failure = actionFailure ?? loadFailure;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Account['role']>('ordinary');
  // The invitee's language (their e-mail, demo project and profile): the admin's own interface language unless changed.
  const { locale } = useLocale();
  const [language, setLanguage] = useState<Locale>(locale);
  const [inviteError, setInviteError] = useState<string>();

  async function impersonate(user: AdminUser): Promise<void> {
    try {
      await callRoute('POST /api/admin/impersonate/{userId}', { params: { userId: user.id } });
      await session.check();
      await navigate('/projects');
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
    }
  }

  async function invite(event: FormEvent): Promise<void> {
    event.preventDefault();
    setInviteError(undefined);
    try {
      const created = await callRoute('POST /api/admin/invite', { body: { email: email.trim(), role, language } });
      setUsers((list) => [...(list ?? []), created]);
      setEmail('');
      show({ variant: 'success', title: intl.formatMessage({ id: 'admin.invited' }, { email: created.email }) });
    } catch (error) {
      const issues = fieldIssuesOf(error);
      setInviteError(issues.length > 0 || (isApiError(error, 'http') && error.status === 400) ? intl.formatMessage({ id: 'account.error.email' }) : apiErrorMessage(intl, error));
    }
  }

  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'admin.title' })}</h1>
      {failure && <FormAlert>{failure}</FormAlert>}
      <form className={styles.card} onSubmit={(event) => void invite(event)} aria-labelledby="invite-title">
        <h2 id="invite-title">{intl.formatMessage({ id: 'admin.invite' })}</h2>
        <div className={styles.inviteRow}>
          <TextField label={intl.formatMessage({ id: 'account.email' })} type="email" value={email} error={inviteError} onChange={(event) => setEmail(event.target.value)} />
          <SelectField
            label={intl.formatMessage({ id: 'account.role' })}
            value={role}
            options={(['ordinary', 'admin'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `account.role.${value}` }) }))}
            onChange={(value) => setRole(value as Account['role'])}
          />
          <SelectField
            label={intl.formatMessage({ id: 'admin.inviteLanguage' })}
            value={language}
            options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
            onChange={(value) => setLanguage(value as Locale)}
          />
          <Button type="submit" variant="primary" disabled={email.trim() === ''}>
            {intl.formatMessage({ id: 'admin.inviteSubmit' })}
          </Button>
        </div>
      </form>
      <section className={styles.card} aria-labelledby="users-title" aria-busy={users === undefined && !failure}>
        <h2 id="users-title">{intl.formatMessage({ id: 'admin.users' })}</h2>
        {users && (
          <DataTable
            rows={users}
            rowKey={(user) => user.id}
            columns={[
              { heading: intl.formatMessage({ id: 'account.username' }), cell: (user) => user.username },
              { heading: intl.formatMessage({ id: 'account.email' }), cell: (user) => user.email },
              { heading: intl.formatMessage({ id: 'account.role' }), cell: (user) => intl.formatMessage({ id: `account.role.${user.role}` }) },
              { heading: intl.formatMessage({ id: 'admin.created' }), cell: (user) => intl.formatDate(new Date(user.createdAt), { dateStyle: 'medium' }) },
              {
                heading: intl.formatMessage({ id: 'section.trajectory.actions' }),
                cell: (user) =>
                  user.role !== 'admin' &&
                  user.id !== me?.id && (
                    <Button variant="ghost" onClick={() => void impersonate(user)}>
                      {/* the user's name in the visible text: a name that differs from it fails WCAG 2.5.3 (label in name) */}
                      {intl.formatMessage({ id: 'admin.impersonateItem' }, { name: user.username })}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
