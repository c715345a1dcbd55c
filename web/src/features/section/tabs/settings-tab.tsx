// The section's Settings tab: speed, forces and pressures (automatic from the machines and cable), positions and options.
import { fieldVisibility, unitCategoryOf, type MessageKey } from '@cla/domain';
import type { ReactNode } from 'react';
import { useDomainMessages, useIntl } from '../../../lib/intl.tsx';
import { useFormatQuantity } from '../../../lib/units.ts';
import { ChoiceField, useYesNo } from '../../../components/fields/choice-field.tsx';
import { UnitField } from '../../../components/fields/unit-field.tsx';
import { autoValuesAtom, dataAtom } from '../state/atoms.ts';
import { useEditorValue } from '../state/editor-store.tsx';
import { useBind } from '../use-bind.ts';
import styles from './tab.module.css';

type Limited = 'layingSpeed' | 'pushingForce' | 'pullingForce' | 'airPressure' | 'waterPressure';

/** Speed, forces, pressures (automatic from the machines and the cable, with their limit hints), positions and options. */
export function SettingsTab(): ReactNode {
  const intl = useIntl();
  const data = useEditorValue(dataAtom);
  const autoValues = useEditorValue(autoValuesAtom);
  const bind = useBind();
  const yesNo = useYesNo();
  const messages = useDomainMessages();
  const quantity = useFormatQuantity();
  const shown = fieldVisibility(data);

  const hint = (field: Limited): string => {
    const limit = autoValues[`settings.${field}`]?.limit;
    if (!limit) return messages('section.settings.limit.notLimited');
    const source = messages(`section.settings.limit.source.${limit.source}` as MessageKey);
    const category = unitCategoryOf(`settings.${field}`) ?? 'force';
    // a duct stretch is named with its kind ('the duct 32/26'); a machine or cable by its name
    const mac = limit.source === 'stretch' && limit.name ? `${source} ${limit.name}` : (limit.name ?? source);
    return messages('section.settings.limit.limitedBy', { mac, value: quantity(limit.value, category) });
  };
  const limited = (field: Limited) => ({ ...bind.number(`settings.${field}`), hint: hint(field) });

  return (
    <div className={styles.tab}>
      <section className={styles.card}>
        <h2>{intl.formatMessage({ id: 'section.settings.machine' })}</h2>
        <div className={styles.grid}>
          <UnitField {...limited('layingSpeed')} />
          {shown['settings.pushingForce'] && <UnitField {...limited('pushingForce')} />}
          {shown['settings.pullingForce'] && <UnitField {...limited('pullingForce')} />}
          <UnitField {...bind.number('settings.lostForce')} />
          {shown['settings.airPressure'] && <UnitField {...limited('airPressure')} />}
          {shown['settings.waterPressure'] && <UnitField {...limited('waterPressure')} />}
          {shown['settings.waterDensity'] && <UnitField {...bind.number('settings.waterDensity')} />}
        </div>
      </section>
      <section className={styles.card}>
        <h2>{intl.formatMessage({ id: 'section.settings.route' })}</h2>
        <div className={styles.grid}>
          <UnitField {...bind.number('settings.xlaunch')} />
          <UnitField {...bind.number('settings.xend')} />
          {shown['settings.xRearPig'] && <UnitField {...bind.number('settings.xRearPig')} />}
          <UnitField {...bind.number('settings.maxDistance')} />
          <ChoiceField {...bind.choice<boolean>('settings.calculateBackward')} options={yesNo} />
          <ChoiceField {...bind.choice<boolean>('settings.showRadialForce')} options={yesNo} />
        </div>
      </section>
    </div>
  );
}
