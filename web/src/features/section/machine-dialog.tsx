// The section's machine dialogs: a chosen pushing or pulling machine's limits, and typing in a new machine of one's own.
import type { Preset } from '@cla/domain/api';
import { useState, type ReactNode } from 'react';
import { ChoiceField, useYesNo } from '../../components/fields/choice-field.tsx';
import { UnitField } from '../../components/fields/unit-field.tsx';
import { Modal, SubmitFooter } from '../../components/dialog.tsx';
import { Button, FormAlert } from '../../components/form.tsx';
import { NameField } from '../../components/name-field.tsx';
import { callRoute } from '../../lib/api-routes.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { useFormatQuantity } from '../../lib/units.ts';
import { machinePresetOf } from './section-api.ts';
import { usePresetName } from './preset-name.ts';
import styles from './tabs/tab.module.css';

export type MachineKind = 'pushingMachine' | 'pullingMachine';

/** The limits a machine dialog shows, in order: field of the preset, unit category. */
const LIMITS: Record<MachineKind, readonly [string, 'force' | 'speed' | 'pressure'][]> = {
  pushingMachine: [
    ['maxPushingForce', 'force'],
    ['maxPushingSpeed', 'speed'],
    ['maxAirPressure', 'pressure'],
    ['maxWaterPressure', 'pressure'],
  ],
  pullingMachine: [
    ['maxPullingForce', 'force'],
    ['maxPullingSpeed', 'speed'],
  ],
};

/** The limits of a chosen machine preset, read-only (docs/product.md#data-model "Preset": machine presets carry them). */
export function MachineDetails({ preset, kind, onClose }: { preset: Preset; kind: MachineKind; onClose: () => void }): ReactNode {
  const displayName = usePresetName();
  const intl = useIntl();
  const quantity = useFormatQuantity();
  const machine = machinePresetOf(preset) as unknown as Record<string, unknown>;
  const range = (name: 'cableDiameterRange' | 'ductDiameterRange'): string => {
    const value = machine[name] as { min?: number | null; max?: number | null } | null | undefined;
    if (!value || (value.min == null && value.max == null)) return '—';
    return `${quantity(value.min ?? undefined, 'diameter') || '…'} – ${quantity(value.max ?? undefined, 'diameter') || '…'}`;
  };
  return (
    <Modal title={displayName(preset)} onClose={onClose} onSubmit={onClose} footer={<Button type="submit" variant="primary">{intl.formatMessage({ id: 'toast.close' })}</Button>}>
      <dl className={styles.grid}>
        {LIMITS[kind].map(([field, category]) => (
          <div key={field}>
            <dt className={styles.muted}>{intl.formatMessage({ id: `machine.${field}` as MessageId })}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{quantity(machine[field] as number | null, category) || '—'}</dd>
          </div>
        ))}
        {kind === 'pushingMachine' && (
          <>
            <div>
              <dt className={styles.muted}>{intl.formatMessage({ id: 'machine.cableDiameterRange' })}</dt>
              <dd style={{ margin: 0, fontWeight: 600 }}>{range('cableDiameterRange')}</dd>
            </div>
            <div>
              <dt className={styles.muted}>{intl.formatMessage({ id: 'machine.ductDiameterRange' })}</dt>
              <dd style={{ margin: 0, fontWeight: 600 }}>{range('ductDiameterRange')}</dd>
            </div>
          </>
        )}
      </dl>
    </Modal>
  );
}

type Values = Record<string, number | null>;

/**
 * The pushing (or pulling) machine dialog: a machine typed in — its name and limits — saved as one of the
 * user's presets and chosen for the section.
 */
export function NewMachineDialog({ kind, onCreated, onCancel }: { kind: MachineKind; onCreated: (preset: Preset) => void; onCancel: () => void }): ReactNode {
  const intl = useIntl();
  const yesNo = useYesNo();
  const [name, setName] = useState('');
  const [values, setValues] = useState<Values>({});
  const [inSerie, setInSerie] = useState<boolean | null>(null);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const set = (field: string) => (value: number | null) => setValues((current) => ({ ...current, [field]: value }));

  async function save(): Promise<void> {
    setTouched(true);
    if (name.trim() === '') return;
    const data: Record<string, unknown> = { ...values, useInSerie: inSerie };
    if (kind === 'pushingMachine') {
      data.cableDiameterRange = { min: values.cableMin ?? null, max: values.cableMax ?? null };
      data.ductDiameterRange = { min: values.ductMin ?? null, max: values.ductMax ?? null };
      for (const key of ['cableMin', 'cableMax', 'ductMin', 'ductMax']) delete data[key];
    }
    try {
      onCreated(await callRoute('POST /api/presets', { body: { name: name.trim(), type: kind, group: null, data } }));
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
    }
  }

  return (
    <Modal
      title={intl.formatMessage({ id: `machine.new.${kind}` })}
      onClose={onCancel}
      onSubmit={() => void save()}
      footer={<SubmitFooter cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })} submitLabel={intl.formatMessage({ id: 'dialog.save' })} onCancel={onCancel} />}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <NameField value={name} touched={touched} onChange={setName} />
      <div className={styles.grid}>
        {LIMITS[kind].map(([field, category]) => (
          <UnitField key={field} path={`machine.${field}`} category={category} min={0} label={intl.formatMessage({ id: `machine.${field}` as MessageId })} value={values[field]} onChange={set(field)} />
        ))}
        {kind === 'pushingMachine' && (
          <>
            <UnitField path="machine.cableMin" category="diameter" min={0} label={intl.formatMessage({ id: 'machine.cableMin' })} value={values.cableMin} onChange={set('cableMin')} />
            <UnitField path="machine.cableMax" category="diameter" min={0} label={intl.formatMessage({ id: 'machine.cableMax' })} value={values.cableMax} onChange={set('cableMax')} />
            <UnitField path="machine.ductMin" category="diameter" min={0} label={intl.formatMessage({ id: 'machine.ductMin' })} value={values.ductMin} onChange={set('ductMin')} />
            <UnitField path="machine.ductMax" category="diameter" min={0} label={intl.formatMessage({ id: 'machine.ductMax' })} value={values.ductMax} onChange={set('ductMax')} />
          </>
        )}
        <ChoiceField<boolean> label={intl.formatMessage({ id: 'machine.useInSerie' })} value={inSerie} options={yesNo} onChange={setInSerie} />
      </div>
    </Modal>
  );
}
