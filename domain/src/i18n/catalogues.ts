/** The message catalogues of the four locales (docs/product.md#what-it-does, docs/product.md#defaults-and-limits: en default, fr, de, it). */
import type { Catalogue } from './catalogue.js';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { it } from './it.js';

export type { Catalogue } from './catalogue.js';
export const LOCALES = ['en', 'fr', 'de', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, fr, de, it };
