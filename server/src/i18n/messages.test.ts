// Tests that every message is in the four catalogues with the same placeholders.
import { describe, expect, it } from 'vitest';

import { LANGUAGES } from './language.js';
import { MESSAGES_EN, type MessageKey } from './messages.en.js';
import { MESSAGE_CATALOGUES, msg, translate } from './messages.js';

const KEYS = Object.keys(MESSAGES_EN) as MessageKey[];
const placeholders = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('the server message catalogues', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s translates every key of the English catalogue, and nothing else', (language) => {
    const catalogue = MESSAGE_CATALOGUES[language];
    expect(KEYS.filter((key) => typeof catalogue[key] !== 'string' || catalogue[key] === '')).toEqual([]);
    expect(Object.keys(catalogue).filter((key) => !(key in MESSAGES_EN))).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s uses only placeholders the English message has', (language) => {
    const catalogue = MESSAGE_CATALOGUES[language];
    const wrong = KEYS.filter((key) => placeholders(catalogue[key] ?? '').some((name) => !placeholders(MESSAGES_EN[key]).includes(name)));
    expect(wrong).toEqual([]);
  });

  it('falls back to English for a key a language lacks', () => {
    const catalogues = { ...MESSAGE_CATALOGUES, fr: { ...MESSAGE_CATALOGUES.fr, 'project.notFound': undefined } };
    expect(translate(msg('project.notFound'), 'fr', catalogues)).toBe('Project not found');
    expect(translate(msg('section.notFound'), 'fr', catalogues)).toBe('Section introuvable');
  });

  it('fills placeholders in the language: nested texts, numbers, fixed decimals and lists', () => {
    expect(translate(msg('notFound.thing', { what: msg('thing.folder') }), 'de')).toBe('Ordner nicht gefunden');
    expect(translate(msg('simulator.timeout', { seconds: 0.5 }), 'fr')).toBe('Le calcul a duré plus de 0,5 s et a été arrêté ; raccourcissez ou simplifiez le tracé');
    expect(translate(msg('upload.quota', { used: { fixed: 0.6, digits: 1 }, quota: { fixed: 1, digits: 1 }, size: { fixed: 0.5, digits: 1 } }), 'en')).toContain(
      'your files use 0.6 MB of 1.0 MB and this one has 0.5 MB',
    );
    expect(translate(msg('upload.quota', { used: { fixed: 0.6, digits: 1 }, quota: { fixed: 1, digits: 1 }, size: { fixed: 0.5, digits: 1 } }), 'it')).toContain('0,6 MB su 1,0 MB');
    const list = { list: [msg('refs.count', { count: 2, what: msg('refs.companies') }), msg('refs.count', { count: 1, what: msg('refs.users') })] };
    expect(translate(msg('admin.inUse', { what: msg('thing.licence'), list }), 'en')).toBe('This licence is still used by 2 companies, 1 users: change or remove them first');
    expect(translate(msg('admin.inUse', { what: msg('thing.licence'), list }), 'it')).toBe('Ancora in uso (licenza) da 2 aziende, 1 utenti: modificali o rimuovili prima');
  });
});
