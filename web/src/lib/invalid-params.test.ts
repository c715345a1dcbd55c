import { encodeFlow, encodeRequest } from '@cla/engine';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import it_ from '../i18n/it.json';
import { engineMessageText } from './engine-messages.ts';
import { INVALID_PARAMS_RULES, invalidParamsText } from './invalid-params.ts';

const CATALOGUES: Record<string, Record<string, string>> = { en, fr, de, it: it_ };
const intlOf = (locale: string) => createIntl({ locale, messages: CATALOGUES[locale]! });
const refusal = (field: string, rule: string) => ({ code: 'E_INVALID_PARAMS', message: `${field}: ${rule}`, params: { field, rule } });

/** Requests that break every rule the door and the flow calculator check (the rules gathered from their answers). */
function rulesTheEngineGives(): Set<string> {
  const stretch = { id: 'd', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'smooth', cof: 0.2 };
  const requests: unknown[] = [
    3,
    { data: 3 },
    { data: { stretches: [], trajectory: { rows: [] } } },
    { data: { stretches: [3], trajectory: { rows: [3] } } },
    {
      fullResolution: 'yes',
      data: {
        layingMethod: 'walk', pushingSpeed: 0, airPressure: -1, cableOuterDiameter: 50, cableWeight: '1', cableCount: 2.5, residentCount: 3,
        maxDistance: 2e6, simpleMode: 'no',
        stretches: [{ ...stretch, outerDiameter: 30, cof: 5 }, stretch, { ...stretch, id: 'd' }],
        trajectory: { rows: [{ type: 'stretch', stretch: 'nope' }, { type: 'loop', dupSegments: 1, loopCount: 1 }, { type: 'loop', dupSegments: 1, loopCount: 100_000 }, { type: 'curve', angle: 10, radius: -1 }] },
      },
    },
  ];
  const flows: unknown[] = [3, { fluid: 'oil', innerDiameter: 10, length: 100, cableCount: 1, cableDiameter: 20, pressure: 1, flow: 2 }, { fluid: 'air', innerDiameter: 10, length: 100, pressure: 1, profilePoints: 1 }];
  const rules = new Set<string>();
  for (const r of requests) {
    const encoded = encodeRequest(r);
    if ('issues' in encoded) for (const i of encoded.issues) rules.add(i.rule.split(':')[0]!);
  }
  for (const r of flows) {
    const encoded = encodeFlow(r);
    if ('issues' in encoded) for (const i of encoded.issues) rules.add(i.rule.split(':')[0]!);
  }
  return rules;
}

describe('engine refusals (E_INVALID_PARAMS)', () => {
  it('name the section input and the rule in the user’s language, the number in the field’s unit', () => {
    const cof = refusal('data.stretches[0].cof', 'atMost:1');
    expect(engineMessageText(intlOf('en'), 'std', cof)).toBe('Coefficient of friction of row 1 (Stretches tab): can be at most 1');
    expect(engineMessageText(intlOf('fr'), 'std', cof)).toBe('Coefficient de frottement de la ligne 1 (onglet Tronçons)\u00a0: peut valoir au plus 1');
    const far = refusal('data.maxDistance', 'atMost:1000000');
    expect(engineMessageText(intlOf('en'), 'us', far)).toBe('Maximum distance searched (Settings tab): can be at most 3,280,840 ft');
    expect(engineMessageText(intlOf('de'), 'std', far)).toMatch(/^Maximal gesuchte Distanz \(Reiter Einstellungen\): darf höchstens 1\.000\.000 m betragen$/);
    expect(engineMessageText(intlOf('it'), 'std', refusal('data.trajectory.rows[2].radius', 'greaterThanZero'))).toMatch(/^Raggio .*riga 3 .*: deve essere maggiore di 0$/);
    expect(engineMessageText(intlOf('en'), 'std', refusal('data.stretches[1].id', 'unique'))).toBe('Stretch id of row 2 (Stretches tab): is the id of another stretch too');
  });

  it('read the engine’s own length check as one of the launch position (where the validation marks it)', () => {
    const text = engineMessageText(intlOf('en'), 'std', { code: 'E_INVALID_PARAMS', message: 'data.xend: xlaunch + xend must be less than the route length (120 m).', params: { length: 120 } });
    expect(text).toBe('Launch position (Settings tab): the launch position plus the distance kept at the end must be less than the route length (120 m)');
  });

  it('name the flow calculator’s fields, and a field no input gives by its request name', () => {
    expect(invalidParamsText(intlOf('en'), 'std', { field: 'cableDiameter', rule: 'freeAreaPositive' })).toBe('Cable diameter: the cables do not fit in the duct');
    expect(invalidParamsText(intlOf('fr'), 'std', { field: 'data.fullResolution', rule: 'boolean' })).toBe('Champ de la requête data.fullResolution\u00a0: doit être oui ou non');
    // a rule this web app does not know yet keeps the engine's words
    expect(invalidParamsText(intlOf('en'), 'std', { field: 'data.cableCount', rule: 'prime' })).toBe('Number of cables (Cable tab): prime');
  });

  it('translate every rule the engine gives, in en, fr, de and it', () => {
    const given = rulesTheEngineGives();
    expect(given.size).toBeGreaterThan(15);
    for (const rule of given) expect(INVALID_PARAMS_RULES, rule).toContain(rule);
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      for (const rule of INVALID_PARAMS_RULES) expect(messages[`engine.invalid.${rule}`], `${lang} ${rule}`).toBeTruthy();
      expect(messages['engine.E_INVALID_PARAMS.text'], lang).toMatch(/\{field\}.*\{rule\}/);
    }
  });
});
