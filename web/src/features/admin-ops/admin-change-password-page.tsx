// The admin's page that sets another user's password (the account pages' length rule).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, FormAlert, SelectField, TextField } from '../../components/form.tsx';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { useIntl } from '../../lib/intl.tsx';
import styles from './admin-ops.module.css';
import { useRouteData } from '../../lib/use-route-data.ts';
import { MIN_PASSWORD_LENGTH as MIN_LENGTH } from '@cla/domain';

/**
 * `/admin/change-password/:id?`: an admin sets a user's password; the user's sessions end. Without an id the user is
 * chosen on the page.
 */
export function AdminChangePasswordPage(): ReactNode {
  const intl = useIntl();
  const { id: fromPath } = useParams();
  const users = useRouteData('GET /api/admin/users');
  const [picked, setPicked] = useState('');
  const id = fromPath ?? (picked || users.data?.[0]?.id || '');
  const user = users.data?.find((candidate) => candidate.id === id);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setDone(false);
    if (password.length < MIN_LENGTH) {
      setErrors({ password: intl.formatMessage({ id: 'adminOps.password.tooShort' }, { min: MIN_LENGTH }) });
      return;
    }
    if (password !== repeat) {
      setErrors({ repeat: intl.formatMessage({ id: 'adminOps.password.mismatch' }) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await callRoute('POST /api/admin/users/{id}/password', { params: { id }, body: { password } });
      setDone(true);
      setPassword('');
      setRepeat('');
    } catch (failure) {
      const issue = fieldIssuesOf(failure).find((candidate) => candidate.field === 'password');
      setErrors(issue ? { password: issue.message } : { form: apiErrorMessage(intl, failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.password.title' })}</h1>
      {users.error && <FormAlert>{users.error}</FormAlert>}
      {users.data && !user && <FormAlert>{intl.formatMessage({ id: 'adminOps.password.unknownUser' })}</FormAlert>}
      {user && <p>{intl.formatMessage({ id: 'adminOps.password.for' }, { name: user.username, email: user.email })}</p>}
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        {fromPath === undefined && (
          <SelectField
            label={intl.formatMessage({ id: 'adminOps.tools.user' })}
            value={id}
            options={(users.data ?? []).map((candidate) => ({ value: candidate.id, label: `${candidate.username} <${candidate.email}>` }))}
            onChange={(value) => {
              setPicked(value);
              setDone(false);
            }}
          />
        )}
        <TextField
          label={intl.formatMessage({ id: 'adminOps.password.new' })}
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          hint={intl.formatMessage({ id: 'adminOps.password.hint' })}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'adminOps.password.repeat' })}
          type="password"
          autoComplete="new-password"
          value={repeat}
          error={errors.repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        {done && <FormAlert kind="success">{intl.formatMessage({ id: 'adminOps.password.done' })}</FormAlert>}
        <Button type="submit" variant="primary" busy={busy} disabled={users.data !== undefined && !user}>
          {intl.formatMessage({ id: 'adminOps.password.submit' })}
        </Button>
      </form>
      <Link to="/admin/admin-tools">{intl.formatMessage({ id: 'adminOps.tools.title' })}</Link>
    </div>
  );
}
