// The section's Cable tab: industry and type, diameters, weight and stiffness, limits, how many cables, and cables already in the duct.
import { applyPreset, CABLE_TYPES_BY_INDUSTRY, INDUSTRIES, PARALLEL_LAYOUTS, fieldVisibility } from '@cla/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/intl.tsx';
import { ChoiceField, TextInputField, useYesNo } from '../../../components/fields/choice-field.tsx';
import { UnitField } from '../../../components/fields/unit-field.tsx';
import { dataAtom } from '../state/atoms.ts';
import { updateAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue } from '../state/editor-store.tsx';
import { PresetPicker } from '../preset-picker.tsx';
import { useBind } from '../use-bind.ts';
import styles from './tab.module.css';


/** The cable: industry and type, diameters, weight and stiffness (automatic), limits, count and residents. */
export function CableTab(): ReactNode {
  const intl = useIntl();
  const data = useEditorValue(dataAtom);
  const update = useEditorSet(updateAtom);
  const bind = useBind();
  const yesNo = useYesNo();
  const shown = fieldVisibility(data);
  const { cable } = data;
  const types = cable.industry ? CABLE_TYPES_BY_INDUSTRY[cable.industry] : [];
  return (
    <div className={styles.tab}>
      <section className={styles.card}>
        <div className={styles.cardHeader}>
          <h2>{intl.formatMessage({ id: 'section.cable.identity' })}</h2>
          <PresetPicker
            type="cable"
            group={cable.industry}
            current={() => ({ ...cable })}
            onApply={(_data, preset) => update((current) => applyPreset(current, preset), 'cable.type')}
          />
        </div>
        <div className={styles.grid}>
          <ChoiceField
            {...bind.choice<string>('cable.industry')}
            options={INDUSTRIES.map((industry) => ({ value: industry, label: intl.formatMessage({ id: `option.industry.${industry}` }) }))}
          />
          <ChoiceField
            {...bind.choice<string>('cable.type')}
            options={types.map((type) => ({ value: type, label: intl.formatMessage({ id: `option.cableType.${type}` }) }))}
          />
          <TextInputField {...bind.text('cable.name')} />
        </div>
      </section>
      <section className={styles.card}>
        <h2>{intl.formatMessage({ id: 'section.cable.dimensions' })}</h2>
        <div className={styles.grid}>
          <UnitField {...bind.number('cable.outerDiameter')} />
          {shown['cable.innerDiameter'] && <UnitField {...bind.number('cable.innerDiameter')} />}
          <UnitField {...bind.number('cable.weight')} />
          <UnitField {...bind.number('cable.stiffness')} />
          {shown['cable.cableLength'] && <UnitField {...bind.number('cable.cableLength')} />}
        </div>
      </section>
      <section className={styles.card}>
        <h2>{intl.formatMessage({ id: 'section.cable.limits' })}</h2>
        <div className={styles.grid}>
          <UnitField {...bind.number('cable.maxPullingForce')} />
          {shown['cable.maxPushingForce'] && <UnitField {...bind.number('cable.maxPushingForce')} />}
          <UnitField {...bind.number('cable.minBendingRadius')} />
          <UnitField {...bind.number('cable.maxRadialForce')} />
        </div>
      </section>
      <section className={styles.card}>
        <h2>{intl.formatMessage({ id: 'section.cable.bundle' })}</h2>
        <div className={styles.grid}>
          <UnitField {...bind.number('cable.count')} />
          {shown['cable.twisted'] && <ChoiceField {...bind.choice<boolean>('cable.twisted')} options={yesNo} />}
          {shown['cable.parallelLayout'] && (
            <ChoiceField
              {...bind.choice<string>('cable.parallelLayout')}
              options={PARALLEL_LAYOUTS.map((layout) => ({ value: layout, label: intl.formatMessage({ id: `option.parallelLayout.${layout}` }) }))}
            />
          )}
          <UnitField {...bind.number('cable.residentCount')} />
          {shown['cable.resident1Diameter'] && <UnitField {...bind.number('cable.resident1Diameter')} />}
          {shown['cable.resident2Diameter'] && <UnitField {...bind.number('cable.resident2Diameter')} />}
        </div>
      </section>
    </div>
  );
}
