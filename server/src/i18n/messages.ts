// The server's message catalogues, and a message in a language with its placeholders filled.
import { fill } from './fill.js';
import type { Language } from './language.js';
import { MESSAGES_DE } from './messages.de.js';
import { MESSAGES_EN, type MessageKey } from './messages.en.js';
import { MESSAGES_FR } from './messages.fr.js';
import { MESSAGES_IT } from './messages.it.js';

export type { MessageKey } from './messages.en.js';

/** A catalogue of server messages in one language; a key it lacks falls back to English. */
export type MessageCatalogue = Readonly<Partial<Record<MessageKey, string>>>;

/** The server's messages, one catalogue per language. */
export const MESSAGE_CATALOGUES: Readonly<Record<Language, MessageCatalogue>> = {
  en: MESSAGES_EN,
  fr: MESSAGES_FR,
  de: MESSAGES_DE,
  it: MESSAGES_IT,
};

/**
 * A message for a person, not yet in any language: a catalogue key and the values of its placeholders. A value
 * may itself be a {@link Text}, translated in the same language (`{what}` → `Project`, `Projet`…).
 */
export interface Text {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, TextParam>>;
}

/**
 * The value of a placeholder: a string as it is; a number written the language's way (`0.5`, `0,5`; no grouping);
 * a number with a fixed count of decimals (`{ fixed: 1, digits: 1 }`: `1.0`, `1,0`); another {@link Text}; or a
 * list of these, joined by commas (`{ list: [...] }`).
 */
export type TextParam = string | number | { readonly fixed: number; readonly digits: number } | { readonly list: readonly TextParam[] } | Text;

/** The {@link Text} of `key` with `params`. */
export function msg(key: MessageKey, params?: Text['params']): Text {
  return params === undefined ? { key } : { key, params };
}

/** True when `value` is a {@link Text}. */
export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string' && value.key in MESSAGES_EN;
}

/**
 * `text` in `language` (English for a key the language lacks), every placeholder filled.
 *
 * @param catalogues - the catalogues to read (tests give their own)
 */
export function translate(text: Text, language: Language, catalogues: Readonly<Record<Language, MessageCatalogue>> = MESSAGE_CATALOGUES): string {
  const template = catalogues[language][text.key] ?? MESSAGES_EN[text.key];
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    values[name] = paramText(value, language, catalogues);
  }
  return fill(template, values);
}

/**
 * A number's text with the language's decimal separator (a comma in fr, de and it). Not `Intl.NumberFormat`: its
 * first use costs the process ~0.1 s of loading, on the main thread, in the middle of an error answer.
 */
function decimal(text: string, language: Language): string {
  return language === 'en' ? text : text.replace('.', ',');
}

function paramText(value: TextParam, language: Language, catalogues: Readonly<Record<Language, MessageCatalogue>>): string {
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number') {
    return decimal(String(Math.round(value * 1000) / 1000), language);
  }
  if ('list' in value) {
    return value.list.map((item) => paramText(item, language, catalogues)).join(', ');
  }
  if ('fixed' in value) {
    return decimal(value.fixed.toFixed(value.digits), language);
  }
  return translate(value, language, catalogues);
}
