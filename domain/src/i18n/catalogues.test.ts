import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../validation/keys.js';
import { CATALOGUES, LOCALES } from './catalogues.js';

/** Placeholders of an ICU message (top-level `{name}` and `{name, plural, …}` arguments). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)(?:,[^{}]*(?:\{[^{}]*\}[^{}]*)*)?\}/g)].map((m) => m[1]!).sort();
}

describe('message catalogues en, fr, de, it', () => {
  it.each(LOCALES)('%s has a message for every key, and nothing else', (locale) => {
    const catalogue = CATALOGUES[locale] as Record<string, string>;
    const missing = MESSAGE_KEYS.filter((k) => typeof catalogue[k] !== 'string' || catalogue[k].trim() === '');
    expect(missing).toEqual([]);
    expect(Object.keys(catalogue).filter((k) => !(MESSAGE_KEYS as readonly string[]).includes(k))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s uses the same placeholders as en and is not English copied', (locale) => {
    const en = CATALOGUES.en as Record<string, string>;
    const other = CATALOGUES[locale] as Record<string, string>;
    let same = 0;
    for (const k of MESSAGE_KEYS) {
      expect(placeholders(other[k]!), `${locale} ${k}`).toEqual(placeholders(en[k]!));
      if (other[k] === en[k]) same += 1;
    }
    expect(same).toBe(0);
  });

  it('keys follow section.{group}.{field}.{level}.{rule}', () => {
    for (const k of MESSAGE_KEYS.filter((k) => !k.startsWith('section.settings.limit.'))) {
      expect(k).toMatch(/^section\.(general|equipment|cable|stretches|trajectory|settings|simulation|report)\.[\w.]+\.(error|warning|info)\.\w+$/);
    }
  });

  it('reads "limitato da" + an Italian limit source without an article (no "da il", which Italian contracts)', () => {
    const sources = MESSAGE_KEYS.filter((k) => k.startsWith('section.settings.limit.source.'));
    expect(sources.length).toBeGreaterThan(0);
    for (const k of sources) expect((CATALOGUES.it as Record<string, string>)[k], k).not.toMatch(/^(il|lo|la|l’|l'|i|gli|le) /);
  });
});
