// The section's Stretches tab: one card per duct stretch with the fields its type and the method need; add and remove.
import { allowedStretchTypes, applyPreset, ENGINE_ASSUMPTIONS, isStretchFieldShown, newStretch, removeStretch, STRETCH_COLORS, type StretchField } from '@cla/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/form.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { ChoiceField, TextInputField, useYesNo } from '../../../components/fields/choice-field.tsx';
import { UnitField } from '../../../components/fields/unit-field.tsx';
import { FieldMessages } from '../../../components/fields/field-messages.tsx';
import { dataAtom, issuesAt, issuesAtom } from '../state/atoms.ts';
import { updateAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue } from '../state/editor-store.tsx';
import { PresetPicker } from '../preset-picker.tsx';
import { useBind } from '../use-bind.ts';
import styles from './tab.module.css';

const SURFACES = ['smooth', 'riped', 'corrugated'] as const;

/** The help's COF page, at its section on what the coefficient means here (features/help/topics.ts, content/<locale>/cof.md `{#meaning}`). */
export const COF_HELP = '/help/cof#help-meaning';

/** The duct stretches: one card each with the fields its type and the method show; add and remove. */
export function StretchesTab(): ReactNode {
  const intl = useIntl();
  const data = useEditorValue(dataAtom);
  const issues = useEditorValue(issuesAtom);
  const update = useEditorSet(updateAtom);
  const bind = useBind();
  const yesNo = useYesNo();
  const rows = data.stretches.rows;
  const types = allowedStretchTypes(data.general.layingMethod);
  const listIssues = issuesAt(issues, 'stretches.rows');
  // what the COF field expects, and what the lubricant setting does to it (docs/physics.md#friction)
  const factors = ENGINE_ASSUMPTIONS.lubricantFactor;
  const cofHint = (
    <>
      {intl.formatMessage({ id: 'section.stretches.cofHint' }, { none: intl.formatNumber(factors.no ?? 1), lubricator: intl.formatNumber(factors.lubricator ?? 1) })}{' '}
      <Link to={COF_HELP}>{intl.formatMessage({ id: 'section.stretches.cofHelp' })}</Link>
    </>
  );

  const add = (): void =>
    update((data) => ({ ...data, stretches: { rows: [...data.stretches.rows, newStretch()] } }), 'stretches.rows');
  const remove = (index: number): void =>
    update((data) => removeStretch(data, index), 'stretches.rows');

  return (
    <div className={styles.tab}>
      <FieldMessages id="stretches-messages" issues={listIssues} />
      {rows.map((row, index) => {
        const at = (field: string): string => `stretches.rows.${index}.${field}`;
        const shown = (field: StretchField): boolean => isStretchFieldShown(data, row, field);
        const title = row.stretchName || intl.formatMessage({ id: 'section.stretches.numbered' }, { n: index + 1 });
        return (
          <section key={row.id} className={styles.card} aria-label={title}>
            <div className={styles.cardHeader}>
              <h2>
                <span className={styles.swatch} style={{ background: STRETCH_COLORS[index % STRETCH_COLORS.length] }} aria-hidden="true" />
                {title}
              </h2>
              <PresetPicker
                type="stretch"
                current={() => {
                  const { id: _id, ...fields } = row;
                  return fields;
                }}
                onApply={(_data, preset) => update((current) => applyPreset(current, preset, index), `stretches.rows.${index}.type`)}
              />
              <Button
                variant="ghost"
                disabled={rows.length <= 1}
                aria-label={intl.formatMessage({ id: 'section.stretches.removeItem' }, { name: title })}
                onClick={() => remove(index)}
              >
                {intl.formatMessage({ id: 'dialog.delete' })}
              </Button>
            </div>
            {/* the id has no input (a new stretch gets one); an imported section's empty, repeated or too long id is said here */}
            <FieldMessages id={`stretch-${index}-id-messages`} issues={issuesAt(issues, at('id'))} />
            <div className={styles.grid}>
              <TextInputField {...bind.text(at('stretchName'))} />
              <ChoiceField
                {...bind.choice<string>(at('type'))}
                options={types.map((type) => ({ value: type, label: intl.formatMessage({ id: `option.stretchType.${type}` }) }))}
              />
              <UnitField {...bind.number(at('outerDiameter'))} />
              <UnitField {...bind.number(at('innerDiameter'))} />
              <ChoiceField
                {...bind.choice<string>(at('innerSurface'))}
                options={SURFACES.map((surface) => ({ value: surface, label: intl.formatMessage({ id: `option.innerSurface.${surface}` }) }))}
              />
              <UnitField {...bind.number(at('cof'))} hint={cofHint} />
              {shown('maxPressure') && <UnitField {...bind.number(at('maxPressure'))} />}
              {shown('prefilled') && <ChoiceField {...bind.choice<boolean>(at('prefilled'))} options={yesNo} />}
              {shown('undulationPeriod') && <UnitField {...bind.number(at('undulationPeriod'))} />}
              {shown('undulationAmplitude') && <UnitField {...bind.number(at('undulationAmplitude'))} />}
              {shown('rollerDistance') && <UnitField {...bind.number(at('rollerDistance'))} />}
            </div>
          </section>
        );
      })}
      <div>
        <Button onClick={add}>{intl.formatMessage({ id: 'section.stretches.add' })}</Button>
      </div>
    </div>
  );
}
