// The admin's editor of a company, distributor, licence or plan, with the server's refusals shown field by field.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, FormAlert, SelectField, TextField } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { fieldErrorsOf } from '../../lib/server-field-messages.ts';
import { bodyOf, LAYING_METHODS, listResources, readResource, RESOURCES, saveResource, type RefKind, type Resource, type ResourceKind } from './resources.ts';
import styles from './admin-tables.module.css';

export interface ResourceEditorProps {
  kind: ResourceKind;
  /** the id (from the address when absent); none or `new`: create */
  id?: string | undefined;
  /** where to go after saving (default the list) */
  afterSave?: ((saved: Resource) => string) | undefined;
}

/**
 * The editor of a distributor, company, licence or plan: the fields of the thing, created (no id) or changed with
 * the admin API; the server's 400 is shown field by field, translated, its 409 over the form.
 */
export function ResourceEditor({ kind, id: given, afterSave }: ResourceEditorProps): ReactNode {
  const intl = useIntl();
  const params = useParams();
  const navigate = useNavigate();
  const { show } = useToasts();
  const spec = RESOURCES[kind];
  const raw = given ?? params.id;
  const id = raw === undefined || raw === 'new' ? undefined : raw;
  const [values, setValues] = useState<Record<string, unknown>>(kind === 'licence' || kind === 'plan' ? { allowedLayingMethods: [] } : {});
  const [loaded, setLoaded] = useState(id === undefined);
  const [refs, setRefs] = useState<Partial<Record<RefKind, Resource[]>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (id !== undefined) {
      readResource(spec.plural, id).then(
        (resource) => {
          if (!live) return;
          setValues(resource);
          setLoaded(true);
        },
        (error: unknown) => live && setFailure(apiErrorMessage(intl, error)),
      );
    }
    for (const ref of new Set(spec.fields.flatMap((field) => (field.ref ? [field.ref] : [])))) {
      listResources(ref).then(
        (list) => live && setRefs((current) => ({ ...current, [ref]: list })),
        (error: unknown) => live && setFailure(apiErrorMessage(intl, error)),
      );
    }
    return () => {
      live = false;
    };
  }, [id, spec, intl]);

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    try {
      const body = bodyOf(spec, values);
      const saved = await saveResource(spec.plural, id, body);
      show({ variant: 'success', title: intl.formatMessage({ id: 'adminTables.saved' }, { name: saved.name }) });
      await navigate(afterSave ? afterSave(saved) : `/admin/${spec.plural}`);
    } catch (error) {
      const issues = fieldIssuesOf(error);
      if (issues.length > 0) setErrors(fieldErrorsOf(intl, error));
      if (issues.length === 0 || (isApiError(error, 'http') && error.status !== 400)) setFailure(apiErrorMessage(intl, error));
      else setFailure(intl.formatMessage({ id: 'adminTables.fixFields' }));
    } finally {
      setBusy(false);
    }
  }

  const label = (name: string) => intl.formatMessage({ id: `adminTables.field.${name}` as 'adminTables.field.name' });
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  };

  return (
    <form className={styles.card} onSubmit={(event) => void save(event)} aria-label={intl.formatMessage({ id: `adminTables.${id === undefined ? 'new' : 'edit'}.${kind}` as 'adminTables.new.company' })} aria-busy={!loaded}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.fields}>
        {spec.fields.map((field) => {
          const error = errors[field.name];
          if (field.kind === 'methods') {
            const chosen = Array.isArray(values[field.name]) ? (values[field.name] as string[]) : [];
            return (
              <fieldset key={field.name} className={styles.methods} aria-invalid={error ? true : undefined}>
                <legend>{label(field.name)}</legend>
                {LAYING_METHODS.map((method) => (
                  <label key={method}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(method)}
                      onChange={(event) =>
                        setValues({ ...values, [field.name]: event.target.checked ? LAYING_METHODS.filter((m) => m === method || chosen.includes(m)) : chosen.filter((m) => m !== method) })
                      }
                    />
                    {intl.formatMessage({ id: `method.${method}` })}
                  </label>
                ))}
                {error && <p className={styles.fieldError}>{error}</p>}
              </fieldset>
            );
          }
          if (field.kind === 'ref') {
            const list = refs[field.ref ?? 'companies'] ?? [];
            return (
              <div key={field.name}>
                <SelectField
                  label={label(field.name)}
                  value={text(field.name)}
                  options={[{ value: '', label: intl.formatMessage({ id: 'adminTables.none' }) }, ...list.map((item) => ({ value: item.id, label: item.name }))]}
                  onChange={(value) => setValues({ ...values, [field.name]: value === '' ? null : value })}
                />
                {error && <p className={styles.fieldError}>{error}</p>}
              </div>
            );
          }
          return (
            <TextField
              key={field.name}
              label={label(field.name)}
              type={field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text'}
              value={text(field.name)}
              error={error}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          );
        })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy} disabled={!loaded}>
          {intl.formatMessage({ id: id === undefined ? 'adminTables.create' : 'adminTables.save' })}
        </Button>
      </div>
    </form>
  );
}

/** `/admin/edit-{company,distributor,licence}/:id?`: the editor on its own page. */
export function ResourceEditorPage({ kind }: { kind: ResourceKind }): ReactNode {
  const intl = useIntl();
  const id = useParams().id;
  return (
    <>
      <h1>{intl.formatMessage({ id: `adminTables.${id === undefined ? 'new' : 'edit'}.${kind}` as 'adminTables.new.company' })}</h1>
      <ResourceEditor key={id ?? 'new'} kind={kind} />
    </>
  );
}
