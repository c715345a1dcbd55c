// The section's Equipment tab: the machines the laying method needs, cable end, compressor, water pump and lubricant.
import { applyPreset, cableEndOptions, fieldVisibility } from '@cla/domain';
import type { Preset } from '@cla/domain/api';
import { useState, type ReactNode } from 'react';
import { useIntl } from '../../../lib/intl.tsx';
import { ChoiceField, TextInputField } from '../../../components/fields/choice-field.tsx';
import { UnitField } from '../../../components/fields/unit-field.tsx';
import { dataAtom, machinesAtom } from '../state/atoms.ts';
import { addMachineAtom, setFieldAtom, updateAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue } from '../state/editor-store.tsx';
import { MachineDetails, NewMachineDialog, type MachineKind } from '../machine-dialog.tsx';
import { PresetPicker } from '../preset-picker.tsx';
import { useBind } from '../use-bind.ts';
import { usePresetName } from '../preset-name.ts';
import styles from './tab.module.css';

const LUBRICANTS = ['no', 'yes', 'lubricator'] as const;

function machineOptions(presets: readonly Preset[], current: string | null | undefined, name: (preset: Preset) => string) {
  const options = presets.map((preset) => ({ value: preset.id, label: name(preset) }));
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return options;
}

/** The machines the method needs, serie count, cable end (when there is a choice), compressor, water pump, lubricant. */
export function EquipmentTab(): ReactNode {
  const intl = useIntl();
  const presetLabel = usePresetName();
  const data = useEditorValue(dataAtom);
  const machines = useEditorValue(machinesAtom);
  const addMachine = useEditorSet(addMachineAtom);
  const setField = useEditorSet(setFieldAtom);
  const update = useEditorSet(updateAtom);
  const bind = useBind();
  const shown = fieldVisibility(data);
  const { equipment, general } = data;
  const [dialog, setDialog] = useState<{ kind: MachineKind; mode: 'details' | 'new' }>();
  const machineButtons = (kind: MachineKind): ReactNode => {
    const chosen = machines[kind].find((preset) => preset.id === equipment[kind]);
    return (
      <span style={{ display: 'flex', gap: 4, marginTop: 4 }}>
        <button type="button" className={styles.small} disabled={!chosen} onClick={() => setDialog({ kind, mode: 'details' })}>
          {intl.formatMessage({ id: 'machine.details' })}
        </button>
        <button type="button" className={styles.small} onClick={() => setDialog({ kind, mode: 'new' })}>
          {intl.formatMessage({ id: `machine.new.${kind}` })}
        </button>
      </span>
    );
  };
  const chosenPreset = dialog ? machines[dialog.kind].find((preset) => preset.id === equipment[dialog.kind]) : undefined;
  return (
    <div className={styles.tab}>
      {dialog?.mode === 'details' && chosenPreset && <MachineDetails preset={chosenPreset} kind={dialog.kind} onClose={() => setDialog(undefined)} />}
      {dialog?.mode === 'new' && (
        <NewMachineDialog
          kind={dialog.kind}
          onCancel={() => setDialog(undefined)}
          onCreated={(preset) => {
            addMachine(preset);
            setField(`equipment.${dialog.kind}`, preset.id);
            setDialog(undefined);
          }}
        />
      )}
      <section className={styles.card}>
        <h2>{intl.formatMessage({ id: 'section.equipment.machines' })}</h2>
        <div className={styles.grid}>
          {shown['equipment.pushingMachine'] && (
            <div>
              <ChoiceField<string>
                {...bind.choice<string>('equipment.pushingMachine')}
                options={machineOptions(machines.pushingMachine, equipment.pushingMachine, presetLabel)}
              />
              {machineButtons('pushingMachine')}
            </div>
          )}
          {shown['equipment.serieCount'] && <UnitField {...bind.number('equipment.serieCount')} />}
          {shown['equipment.pullingMachine'] && (
            <div>
              <ChoiceField<string>
                {...bind.choice<string>('equipment.pullingMachine')}
                options={machineOptions(machines.pullingMachine, equipment.pullingMachine, presetLabel)}
              />
              {machineButtons('pullingMachine')}
            </div>
          )}
          {shown['equipment.cableEnd'] && (
            <ChoiceField
              {...bind.choice<string>('equipment.cableEnd')}
              options={cableEndOptions(general.layingMethod).map((end) => ({
                value: end,
                label: intl.formatMessage({ id: `option.cableEnd.${end}` }),
              }))}
            />
          )}
          <ChoiceField
            {...bind.choice<string>('equipment.lubricant')}
            options={LUBRICANTS.map((lubricant) => ({ value: lubricant, label: intl.formatMessage({ id: `option.lubricant.${lubricant}` }) }))}
          />
        </div>
      </section>
      {shown['equipment.compressor'] && (
        <section className={styles.card}>
          <div className={styles.cardHeader}>
            <h2>{intl.formatMessage({ id: 'section.equipment.compressor' })}</h2>
            <PresetPicker
              type="compressor"
              current={() => ({ ...equipment.compressor })}
              onApply={(_data, preset) => update((current) => applyPreset(current, preset), 'equipment.compressor.name')}
            />
          </div>
          <div className={styles.grid}>
            <TextInputField {...bind.text('equipment.compressor.name')} />
            <UnitField {...bind.number('equipment.compressor.maxAirFlow')} />
            <UnitField {...bind.number('equipment.compressor.maxAirPressure')} />
          </div>
        </section>
      )}
      {shown['equipment.waterPump'] && (
        <section className={styles.card}>
          <div className={styles.cardHeader}>
            <h2>{intl.formatMessage({ id: 'section.equipment.waterPump' })}</h2>
            <PresetPicker
              type="waterPump"
              current={() => ({ ...equipment.waterPump })}
              onApply={(_data, preset) => update((current) => applyPreset(current, preset), 'equipment.waterPump.name')}
            />
          </div>
          <div className={styles.grid}>
            <TextInputField {...bind.text('equipment.waterPump.name')} />
            <UnitField {...bind.number('equipment.waterPump.maxWaterFlow')} />
            <UnitField {...bind.number('equipment.waterPump.maxWaterPressure')} />
          </div>
        </section>
      )}
    </div>
  );
}
