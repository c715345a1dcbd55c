// A section input named as a person reads it, with the editor tab it is on: "Outer diameter (Cable tab)".
import { groupOf } from '@cla/domain';
import type { IntlShape, MessageId } from './intl.tsx';

const TAB_OF_GROUP: Readonly<Record<string, MessageId>> = {
  general: 'section.tab.general',
  equipment: 'section.tab.equipment',
  stretches: 'section.tab.stretches',
  cable: 'section.tab.cable',
  trajectory: 'section.tab.trajectory',
  settings: 'section.tab.settings',
  results: 'section.tab.results',
};

/**
 * A section input named for a person from its path: "Outer diameter (Cable tab)", "Length of row 3 (Trajectory
 * tab)"; the tab alone when the field has no label of its own (`trajectory.rows`).
 */
export function inputName(intl: IntlShape, path: string): string {
  const tab = intl.formatMessage({ id: TAB_OF_GROUP[groupOf(path)] ?? 'section.tab.general' });
  const id = `field.${path.replace(/\.\d+(?=\.|$)/g, '')}`;
  if (!(id in intl.messages)) return tab;
  const field = intl.formatMessage({ id: id as MessageId });
  const row = /\.rows\.(\d+)\./.exec(path);
  const named = row ? intl.formatMessage({ id: 'section.input.row' }, { field, row: Number(row[1]) + 1 }) : field;
  return intl.formatMessage({ id: 'section.input.field' }, { field: named, tab });
}
