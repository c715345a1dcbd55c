// The admin's page that creates or edits a global preset: its name, kind, group and data as JSON.
import type { PresetType } from '@cla/domain/api';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, FormAlert, SelectField, TextField } from '../../components/form.tsx';
import { PRESET_TYPES, presetTypeLabel } from '../../components/preset-labels.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import styles from './admin-ops.module.css';
import { presetFieldErrors } from './preset-field-errors.ts';

/** `/admin/edit-preset/:id?`: a global preset's name, kind, group and data (JSON); without an id, a new one. */
export function AdminEditPresetPage(): ReactNode {
  const intl = useIntl();
  const navigate = useNavigate();
  const { show } = useToasts();
  const { id } = useParams();
  const [name, setName] = useState('');
  const [type, setType] = useState<PresetType>('cable');
  const [group, setGroup] = useState('');
  const [data, setData] = useState('{}');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (id === undefined) return undefined;
    const controller = new AbortController();
    callRoute('GET /api/admin/presets/{id}', { params: { id }, signal: controller.signal }).then(
      (preset) => {
        setName(preset.name);
        setType(preset.type);
        setGroup(preset.group ?? '');
        setData(JSON.stringify(preset.data, null, 2));
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setLoadError(apiErrorMessage(intl, failure));
      },
    );
    return () => controller.abort();
  }, [id, intl]);

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      setErrors({ data: intl.formatMessage({ id: 'adminOps.preset.dataError' }) });
      return;
    }
    setErrors({});
    setBusy(true);
    const body = { name: name.trim(), type, group: group.trim() === '' ? null : group.trim(), data: parsed as Record<string, unknown> };
    try {
      const saved = id === undefined ? await callRoute('POST /api/admin/presets', { body }) : await callRoute('PUT /api/admin/presets/{id}', { params: { id }, body });
      show({ variant: 'success', title: intl.formatMessage({ id: 'adminOps.preset.saved' }, { name: saved.name }) });
      await navigate('/admin/presets');
    } catch (failure) {
      const fields = presetFieldErrors(intl, failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: apiErrorMessage(intl, failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: id === undefined ? 'adminOps.preset.createTitle' : 'adminOps.preset.editTitle' })}</h1>
      {loadError && <FormAlert>{loadError}</FormAlert>}
      <form className={styles.card} onSubmit={(event) => void save(event)} noValidate>
        <TextField label={intl.formatMessage({ id: 'adminOps.presets.name' })} value={name} required maxLength={200} error={errors['name']} onChange={(event) => setName(event.target.value)} />
        <SelectField label={intl.formatMessage({ id: 'adminOps.presets.type' })} value={type} options={PRESET_TYPES.map((value) => ({ value, label: presetTypeLabel(intl, value) }))} onChange={(value) => setType(value as PresetType)} />
        <TextField label={intl.formatMessage({ id: 'adminOps.presets.group' })} value={group} maxLength={100} error={errors['group']} onChange={(event) => setGroup(event.target.value)} />
        <label>
          {intl.formatMessage({ id: 'adminOps.preset.data' })}
          <textarea className={styles.code} value={data} spellCheck={false} aria-invalid={errors['data'] ? true : undefined} aria-describedby={errors['data'] ? 'preset-data-error' : undefined} onChange={(event) => setData(event.target.value)} />
        </label>
        {errors['data'] && (
          <p id="preset-data-error" className={styles.fieldError} role="alert">
            {errors['data']}
          </p>
        )}
        {errors['form'] && <FormAlert>{errors['form']}</FormAlert>}
        <Button type="submit" variant="primary" busy={busy}>
          {intl.formatMessage({ id: 'adminOps.save' })}
        </Button>
      </form>
    </div>
  );
}
