import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import fr from '../i18n/fr.json';
import { PRESET_TYPES, presetGroupLabel, presetTypeLabel } from './preset-labels.ts';

describe('preset labels (the admin’s list and editor of global presets)', () => {
  const intl = createIntl({ locale: 'fr', messages: fr });

  it('name every kind in the reader’s language, never its stored identifier', () => {
    expect(presetTypeLabel(intl, 'pullingMachine')).toBe(fr['preset.type.pullingMachine']);
    expect(presetTypeLabel(createIntl({ locale: 'de', messages: de }), 'waterPump')).toBe(de['preset.type.waterPump']);
    for (const type of PRESET_TYPES) expect(presetTypeLabel(intl, type)).not.toBe(type);
    expect(presetTypeLabel(intl, 'futureKind')).toBe('futureKind');
  });

  it('translate the known groups, keep one an admin typed, and show none as a dash', () => {
    expect(presetGroupLabel(intl, 'energy')).toBe(fr['preset.group.energy']);
    expect(presetGroupLabel(intl, 'Client X')).toBe('Client X');
    expect(presetGroupLabel(intl, null)).toBe('—');
    expect(presetGroupLabel(intl, '')).toBe('—');
  });
});
