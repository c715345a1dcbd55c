// The admin's page of the instance's settings that are not secrets, saved over the environment's defaults or reset to them.
import type { RuntimeSettingsValues, RuntimeSettingsView } from '@cla/domain/api';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FormAlert, SelectField, TextField } from '../../components/form.tsx';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import styles from './admin-ops.module.css';
import { useRouteData } from '../../lib/use-route-data.ts';

const METHODS = ['push', 'pull', 'pushpull', 'jetting', 'floating', 'waterpushpull', 'freefloating'] as const;

type Values = RuntimeSettingsValues;

/** `/admin/settings`: the settings that are not secrets, stored over the environment's defaults. */
export function AdminSettingsPage(): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const { data, error, setData } = useRouteData('GET /api/admin/settings');
  const [values, setValues] = useState<Values>();
  const [quota, setQuota] = useState('');
  const [saveError, setSaveError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // The form follows each answer of the server (load, save), adjusted while rendering.
  const [shown, setShown] = useState<RuntimeSettingsView>();
  if (data && data !== shown) {
    setShown(data);
    setValues(data.values);
    setQuota(String(data.values.uploadQuotaMb));
  }

  async function save(event: FormEvent, reset = false): Promise<void> {
    event.preventDefault();
    if (!values) return;
    setSaveError(undefined);
    setFieldErrors({});
    const quotaMb = Number(quota);
    if (!reset && (quota.trim() === '' || !Number.isInteger(quotaMb) || quotaMb < 0)) {
      setFieldErrors({ uploadQuotaMb: intl.formatMessage({ id: 'adminOps.settings.quotaError' }) });
      return;
    }
    if (!reset && values.defaultLayingMethods.length === 0) {
      setFieldErrors({ defaultLayingMethods: intl.formatMessage({ id: 'adminOps.settings.methodsError' }) });
      return;
    }
    setBusy(true);
    try {
      const saved = await callRoute('PUT /api/admin/settings', { body: reset ? {} : { ...values, uploadQuotaMb: quotaMb } });
      setData(saved);
      show({ variant: 'success', title: intl.formatMessage({ id: 'adminOps.settings.saved' }) });
    } catch (failure) {
      const issues = fieldIssuesOf(failure);
      if (issues.length > 0) setFieldErrors(Object.fromEntries(issues.map((issue) => [issue.field.split(/[.[]/)[0] ?? issue.field, issue.message])));
      setSaveError(apiErrorMessage(intl, failure));
    } finally {
      setBusy(false);
    }
  }

  const fromEnv = (key: keyof Values): string | undefined =>
    data && data.stored[key] === undefined ? intl.formatMessage({ id: 'adminOps.settings.fromEnvironment' }) : undefined;

  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.settings.title' })}</h1>
      {error && <FormAlert>{error}</FormAlert>}
      <p>{intl.formatMessage({ id: 'adminOps.settings.hint' })}</p>
      {values && (
        <form className={styles.card} onSubmit={(event) => void save(event)} noValidate>
          <SelectField
            label={intl.formatMessage({ id: 'adminOps.settings.registration' })}
            value={values.registration}
            hint={fromEnv('registration')}
            options={(['open', 'invitation'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `adminOps.settings.registration.${value}` as MessageId }) }))}
            onChange={(value) => setValues({ ...values, registration: value as Values['registration'] })}
          />
          <fieldset className={styles.fieldset} aria-describedby={fieldErrors['defaultLayingMethods'] ? 'methods-error' : undefined}>
            <legend>{intl.formatMessage({ id: 'adminOps.settings.methods' })}</legend>
            {METHODS.map((method) => (
              <label key={method} className={styles.check}>
                <input
                  type="checkbox"
                  checked={values.defaultLayingMethods.includes(method)}
                  onChange={(event) =>
                    setValues({
                      ...values,
                      defaultLayingMethods: event.target.checked
                        ? METHODS.filter((m) => m === method || values.defaultLayingMethods.includes(m))
                        : values.defaultLayingMethods.filter((m) => m !== method),
                    })
                  }
                />
                {intl.formatMessage({ id: `method.${method}` as MessageId })}
              </label>
            ))}
            {fieldErrors['defaultLayingMethods'] && (
              <p id="methods-error" role="alert">
                {fieldErrors['defaultLayingMethods']}
              </p>
            )}
          </fieldset>
          <TextField
            label={intl.formatMessage({ id: 'adminOps.settings.quota' })}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={quota}
            hint={fromEnv('uploadQuotaMb') ?? intl.formatMessage({ id: 'adminOps.settings.quotaHint' })}
            error={fieldErrors['uploadQuotaMb']}
            onChange={(event) => setQuota(event.target.value)}
          />
          <label className={styles.check}>
            <input type="checkbox" checked={values.demoProject} onChange={(event) => setValues({ ...values, demoProject: event.target.checked })} />
            {intl.formatMessage({ id: 'adminOps.settings.demoProject' })}
          </label>
          {saveError && <FormAlert>{saveError}</FormAlert>}
          <div className={styles.states}>
            <Button type="submit" variant="primary" busy={busy}>
              {intl.formatMessage({ id: 'adminOps.save' })}
            </Button>
            <Button type="button" busy={busy} onClick={(event) => void save(event, true)}>
              {intl.formatMessage({ id: 'adminOps.settings.reset' })}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
