// The names of preset kinds and groups (cable, compressor, machines…) in the user's language, for the admin's preset pages.
import type { PresetType } from '@cla/domain/api';
import type { IntlShape } from '../lib/intl.tsx';

/** Every kind of preset, in the order the admin's lists and choices show them. */
export const PRESET_TYPES: readonly PresetType[] = ['cable', 'compressor', 'pullingMachine', 'pushingMachine', 'stretch', 'trajectory', 'waterPump'];

/** The catalogue groups the app names in every language; an admin may type another, shown as written. */
const PRESET_GROUPS = ['telecom', 'energy', 'jetting', 'water', 'generic'] as const;

/** A preset's kind in the reader's language (an unknown one as stored). */
export function presetTypeLabel(intl: IntlShape, type: string): string {
  return (PRESET_TYPES as readonly string[]).includes(type) ? intl.formatMessage({ id: `preset.type.${type as PresetType}` }) : type;
}

/** A preset's group in the reader's language: a known group translated, another as written, none as a dash. */
export function presetGroupLabel(intl: IntlShape, group: string | null): string {
  if (group === null || group.trim() === '') return '—';
  return (PRESET_GROUPS as readonly string[]).includes(group) ? intl.formatMessage({ id: `preset.group.${group as (typeof PRESET_GROUPS)[number]}` }) : group;
}
