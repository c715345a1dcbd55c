import type { ReactNode } from 'react';
import type { Locale } from '../../lib/intl.tsx';
import type { HelpTopic } from './topics.ts';

/** One headed part of an article; `id` is the anchor of the "on this page" list, the same in every language. */
export interface HelpSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** One help topic: its title (the page's level-1 heading), a one-sentence summary, and its sections. */
export interface HelpArticle {
  title: string;
  summary: string;
  sections: readonly HelpSection[];
}

/** The words of the help pages around the articles. */
export interface HelpUiStrings {
  /** Title of `/help`. */
  indexTitle: string;
  indexLead: string;
  /** Accessible name of the topic list. */
  topicsNav: string;
  /** Link to `/help` in the topic list. */
  overview: string;
  /** Accessible name and heading of the list of an article's sections. */
  onThisPage: string;
  notFoundTitle: string;
  notFoundBody: string;
  backToIndex: string;
}

/** Everything the help area shows in one language; a missing topic or string does not compile. */
export interface HelpCatalogue {
  ui: HelpUiStrings;
  topics: Readonly<Record<HelpTopic, HelpArticle>>;
}

/** Each language's catalogue, loaded on demand (they are large): one chunk per language. */
export const HELP_CATALOGUES: Readonly<Record<Locale, () => Promise<HelpCatalogue>>> = {
  en: async () => (await import('./content/en.tsx')).en,
  fr: async () => (await import('./content/fr.tsx')).fr,
  de: async () => (await import('./content/de.tsx')).de,
  it: async () => (await import('./content/it.tsx')).it,
};
