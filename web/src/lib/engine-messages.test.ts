import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ENGINE_MESSAGE_PARAMS } from '@cla/engine';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import it_ from '../i18n/it.json';
import { engineMessageText, engineMessageTitle, PARAM_CATEGORIES, TRANSLATED_ENGINE_CODES } from './engine-messages.ts';

/** Params that are plain numbers, not quantities with a unit: a method index, ratios and shares. */
const UNITLESS = new Set(['method', 'jamRatio', 'pusherShare', 'stretch', 'binding', 'cappedBy']);

const sidewall = {
  code: 'W_SIDEWALL',
  message: 'The radial force reaches 500 N/m in the bend at 120 m, above the cable limit of 450 N/m.',
  params: { position: 120, radialForce: 500, limit: 450 },
};

describe('engine messages', () => {
  it('are translated by code, with their numbers in the chosen units', () => {
    const intl = createIntl({ locale: 'fr', messages: fr });
    expect(engineMessageTitle(intl, 'W_SIDEWALL')).toBe('Effort radial au-dessus de la limite du câble');
    expect(engineMessageText(intl, 'std', sidewall)).toBe(
      'L’effort radial atteint 500 N/m dans la courbe à 120 m, au-dessus de la limite du câble de 450 N/m.'.replace(/(\d) (\d)/g, '$1\u202f$2'),
    );
    const us = engineMessageText(createIntl({ locale: 'en', messages: en }), 'us', sidewall);
    expect(us).toMatch(/^The radial force reaches 34 lbf\/ft in the bend at 394 ft, above the cable limit of 31 lbf\/ft\.$/);
  });

  it('say a pusher at a negative force is holding the cable back, with its rating unsigned', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const back = engineMessageText(intl, 'std', { code: 'E_PUSHING_FORCE', message: '', params: { position: 395.06, force: -2000 } });
    expect(back).toBe('The pusher can no longer hold the cable back at 395 m: the cable’s weight down the slope (or the fluid’s drive) would take more than its rated 2,000 N.');
    const forward = engineMessageText(intl, 'std', { code: 'E_PUSHING_FORCE', message: '', params: { position: 12, force: 400 } });
    expect(forward).toBe('The pusher reaches its pushing force of 400 N at 12 m.');
  });

  it('say the installation cannot start where the force needed exceeds the machine\'s or the cable\'s rating (the launch point), in every language', () => {
    const params = { position: 0, force: 141.37, rating: 100 };
    const en_ = createIntl({ locale: 'en', messages: en });
    expect(engineMessageText(en_, 'std', { code: 'E_PUSHING_FORCE', message: '', params })).toBe(
      'The installation cannot start: the pusher would need 141 N at the launch point (0 m), more than its pushing force of 100 N.',
    );
    expect(engineMessageText(en_, 'std', { code: 'E_PULLING_FORCE', message: '', params: { position: 0, force: 100, rating: 0 } })).toBe(
      'The installation cannot start: the winch would need 100 N at the launch point (0 m), more than its pulling force of 0 N.',
    );
    // reached on the way (force at its rating), and saved results without the rating: the words before
    expect(engineMessageText(en_, 'std', { code: 'E_PUSHING_FORCE', message: '', params: { position: 12, force: 400, rating: 400 } })).toBe('The pusher reaches its pushing force of 400 N at 12 m.');
    expect(engineMessageText(en_, 'std', { code: 'E_CABLE_PULLING_FORCE', message: '', params: { position: 12, force: 400 } })).toBe('The cable reaches its maximum pulling force (400 N) at 12 m.');
    for (const [locale, messages, words] of [['fr', fr, 'La pose ne peut pas commencer'], ['de', de, 'Die Verlegung kann nicht beginnen'], ['it', it_, 'La posa non può iniziare']] as const) {
      const intl = createIntl({ locale, messages });
      for (const code of ['E_PULLING_FORCE', 'E_CABLE_PULLING_FORCE', 'E_PUSHING_FORCE', 'E_CABLE_PUSHING_FORCE']) {
        expect(engineMessageText(intl, 'std', { code, message: '', params }), `${locale} ${code}`).toMatch(new RegExp(`^${words}.*141 N`));
      }
    }
  });

  it('say the installation cannot start where a cable that never moved has its machine at its rating, in every language', () => {
    const params = { position: 0, force: 100, rating: 100 };
    const en_ = createIntl({ locale: 'en', messages: en });
    // the cable did not move (started false): a start refused, the force needed more than the rating
    expect(engineMessageText(en_, 'std', { code: 'E_PULLING_FORCE', message: '', params }, false)).toBe(
      'The installation cannot start: the winch would need more than its pulling force of 100 N at the launch point (0 m).',
    );
    expect(engineMessageText(en_, 'std', { code: 'E_PULLING_FORCE', message: '', params: { position: 0, force: 0, rating: 0 } }, false)).toBe(
      'The installation cannot start: the winch would need more than its pulling force of 0 N at the launch point (0 m).',
    );
    // the same numbers where the cable moved (or a result saved before `started`): the rating reached there
    expect(engineMessageText(en_, 'std', { code: 'E_PULLING_FORCE', message: '', params })).toBe('The winch reaches its pulling force of 100 N at 0 m.');
    // a hold-back stays a hold-back, beyond the rating stays the force needed
    expect(engineMessageText(en_, 'std', { code: 'E_PUSHING_FORCE', message: '', params: { position: 0, force: -100, rating: 100 } }, false)).toMatch(/^The pusher can no longer hold the cable back/);
    expect(engineMessageText(en_, 'std', { code: 'E_PUSHING_FORCE', message: '', params: { position: 0, force: 141.37, rating: 100 } }, false)).toMatch(/would need 141 N at the launch point/);
    // a need beside the rating it passed never reads equal to it, however close (3 digits would write both 100 N)
    expect(engineMessageText(en_, 'std', { code: 'E_PUSHING_FORCE', message: '', params: { position: 0, force: 100.4, rating: 100 } }, false)).toMatch(/would need 100\.4 N at the launch point \(0 m\), more than its pushing force of 100 N/);
    expect(engineMessageText(en_, 'std', { code: 'E_PUSHING_FORCE', message: '', params: { position: 0, force: 12000.4, rating: 12000 } }, false)).toMatch(/12,000\.4 N .*12,000 N/);
    for (const [locale, messages, words] of [['en', en, 'The installation cannot start'], ['fr', fr, 'La pose ne peut pas commencer'], ['de', de, 'Die Verlegung kann nicht beginnen'], ['it', it_, 'La posa non può iniziare']] as const) {
      const intl = createIntl({ locale, messages });
      for (const code of ['E_PULLING_FORCE', 'E_CABLE_PULLING_FORCE', 'E_PUSHING_FORCE', 'E_CABLE_PUSHING_FORCE']) {
        const text = engineMessageText(intl, 'std', { code, message: '', params: { position: 0, force: 250, rating: 250 } }, false);
        // the rating once, the force not repeated as a need
        expect(text, `${locale} ${code}`).toMatch(new RegExp(`^${words}`));
        expect(text.match(/250/g), `${locale} ${code}`).toHaveLength(1);
      }
    }
  });

  it('name the pump with the pusher where the pump’s max flow caps the water at a floating stop, in every language', () => {
    const capped = { position: 1300.28, force: 2000, rating: 2000, maxWaterFlow: 10 };
    const plain = { position: 1300.28, force: 2000, rating: 2000 };
    const en_ = createIntl({ locale: 'en', messages: en });
    expect(engineMessageText(en_, 'std', { code: 'E_PUSHING_FORCE', message: '', params: capped })).toBe(
      'The pusher reaches its pushing force of 2,000 N at 1,300 m. The water flow there is capped by the pump’s maximum flow of 10 l/min: the pump binds too.',
    );
    expect(engineMessageText(en_, 'std', { code: 'E_PUSHING_FORCE', message: '', params: plain })).toBe('The pusher reaches its pushing force of 2,000 N at 1,300 m.');
    const pump = { en: 'pump’s maximum flow of 10 l/min', fr: 'pompe (10 l/min)\u00a0:', de: 'Pumpe (10 l/min)', it: 'pompa (10 l/min)' };
    for (const [lang, messages] of Object.entries({ en, fr, de, it: it_ })) {
      const intl = createIntl({ locale: lang, messages });
      for (const code of ['E_PUSHING_FORCE', 'E_CABLE_PUSHING_FORCE']) {
        expect(engineMessageText(intl, 'std', { code, message: '', params: capped }), `${lang} ${code}`).toContain(pump[lang as keyof typeof pump]);
        expect(engineMessageText(intl, 'std', { code, message: '', params: plain }), `${lang} ${code}`).not.toMatch(/pump|pompe|Pumpe|pompa/);
      }
    }
  });

  it('give the pusher\'s share of a push-pull as a percentage', () => {
    const message = { code: 'I_PUSHPULL_SPLIT', message: '', params: { pushForce: 380, pullForce: 620, pusherShare: 0.38 } };
    expect(engineMessageText(createIntl({ locale: 'en', messages: en }), 'std', message)).toBe('At the end the pusher gives 380 N and the winch 620 N (pusher share 38%).');
    expect(engineMessageText(createIntl({ locale: 'fr', messages: fr }), 'std', message)).toMatch(/part de la poussée 38\s%\)\.$/);
  });

  it('write a pressure drop over a head or a pig without the gauge mark, a pressure with it', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const head = engineMessageText(intl, 'std', { code: 'I_HEAD_FORCE', message: '', params: { force: 8709.82, pressureDrop: 4.93, tension: 5574.29 } });
    expect(head).toBe('At the end the head pulls with 8,710 N (pressure drop 4.93 bar over it); the tension in the cable there is 5,574 N.');
    const pigs = engineMessageText(intl, 'si', { code: 'I_FREEFLOATING', message: '', params: { pressure: 0.55, pigPressureDrop: 0.4, frontForce: 626.7 } });
    expect(pigs).toBe('At the end the inlet needs 55 kPa (gauge); each pig holds 40 kPa and the front shuttle pulls with 0.627 kN.');
  });

  it('name what the pump gives beside the water pressure needed (E_WATER_PRESSURE: free floating that cannot start, water push-pull up a climb)', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const text = engineMessageText(intl, 'std', { code: 'E_WATER_PRESSURE', message: '', params: { position: 800, pressure: 12.3, available: 6 } });
    expect(text).toBe('Moving the cable further than 800 m needs more water pressure than the 6 bar (gauge) the pump gives at the inlet (the water pressure set, within the pump’s and the ducts’ ratings): 12.3 bar (gauge) there.');
    for (const [lang, messages] of Object.entries({ fr, de, it: it_ })) {
      const other = engineMessageText(createIntl({ locale: lang, messages }), 'std', { code: 'E_WATER_PRESSURE', message: '', params: { position: 800, pressure: 12.3, available: 6 } });
      expect(other, lang).toMatch(/6 bar/);
      expect(other, lang).toMatch(/12[.,]3 bar/);
    }
  });

  it('name what caps the air pressure: the compressor, or the duct stretch, in every language', () => {
    const capped = (cappedBy: string, stretch: string) => ({ code: 'I_AIR_PRESSURE_CAPPED', message: '', params: { airPressure: 10, pressure: 6, binding: cappedBy === 'duct' ? 1 : -1, cappedBy, stretch } });
    const en_ = createIntl({ locale: 'en', messages: en });
    expect(engineMessageText(en_, 'std', capped('duct', 'Old duct'))).toBe('The air pressure of 10 bar (gauge) is capped at 6 bar (gauge) by the max pressure of duct stretch “Old duct”.');
    expect(engineMessageText(en_, 'std', capped('compressor', ''))).toBe('The air pressure of 10 bar (gauge) is capped at 6 bar (gauge) by the compressor’s max pressure.');
    const words = { fr: ['tronçon «\u00a0Old duct\u00a0»', 'du compresseur'], de: ['Rohrabschnitts „Old duct“', 'des Kompressors'], it: ['tratto «Old duct»', 'del compressore'] };
    for (const [lang, messages] of Object.entries({ fr, de, it: it_ })) {
      const intl = createIntl({ locale: lang, messages });
      const [duct, compressor] = words[lang as keyof typeof words];
      expect(engineMessageText(intl, 'std', capped('duct', 'Old duct')), lang).toContain(duct);
      expect(engineMessageText(intl, 'std', capped('compressor', '')), lang).toContain(compressor);
    }
  });

  it('leave the filling out of the water used when the duct needed none (prefilled, or filled behind a pig)', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const water = (fillVolume: number) => engineMessageText(intl, 'std', { code: 'I_WATER_CONSUMPTION', message: '', params: { waterQuantity: 23.21, fillVolume, maxWaterFlow: 226.19 } });
    expect(water(0)).toBe('The installation uses 23.2 m³ of water; the flow peaks at 226 l/min.');
    expect(water(2.7)).toBe('The installation uses 23.2 m³ of water (filling 2.7 m³ of it); the flow peaks at 226 l/min.');
    const catalogues = { fr, de, it: it_ };
    for (const [lang, messages] of Object.entries(catalogues)) {
      const text = engineMessageText(createIntl({ locale: lang, messages }), 'std', { code: 'I_WATER_CONSUMPTION', message: '', params: { waterQuantity: 23.21, fillVolume: 0, maxWaterFlow: 226.19 } });
      expect(text, lang).not.toMatch(/0[.,]00 m³/);
    }
  });

  it('keep the engine’s text for a code they do not know, and for a refusal without its field', () => {
    const intl = createIntl({ locale: 'fr', messages: fr });
    expect(engineMessageTitle(intl, 'X_NEW', 'New thing')).toBe('New thing');
    expect(engineMessageText(intl, 'std', { code: 'X_NEW', message: 'English text', params: {} })).toBe('English text');
    expect(engineMessageText(intl, 'std', { code: 'E_INVALID_PARAMS', message: 'data.xend: too long', params: {} })).toBe('data.xend: too long');
  });

  it('every engine code is translated in en, fr, de and it, title and sentence, and each param has a unit category', () => {
    const catalogues: Record<string, Record<string, string>> = { en, fr, de, it: it_ };
    for (const [code, params] of Object.entries(ENGINE_MESSAGE_PARAMS)) {
      expect(TRANSLATED_ENGINE_CODES.has(code), code).toBe(true);
      for (const [lang, messages] of Object.entries(catalogues)) {
        expect(messages[`engine.${code}`], `${lang} engine.${code}`).toBeTruthy();
        // a refusal's sentence is made of the field's name and the rule's (invalid-params.test.ts)
        if (code === 'E_INVALID_PARAMS') continue;
        const text = messages[`engine.${code}.text`];
        expect(text, `${lang} engine.${code}.text`).toBeTruthy();
        // every placeholder of the sentence is a param the engine sends
        for (const [, name] of text!.matchAll(/\{(\w+)\}/g)) expect(params, `${lang} ${code} {${name}}`).toContain(name);
      }
      for (const name of params) if (!UNITLESS.has(name)) expect(PARAM_CATEGORIES[name], `${code}.${name}`).toBeDefined();
    }
  });
});
