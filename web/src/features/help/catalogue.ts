// The help's content: each language's Markdown articles (content/<locale>/<topic>.md) and page words (ui.json).
import type { Locale } from '../../lib/intl.tsx';
import { parseArticle } from './parse-article.ts';
import { HELP_TOPICS, type HelpTopic } from './topics.ts';

/** One headed part of an article; `id` is the anchor of the "on this page" list, the same in every language. */
export interface HelpSection {
  id: string;
  heading: string;
  /** The section's text in Markdown (rendered by help-markdown.tsx). */
  body: string;
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

/** Everything the help area shows in one language. */
export interface HelpCatalogue {
  ui: HelpUiStrings;
  topics: Readonly<Record<HelpTopic, HelpArticle>>;
}

// Each file is its own chunk, loaded when its language is shown.
const ARTICLES = import.meta.glob<string>('./content/*/*.md', { query: '?raw', import: 'default' });
const UI = import.meta.glob<HelpUiStrings>('./content/*/ui.json', { import: 'default' });

function load<T>(files: Readonly<Record<string, () => Promise<T>>>, path: string): Promise<T> {
  const file = files[path];
  if (!file) return Promise.reject(new Error(`help: ${path} is missing`));
  return file();
}

/** The catalogue of one language: its page words and every topic's article (a missing file is an error). */
async function loadCatalogue(locale: Locale): Promise<HelpCatalogue> {
  const [ui, ...articles] = await Promise.all([
    load(UI, `./content/${locale}/ui.json`),
    ...HELP_TOPICS.map((topic) => load(ARTICLES, `./content/${locale}/${topic}.md`)),
  ]);
  const topics = Object.fromEntries(
    HELP_TOPICS.map((topic, index) => [topic, parseArticle(articles[index] ?? '', `help/content/${locale}/${topic}.md`)]),
  ) as Record<HelpTopic, HelpArticle>;
  return { ui, topics };
}

/** Each language's catalogue, loaded on demand. */
export const HELP_CATALOGUES: Readonly<Record<Locale, () => Promise<HelpCatalogue>>> = {
  en: () => loadCatalogue('en'),
  fr: () => loadCatalogue('fr'),
  de: () => loadCatalogue('de'),
  it: () => loadCatalogue('it'),
};
