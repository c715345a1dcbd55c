// A preset's name as the user sees it: a catalogue preset's translated, the user's own as they wrote it.
import { demoName, type MachinePreset } from '@cla/domain';
import type { Preset } from '@cla/domain/api';
import { useCallback } from 'react';
import { useIntl } from '../../lib/intl.tsx';
import { machinePresetOf } from './section-api.ts';

/** A preset's name as `locale` shows it: the demo catalogue's (owner `null`) translated, the user's own as written. */
export function presetName(preset: Pick<Preset, 'name' | 'owner'>, locale: string): string {
  return preset.owner ? preset.name : demoName(preset.name, locale === 'fr' || locale === 'de' || locale === 'it' ? locale : 'en');
}

/** {@link presetName} in the interface's language. */
export function usePresetName(): (preset: Pick<Preset, 'name' | 'owner'>) => string {
  const { locale } = useIntl();
  return useCallback((preset) => presetName(preset, locale), [locale]);
}

/**
 * The rules' machine presets by id, each named as `locale` shows it: the automatic limits name their machine
 * ("limited by …", the assumptions of a result), so a catalogue machine must be named there as in its own list.
 */
export function machinePresetsById(presets: readonly Preset[], locale: string): Record<string, MachinePreset> {
  const byId: Record<string, MachinePreset> = {};
  for (const preset of presets) byId[preset.id] = { ...machinePresetOf(preset), name: presetName(preset, locale) };
  return byId;
}
