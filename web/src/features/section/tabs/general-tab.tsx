// The section's General tab: name, description and laying method (among those the licence allows).
import { layingMethodChange, METHODS, methodsAllowedByLicence, type LayingMethod } from '@cla/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/intl.tsx';
import { useToasts } from '../../../lib/toasts.ts';
import { ChoiceField, TextInputField } from '../../../components/fields/choice-field.tsx';
import { contextAtom, dataAtom } from '../state/atoms.ts';
import { replaceDataAtom, setFieldAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue } from '../state/editor-store.tsx';
import { useBind } from '../use-bind.ts';
import styles from './tab.module.css';

/** Name, description and laying method (the methods the licence allows). */
export function GeneralTab(): ReactNode {
  const intl = useIntl();
  const context = useEditorValue(contextAtom);
  const data = useEditorValue(dataAtom);
  const setField = useEditorSet(setFieldAtom);
  const replaceData = useEditorSet(replaceDataAtom);
  const bind = useBind();
  const { show } = useToasts();
  const allowed = methodsAllowedByLicence(context.allowedLayingMethods);
  const current = data.general.layingMethod;
  // A method the licence no longer allows stays visible so that its error can be read.
  const methods = METHODS.filter((method) => allowed.includes(method) || method === current);
  return (
    <div className={styles.tab}>
      <section className={styles.card}>
        <div className={styles.grid}>
          <TextInputField {...bind.text('general.sectionName')} maxLength={200} />
          <ChoiceField
            {...bind.choice<LayingMethod>('general.layingMethod')}
            onChange={(method: LayingMethod | null) => {
              // The domain clears what the new method refuses; the user is told and may undo it.
              const before = data;
              const { effects } = layingMethodChange(before, method);
              setField('general.layingMethod', method);
              const changed = effects.removedRows + effects.convertedRows + effects.convertedStretches;
              if (changed === 0 || method === null) return;
              show({
                variant: 'info',
                title: intl.formatMessage({ id: 'section.methodChange.title' }, { method: intl.formatMessage({ id: `method.${method}` }) }),
                body: intl.formatMessage({ id: 'section.methodChange.body' }, { ...effects }),
                action: { label: intl.formatMessage({ id: 'section.methodChange.undo' }), run: () => replaceData(before) },
                timeoutMs: 15_000,
              });
            }}
            options={methods.map((method) => ({ value: method, label: intl.formatMessage({ id: `method.${method}` }) }))}
          />
        </div>
        <div style={{ marginTop: 14 }}>
          <TextInputField {...bind.text('general.sectionDescription')} multiline maxLength={2000} />
        </div>
      </section>
    </div>
  );
}
