// 'Open preset' and 'Save as preset' for a part of a section (cable, machines…): the catalogue's and the user's own presets.
import type { Preset, PresetType } from '@cla/domain/api';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Modal, SubmitFooter } from '../../components/dialog.tsx';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { NameField } from '../../components/name-field.tsx';
import { InlineRename } from '../../components/inline-rename.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl, type IntlShape } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import styles from './preset-picker.module.css';
import { usePresetName } from './preset-name.ts';

export interface PresetPickerProps {
  type: PresetType;
  /** Puts a chosen preset's data into the section. */
  onApply: (data: Record<string, unknown>, preset: Preset) => void;
  /** The data to save as a new preset of this type (the fields of the part it is used from). */
  current: () => Record<string, unknown>;
  /** Group of a saved preset (e.g. the cable's industry). */
  group?: string | null | undefined;
  disabled?: boolean;
}

/**
 * 'Open preset' and 'Save as preset' for one part of a section: the demo catalogue and the user's own
 * presets of `type`, filtered by name, grouped; the user's own can be renamed and deleted.
 */
export function PresetPicker({ type, onApply, current, group, disabled }: PresetPickerProps): ReactNode {
  const intl = useIntl();
  const [dialog, setDialog] = useState<'open' | 'save'>();
  const displayName = usePresetName();
  const typeLabel = intl.formatMessage({ id: `preset.type.${type}` });
  return (
    <span className={styles.buttons}>
      <button type="button" className={styles.small} disabled={disabled} onClick={() => setDialog('open')} aria-label={intl.formatMessage({ id: 'preset.openOf' }, { type: typeLabel })}>
        {intl.formatMessage({ id: 'preset.open' })}
      </button>
      <button type="button" className={styles.small} disabled={disabled} onClick={() => setDialog('save')} aria-label={intl.formatMessage({ id: 'preset.saveOf' }, { type: typeLabel })}>
        {intl.formatMessage({ id: 'preset.save' })}
      </button>
      {dialog === 'open' && (
        <OpenPresetDialog
          type={type}
          title={intl.formatMessage({ id: 'preset.openOf' }, { type: typeLabel })}
          onCancel={() => setDialog(undefined)}
          onChoose={(preset) => {
            setDialog(undefined);
            // a catalogue preset's name goes into the section in the user's language
            onApply(preset.data, { ...preset, name: displayName(preset) });
          }}
        />
      )}
      {dialog === 'save' && (
        <SavePresetDialog type={type} group={group} data={current()} title={intl.formatMessage({ id: 'preset.saveOf' }, { type: typeLabel })} onDone={() => setDialog(undefined)} />
      )}
    </span>
  );
}

const PRESET_GROUPS = ['telecom', 'energy', 'jetting', 'water', 'generic'] as const;

/** The heading of a catalogue group: the known groups translated, another as written, none as 'catalogue'. */
function groupLabel(intl: IntlShape, group: string | null): string {
  if (group === null || group === '') return intl.formatMessage({ id: 'preset.catalogue' });
  return (PRESET_GROUPS as readonly string[]).includes(group) ? intl.formatMessage({ id: `preset.group.${group as (typeof PRESET_GROUPS)[number]}` }) : group;
}

function OpenPresetDialog({ type, title, onChoose, onCancel }: { type: PresetType; title: string; onChoose: (preset: Preset) => void; onCancel: () => void }): ReactNode {
  const intl = useIntl();
  const [presets, setPresets] = useState<Preset[]>();
  const [failure, setFailure] = useState<string>();
  const [filter, setFilter] = useState('');
  const displayName = usePresetName();
  useEffect(() => {
    const controller = new AbortController();
    callRoute('GET /api/presets', { query: { order: 'name', type }, signal: controller.signal }).then(setPresets, (error: unknown) => {
      if (!isApiError(error, 'aborted')) setFailure(apiErrorMessage(intl, error));
    });
    return () => controller.abort();
  }, [type, intl]);
  const groups = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const map = new Map<string, Preset[]>();
    for (const preset of presets ?? []) {
      if (needle && !displayName(preset).toLocaleLowerCase().includes(needle)) continue;
      const key = preset.owner ? intl.formatMessage({ id: 'preset.mine' }) : groupLabel(intl, preset.group);
      map.set(key, [...(map.get(key) ?? []), preset]);
    }
    return [...map.entries()];
  }, [presets, filter, intl, displayName]);

  async function rename(preset: Preset, name: string): Promise<string | undefined> {
    if (name === '') return intl.formatMessage({ id: 'section.variants.nameRequired' });
    try {
      const renamed = await callRoute('PATCH /api/presets/{id}', { params: { id: preset.id }, body: { name } });
      setPresets((list) => list?.map((p) => (p.id === preset.id ? renamed : p)));
      return undefined;
    } catch (error) {
      return apiErrorMessage(intl, error);
    }
  }

  async function remove(preset: Preset): Promise<void> {
    try {
      await callRoute('DELETE /api/presets/{id}', { params: { id: preset.id } });
      setPresets((list) => list?.filter((p) => p.id !== preset.id));
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
    }
  }

  return (
    <Modal title={title} onClose={onCancel} footer={<Button onClick={onCancel}>{intl.formatMessage({ id: 'dialog.cancel' })}</Button>}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField label={intl.formatMessage({ id: 'projects.filter' })} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      {presets === undefined && !failure && <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {presets && groups.length === 0 && <p>{intl.formatMessage({ id: 'preset.none' })}</p>}
      <div className={styles.list}>
        {groups.map(([name, list]) => (
          <section key={name} aria-label={name}>
            <h3 className={styles.group}>{name}</h3>
            <ul>
              {list.map((preset) => (
                <li key={preset.id} className={styles.item}>
                  {preset.owner ? (
                    <InlineRename
                      name={preset.name}
                      onRename={(name) => rename(preset, name)}
                      display={
                        <button type="button" className={styles.choose} onClick={() => onChoose(preset)}>
                          {preset.name}
                        </button>
                      }
                    />
                  ) : (
                    <button type="button" className={styles.choose} onClick={() => onChoose(preset)}>
                      {displayName(preset)}
                    </button>
                  )}
                  {preset.owner && (
                    <button type="button" className={styles.small} aria-label={intl.formatMessage({ id: 'projects.deleteItem' }, { name: preset.name })} onClick={() => void remove(preset)}>
                      {intl.formatMessage({ id: 'dialog.delete' })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  );
}

function SavePresetDialog({ type, group, data, title, onDone }: { type: PresetType; group?: string | null | undefined; data: Record<string, unknown>; title: string; onDone: () => void }): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function save(): Promise<void> {
    setTouched(true);
    if (name.trim() === '') return;
    try {
      await callRoute('POST /api/presets', { body: { name: name.trim(), type, group: group ?? null, data } });
      show({ variant: 'success', title: intl.formatMessage({ id: 'preset.saved' }, { name: name.trim() }) });
      onDone();
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
    }
  }
  return (
    <Modal
      title={title}
      onClose={onDone}
      onSubmit={() => void save()}
      footer={<SubmitFooter cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })} submitLabel={intl.formatMessage({ id: 'dialog.save' })} onCancel={onDone} />}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <NameField value={name} touched={touched} onChange={setName} />
    </Modal>
  );
}
