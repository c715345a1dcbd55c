// The admin's page that invites a user or edits one (role, company, licence, active).
import type { AdminUser, PatchUserBody } from '@cla/domain/api';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, FormAlert, SelectField, TextField } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { fieldErrorsOf } from '../../lib/server-field-messages.ts';
import { listResources, type Resource } from './resources.ts';
import styles from './admin-tables.module.css';

type Editable = Pick<AdminUser, 'role' | 'company' | 'companyRole' | 'licence' | 'active'>;

/** The fields that differ from the stored user (a company role only with a company). */
function changes(user: AdminUser, form: Editable): PatchUserBody {
  const body: PatchUserBody = {};
  if (form.role !== user.role) body.role = form.role;
  if (form.company !== user.company) body.company = form.company;
  if (form.company !== null && (form.companyRole !== user.companyRole || form.company !== user.company)) body.companyRole = form.companyRole ?? 'ordinary';
  if (form.licence !== user.licence) body.licence = form.licence;
  if (form.active !== user.active) body.active = form.active;
  return body;
}

/** `/admin/edit-user/:id?`: a user's role, company and company role, own licence and active; no id: invite one. */
export function EditUserPage(): ReactNode {
  const id = useParams().id;
  return id === undefined ? <InviteUser /> : <EditUser key={id} id={id} />;
}

function InviteUser(): ReactNode {
  const intl = useIntl();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminUser['role']>('ordinary');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  async function invite(event: FormEvent): Promise<void> {
    event.preventDefault();
    setErrors({});
    setFailure(undefined);
    try {
      const created = await callRoute('POST /api/admin/invite', { body: { email: email.trim(), role } });
      await navigate(`/admin/edit-user/${created.id}`);
    } catch (error) {
      const issues = fieldIssuesOf(error);
      if (issues.length > 0) setErrors(fieldErrorsOf(intl, error));
      else setFailure(apiErrorMessage(intl, error));
    }
  }

  return (
    <>
      <h1>{intl.formatMessage({ id: 'adminTables.new.user' })}</h1>
      <form className={styles.card} onSubmit={(event) => void invite(event)} aria-label={intl.formatMessage({ id: 'adminTables.new.user' })}>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className={styles.fields}>
          <TextField label={intl.formatMessage({ id: 'account.email' })} type="email" value={email} error={errors['email']} onChange={(event) => setEmail(event.target.value)} />
          <SelectField
            label={intl.formatMessage({ id: 'account.role' })}
            value={role}
            options={(['ordinary', 'admin'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `account.role.${value}` }) }))}
            onChange={(value) => setRole(value as AdminUser['role'])}
          />
        </div>
        <Button type="submit" variant="primary">
          {intl.formatMessage({ id: 'admin.inviteSubmit' })}
        </Button>
      </form>
    </>
  );
}

function EditUser({ id }: { id: string }): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const [user, setUser] = useState<AdminUser | null>();
  const [form, setForm] = useState<Editable>();
  const [companies, setCompanies] = useState<Resource[]>([]);
  const [licences, setLicences] = useState<Resource[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let live = true;
    const fail = (error: unknown) => live && setFailure(apiErrorMessage(intl, error));
    callRoute('GET /api/admin/users').then((users) => {
      if (!live) return;
      const found = users.find((candidate) => candidate.id === id) ?? null;
      setUser(found);
      if (found) setForm({ role: found.role, company: found.company, companyRole: found.companyRole, licence: found.licence, active: found.active });
    }, fail);
    listResources('companies').then((list) => live && setCompanies(list), fail);
    listResources('licences').then((list) => live && setLicences(list), fail);
    return () => {
      live = false;
    };
  }, [id, intl]);

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!user || !form) return;
    setErrors({});
    setFailure(undefined);
    const body = changes(user, form);
    if (Object.keys(body).length === 0) return;
    try {
      const saved = await callRoute('PATCH /api/admin/users/{id}', { params: { id: user.id }, body });
      setUser(saved);
      setForm({ role: saved.role, company: saved.company, companyRole: saved.companyRole, licence: saved.licence, active: saved.active });
      show({ variant: 'success', title: intl.formatMessage({ id: 'adminTables.saved' }, { name: saved.username }) });
    } catch (error) {
      const issues = fieldIssuesOf(error);
      if (issues.length > 0) setErrors(fieldErrorsOf(intl, error));
      if (issues.length === 0 || (isApiError(error, 'http') && error.status !== 400)) setFailure(apiErrorMessage(intl, error));
    }
  }

  if (user === null) return <FormAlert>{intl.formatMessage({ id: 'error.notFound' })}</FormAlert>;
  const none = { value: '', label: intl.formatMessage({ id: 'adminTables.none' }) };
  const error = (field: string) => errors[field] && <p className={styles.fieldError}>{errors[field]}</p>;
  return (
    <>
      <h1>{intl.formatMessage({ id: 'adminTables.edit.user' }, { name: user?.username ?? '' })}</h1>
      <form className={styles.card} onSubmit={(event) => void save(event)} aria-label={intl.formatMessage({ id: 'adminTables.edit.user' }, { name: user?.username ?? '' })} aria-busy={form === undefined}>
        {failure && <FormAlert>{failure}</FormAlert>}
        {user && form && (
          <>
            <p>{user.email}</p>
            <div className={styles.fields}>
              <div>
                <SelectField
                  label={intl.formatMessage({ id: 'account.role' })}
                  value={form.role}
                  options={(['ordinary', 'admin'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `account.role.${value}` }) }))}
                  onChange={(value) => setForm({ ...form, role: value as AdminUser['role'] })}
                />
                {error('role')}
              </div>
              <div>
                <SelectField
                  label={intl.formatMessage({ id: 'adminTables.field.company' })}
                  value={form.company ?? ''}
                  options={[none, ...companies.map((item) => ({ value: item.id, label: item.name }))]}
                  onChange={(value) => setForm({ ...form, company: value === '' ? null : value, companyRole: value === '' ? null : (form.companyRole ?? 'ordinary') })}
                />
                {error('company')}
              </div>
              <div>
                <SelectField
                  label={intl.formatMessage({ id: 'company.role' })}
                  value={form.companyRole ?? 'ordinary'}
                  disabled={form.company === null}
                  options={(['ordinary', 'manager'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `company.role.${value}` }) }))}
                  onChange={(value) => setForm({ ...form, companyRole: value as 'manager' | 'ordinary' })}
                />
                {error('companyRole')}
              </div>
              <div>
                <SelectField
                  label={intl.formatMessage({ id: 'adminTables.field.licence' })}
                  value={form.licence ?? ''}
                  options={[none, ...licences.map((item) => ({ value: item.id, label: item.name }))]}
                  onChange={(value) => setForm({ ...form, licence: value === '' ? null : value })}
                />
                {error('licence')}
              </div>
            </div>
            <label>
              <input type="checkbox" checked={form.active} onChange={(event) => setForm({ ...form, active: event.target.checked })} /> {intl.formatMessage({ id: 'adminTables.field.active' })}
            </label>
            <div className={styles.actions}>
              <Button type="submit" variant="primary">
                {intl.formatMessage({ id: 'adminTables.save' })}
              </Button>
            </div>
          </>
        )}
      </form>
    </>
  );
}
