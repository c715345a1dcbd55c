// The admin's list of global presets of every kind, each renamed in place or opened in its editor.
import type { Preset as GlobalPreset } from '@cla/domain/api';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { presetGroupLabel, presetTypeLabel } from '../../components/preset-labels.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import styles from './admin-ops.module.css';
import { useRouteData } from '../../lib/use-route-data.ts';

/** One row: the preset's name, renamed in place. */
function PresetRow({ preset, onRenamed }: { preset: GlobalPreset; onRenamed: (preset: GlobalPreset) => void }): ReactNode {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(preset.name);
  const [error, setError] = useState<string>();
  async function rename(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (name.trim() === '') {
      setError(intl.formatMessage({ id: 'adminOps.presets.nameRequired' }));
      return;
    }
    try {
      onRenamed(await callRoute('PATCH /api/admin/presets/{id}', { params: { id: preset.id }, body: { name: name.trim() } }));
      setEditing(false);
      setError(undefined);
    } catch (failure) {
      setError(apiErrorMessage(intl, failure));
    }
  }
  return (
    <tr>
      <td>{presetTypeLabel(intl, preset.type)}</td>
      <td>
        {editing ? (
          <form className={styles.row} onSubmit={(event) => void rename(event)}>
            <TextField label={intl.formatMessage({ id: 'adminOps.presets.newName' }, { name: preset.name })} value={name} error={error} onChange={(event) => setName(event.target.value)} autoFocus />
            <Button type="submit" variant="primary">
              {intl.formatMessage({ id: 'adminOps.save' })}
            </Button>
            <Button onClick={() => setEditing(false)}>{intl.formatMessage({ id: 'adminOps.cancel' })}</Button>
          </form>
        ) : (
          preset.name
        )}
      </td>
      <td>{presetGroupLabel(intl, preset.group)}</td>
      <td className={styles.states}>
        {!editing && (
          <Button variant="ghost" onClick={() => setEditing(true)} aria-label={intl.formatMessage({ id: 'adminOps.presets.renameItem' }, { name: preset.name })}>
            {intl.formatMessage({ id: 'adminOps.presets.rename' })}
          </Button>
        )}
        <Link to={`/admin/edit-preset/${preset.id}`} aria-label={intl.formatMessage({ id: 'adminOps.presets.editItem' }, { name: preset.name })}>
          {intl.formatMessage({ id: 'adminOps.presets.edit' })}
        </Link>
      </td>
    </tr>
  );
}

/** `/admin/presets`: every global preset (every kind), renamed in place or edited on `/admin/edit-preset/:id`. */
export function AdminPresetsPage(): ReactNode {
  const intl = useIntl();
  const { data, error, setData } = useRouteData('GET /api/admin/presets');
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.presets.title' })}</h1>
      {error && <FormAlert>{error}</FormAlert>}
      <p>
        <Link to="/admin/edit-preset">{intl.formatMessage({ id: 'adminOps.presets.create' })}</Link>
      </p>
      <div className={`${styles.card} ${styles.tableWrap}`}>
        <table className={styles.table} aria-busy={data === undefined}>
          <caption className={styles.check}>{intl.formatMessage({ id: 'adminOps.presets.caption' }, { count: data?.length ?? 0 })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'adminOps.presets.type' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'adminOps.presets.name' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'adminOps.presets.group' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'adminOps.presets.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {data?.map((preset) => (
              <PresetRow key={preset.id} preset={preset} onRenamed={(renamed) => setData(data.map((p) => (p.id === renamed.id ? renamed : p)))} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
