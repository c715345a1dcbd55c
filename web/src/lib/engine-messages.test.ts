import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { engineMessageText, engineMessageTitle } from './engine-messages.ts';

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
      'L’effort radial atteint 500,00 N/m dans la courbe à 120,00 m, au-dessus de la limite du câble de 450,00 N/m.'.replace(/(\d) (\d)/g, '$1\u202f$2'),
    );
    const us = engineMessageText(createIntl({ locale: 'en', messages: en }), 'us', sidewall);
    expect(us).toMatch(/^The radial force reaches 34\.26 lbf\/ft in the bend at 393\.70 ft, above the cable limit of 30\.83 lbf\/ft\.$/);
  });

  it('keep the engine’s text for a code they do not know, and for invalid-parameter sentences', () => {
    const intl = createIntl({ locale: 'fr', messages: fr });
    expect(engineMessageTitle(intl, 'X_NEW', 'New thing')).toBe('New thing');
    expect(engineMessageText(intl, 'std', { code: 'X_NEW', message: 'English text', params: {} })).toBe('English text');
    expect(engineMessageText(intl, 'std', { code: 'E_INVALID_PARAMS', message: 'data.xend: too long', params: { length: 3 } })).toBe('data.xend: too long');
  });
});
