// The field and button that keep the current parameters as a named favourite or scenario, and why a name is refused.
import { variantNameProblem, type VariantKind, type VariantNameProblem } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import { useState, type ReactNode } from 'react';
import { Button, TextField } from '../../../components/form.tsx';
import { useIntl, type IntlShape } from '../../../lib/intl.tsx';
import styles from './variant-name-form.module.css';

/** The sentence of a refused favourite or scenario name. */
export function variantNameMessage(intl: IntlShape, problem: VariantNameProblem | undefined): string | undefined {
  if (problem === 'required') return intl.formatMessage({ id: 'section.variants.nameRequired' });
  if (problem === 'taken') return intl.formatMessage({ id: 'section.variants.nameTaken' });
  return undefined;
}

/** A name field and the button that keeps the current parameters under that name (a favourite or a scenario). */
export function VariantNameForm({ kind, entries, label, action, onAdd, disabled }: {
  kind: VariantKind;
  entries: Section['favorites'];
  label: string;
  action: string;
  onAdd: (name: string) => void;
  disabled?: boolean;
}): ReactNode {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const problem = variantNameProblem(entries, kind, name);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem) return;
        onAdd(name.trim());
        setName('');
        setTried(false);
      }}
    >
      <TextField label={label} value={name} maxLength={200} disabled={disabled} error={tried ? variantNameMessage(intl, problem) : undefined} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" disabled={disabled}>{action}</Button>
    </form>
  );
}
