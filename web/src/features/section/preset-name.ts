import { demoName } from '@cla/domain';
import type { Preset } from '@cla/domain/api';
import { useCallback } from 'react';
import { useIntl } from '../../lib/intl.tsx';

/** A preset's name as `locale` shows it: the demo catalogue's (owner `null`) translated, the user's own as written. */
export function presetName(preset: Pick<Preset, 'name' | 'owner'>, locale: string): string {
  return preset.owner ? preset.name : demoName(preset.name, locale === 'fr' || locale === 'de' || locale === 'it' ? locale : 'en');
}

/** {@link presetName} in the interface's language. */
export function usePresetName(): (preset: Pick<Preset, 'name' | 'owner'>) => string {
  const { locale } = useIntl();
  return useCallback((preset) => presetName(preset, locale), [locale]);
}
