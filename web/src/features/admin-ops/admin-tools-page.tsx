// The admin's tools: end a user's sessions, resend pending mails, download a backup, rebuild derived data.
import type { AdminUser } from '@cla/domain/api';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { Button, FormAlert, SelectField } from '../../components/form.tsx';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { useIntl } from '../../lib/intl.tsx';
import styles from './admin-ops.module.css';
import { useRouteData } from '../../lib/use-route-data.ts';

/** `/admin/admin-tools`: end a user's sessions, resend pending mails, download a backup, rebuild derived data. */
export function AdminToolsPage(): ReactNode {
  const intl = useIntl();
  const users = useRouteData('GET /api/admin/users');
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState<string>();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string }>();
  // the user whose sessions are about to end, while the admin confirms (it signs them out everywhere)
  const [ending, setEnding] = useState<AdminUser>();

  async function run(name: string, action: () => Promise<string>): Promise<void> {
    setBusy(name);
    setResult(undefined);
    try {
      setResult({ kind: 'success', text: await action() });
    } catch (failure) {
      setResult({ kind: 'error', text: apiErrorMessage(intl, failure) });
    } finally {
      setBusy(undefined);
    }
  }

  const chosen = userId || users.data?.[0]?.id || '';
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.tools.title' })}</h1>
      {users.error && <FormAlert>{users.error}</FormAlert>}
      {result && <FormAlert kind={result.kind}>{result.text}</FormAlert>}
      <section className={styles.card} aria-labelledby="tool-sessions">
        <h2 id="tool-sessions">{intl.formatMessage({ id: 'adminOps.tools.sessions' })}</h2>
        <div className={styles.row}>
          <SelectField
            label={intl.formatMessage({ id: 'adminOps.tools.user' })}
            value={chosen}
            options={(users.data ?? []).map((user) => ({ value: user.id, label: `${user.username} <${user.email}>` }))}
            onChange={setUserId}
          />
          <Button
            variant="danger"
            busy={busy === 'sessions'}
            disabled={chosen === ''}
            onClick={() => setEnding(users.data?.find((user) => user.id === chosen))}
          >
            {intl.formatMessage({ id: 'adminOps.tools.endSessions' })}
          </Button>
        </div>
        {chosen && <Link to={`/admin/change-password/${chosen}`}>{intl.formatMessage({ id: 'adminOps.password.title' })}</Link>}
      </section>
      {ending && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'adminOps.tools.endSessionsTitle' }, { name: ending.username })}
          message={intl.formatMessage({ id: 'adminOps.tools.endSessionsMessage' }, { name: ending.username })}
          confirmLabel={intl.formatMessage({ id: 'adminOps.tools.endSessions' })}
          cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })}
          onCancel={() => setEnding(undefined)}
          onConfirm={() => {
            const user = ending;
            setEnding(undefined);
            void run('sessions', async () => {
              const { ended } = await callRoute('POST /api/admin/users/{id}/end-sessions', { params: { id: user.id } });
              return intl.formatMessage({ id: 'adminOps.tools.sessionsEnded' }, { count: ended });
            });
          }}
        />
      )}
      <section className={styles.card} aria-labelledby="tool-mails">
        <h2 id="tool-mails">{intl.formatMessage({ id: 'adminOps.tools.mails' })}</h2>
        <p>{intl.formatMessage({ id: 'adminOps.tools.mailsHint' })}</p>
        <Button
          busy={busy === 'mails'}
          onClick={() =>
            void run('mails', async () => {
              const { due } = await callRoute('POST /api/admin/tools/resend-mails');
              return intl.formatMessage({ id: 'adminOps.tools.mailsDue' }, { count: due });
            })
          }
        >
          {intl.formatMessage({ id: 'adminOps.tools.resendMails' })}
        </Button>
      </section>
      <section className={styles.card} aria-labelledby="tool-backup">
        <h2 id="tool-backup">{intl.formatMessage({ id: 'adminOps.tools.backup' })}</h2>
        <p>{intl.formatMessage({ id: 'adminOps.tools.backupHint' })}</p>
        {/* A plain link: the browser downloads the file (the session cookie goes with it); a 409 on PostgreSQL shows its JSON explanation. */}
        <a href="/api/admin/tools/backup" download>
          {intl.formatMessage({ id: 'adminOps.tools.downloadBackup' })}
        </a>
      </section>
      <section className={styles.card} aria-labelledby="tool-derived">
        <h2 id="tool-derived">{intl.formatMessage({ id: 'adminOps.tools.derived' })}</h2>
        <p>{intl.formatMessage({ id: 'adminOps.tools.derivedHint' })}</p>
        <Button
          busy={busy === 'derived'}
          onClick={() =>
            void run('derived', async () => {
              const report = await callRoute('POST /api/admin/tools/rebuild-derived');
              return intl.formatMessage({ id: 'adminOps.tools.derivedDone' }, report);
            })
          }
        >
          {intl.formatMessage({ id: 'adminOps.tools.rebuild' })}
        </Button>
      </section>
    </div>
  );
}
