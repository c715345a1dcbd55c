// The admin's page of a plan: its editor and, once saved, the form that grants it to a company.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button, FormAlert, SelectField, TextField } from '../../components/form.tsx';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { dateText } from './cell-value.ts';
import { fieldErrorsOf } from '../../lib/server-field-messages.ts';
import { ResourceEditor } from './resource-editor-page.tsx';
import { listResources, type Resource } from './resources.ts';
import styles from './admin-tables.module.css';

/** `/admin/plans/:id`: the plan's editor (`new`: a new plan) and, for a saved plan, the grant to a company. */
export function PlanPage(): ReactNode {
  const intl = useIntl();
  const id = useParams().id;
  const saved = id !== undefined && id !== 'new';
  return (
    <>
      <h1>{intl.formatMessage({ id: saved ? 'adminTables.edit.plan' : 'adminTables.new.plan' })}</h1>
      <ResourceEditor key={id ?? 'new'} kind="plan" id={id} afterSave={(plan) => `/admin/plans/${plan.id}`} />
      {saved && <GrantForm planId={id} />}
    </>
  );
}

function GrantForm({ planId }: { planId: string }): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const [companies, setCompanies] = useState<Resource[]>([]);
  const [company, setCompany] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    listResources('companies').then(setCompanies, (error: unknown) => setFailure(apiErrorMessage(intl, error)));
  }, [intl]);

  async function grant(event: FormEvent): Promise<void> {
    event.preventDefault();
    setErrors({});
    setFailure(undefined);
    try {
      const licence = await callRoute('POST /api/admin/plans/{id}/grant', { params: { id: planId }, body: { company, ...(validFrom === '' ? {} : { validFrom }) } });
      const name = companies.find((candidate) => candidate.id === company)?.name ?? '';
      show({ variant: 'success', title: intl.formatMessage({ id: 'adminTables.granted' }, { company: name, until: dateText(intl, licence.validUntil) }) });
    } catch (error) {
      const issues = fieldIssuesOf(error);
      if (issues.length > 0) setErrors(fieldErrorsOf(intl, error));
      else setFailure(apiErrorMessage(intl, error));
    }
  }

  return (
    <form className={styles.card} onSubmit={(event) => void grant(event)} aria-labelledby="grant-title">
      <h2 id="grant-title">{intl.formatMessage({ id: 'adminTables.grant' })}</h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.fields}>
        <div>
          <SelectField
            label={intl.formatMessage({ id: 'adminTables.field.company' })}
            value={company}
            options={[{ value: '', label: intl.formatMessage({ id: 'adminTables.choose' }) }, ...companies.map((item) => ({ value: item.id, label: item.name }))]}
            onChange={setCompany}
          />
          {errors['company'] && <p className={styles.fieldError}>{errors['company']}</p>}
        </div>
        <TextField label={intl.formatMessage({ id: 'adminTables.field.validFrom' })} type="date" value={validFrom} error={errors['validFrom']} onChange={(event) => setValidFrom(event.target.value)} />
      </div>
      <Button type="submit" variant="primary" disabled={company === ''}>
        {intl.formatMessage({ id: 'adminTables.grantSubmit' })}
      </Button>
    </form>
  );
}
