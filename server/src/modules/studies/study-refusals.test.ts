// Why a section cannot have a study (the 422 of POST /api/studies) is a catalogue text: the same facts in every
// language, the method and the kinds as they are.
import { describe, expect, it } from 'vitest';
import { PULLING_TEMPLATE, sectionFromTemplate, type SectionData } from '@cla/domain';

import { translate } from '../../i18n/messages.js';
import { studyKind, type StudyInput } from './study-kinds.js';

function input(method: SectionData['general']['layingMethod']): StudyInput {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.general.layingMethod = method;
  return { data, machines: {}, allowedLayingMethods: ['pull'], presets: [] };
}

const refusal = (kind: string, method: SectionData['general']['layingMethod'], options: object = {}) => {
  const text = studyKind(kind)!.refuse!(input(method), options);
  if (text === null) throw new Error(`${kind} with ${String(method)}: not refused`);
  return text;
};

describe('study refusals', () => {
  it('name the kinds of equipment without presets in words of each language, not by their identifiers', () => {
    const text = refusal('equipment', 'pushpull', {});
    expect(translate(text, 'en')).toBe('No preset of pulling machine, pushing machine has a rating to size with');
    expect(translate(text, 'fr')).toBe('Aucun préréglage de treuil, machine de poussage n’a de capacité pour dimensionner');
    expect(translate(text, 'de')).toBe('Keine Vorlage von Zugmaschine, Schiebemaschine hat eine Nennleistung für die Auslegung');
    expect(translate(text, 'it')).toBe('Nessun preset di argano, macchina di spinta ha una capacità per il dimensionamento');
    const water = refusal('equipment', 'waterpushpull', {});
    for (const language of ['en', 'fr', 'de', 'it'] as const) expect(translate(water, language)).not.toMatch(/pullingMachine|pushingMachine|waterPump/);
  });

  it('say in English what they said before, and differently in French, German and Italian with the same names', () => {
    const cases = [
      [refusal('pushers', 'pushpull'), 'A placement needs a section laid by push, jetting or floating (pushers) or by pull (pits), not pushpull', ['pushpull']],
      [refusal('calibration', 'freefloating', { log: [] }), 'A calibration needs a section laid with a winch or a pusher to log, not freefloating', ['freefloating']],
      [refusal('equipment', 'pull', { kinds: ['compressor', 'pump'] }), 'The section’s laying method (pull) uses none of compressor, pump', ['pull', 'compressor, pump']],
      [refusal('equipment', 'pull', {}), 'No preset of pulling machine has a rating to size with', []],
      [refusal('pushers', null), 'A placement needs a section laid by push, jetting or floating (pushers) or by pull (pits), not no method', []],
    ] as const;
    for (const [text, english, names] of cases) {
      expect(translate(text, 'en')).toBe(english);
      for (const language of ['fr', 'de', 'it'] as const) {
        const translated = translate(text, language);
        expect(translated).not.toBe(english);
        for (const name of names) expect(translated).toContain(name);
      }
    }
  });
});
