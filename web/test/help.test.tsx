// The help pages: every topic in every language, the topic list, the index, not-found, tables, tutorials.
import { cleanup, render, screen, within } from '@testing-library/react';
import { METHODS } from '@cla/domain';
import type { LayingMethod } from '@cla/engine';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../src/app/app-providers.tsx';
import { HELP_CATALOGUES, HELP_TOPICS, HelpIndexPage, HelpMarkdown, HelpPage, type HelpCatalogue } from '../src/features/help/index.ts';
import { COF_HELP } from '../src/features/section/tabs/stretches-tab.tsx';
import { LOCALES, type Locale } from '../src/lib/intl.tsx';

/** The tutorials topic's section for each laying method (a new method without a tutorial does not compile). */
const TUTORIAL_SECTION: Readonly<Record<LayingMethod, string>> = {
  pull: 'pulling',
  push: 'push',
  pushpull: 'pushpull',
  jetting: 'jetting',
  floating: 'floating',
  waterpushpull: 'waterpushpull',
  freefloating: 'freefloating',
};

function renderHelp(path: string, locale: Locale = 'en'): void {
  render(
    <AppProviders initialLocale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="help/:topic?" element={<HelpPage />} />
          <Route path="help-index" element={<HelpIndexPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const catalogues = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await HELP_CATALOGUES[locale]()] as const)),
) as Record<Locale, HelpCatalogue>;

/** The visible text of a section's Markdown. */
function textOf(markdown = ''): string {
  const { container, unmount } = render(
    <MemoryRouter>
      <HelpMarkdown source={markdown} />
    </MemoryRouter>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text.trim();
}

describe('help', () => {
  for (const locale of LOCALES) {
    it(`renders every topic in ${locale} with one level-1 heading, its sections and the topic list`, async () => {
      const catalogue = catalogues[locale];
      for (const topic of HELP_TOPICS) {
        renderHelp(`/help/${topic}`, locale);
        const article = catalogue.topics[topic];
        const heading = await screen.findByRole('heading', { level: 1 });
        expect(heading.textContent).toBe(article.title);
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
        expect(sections).toEqual(article.sections.map((section) => section.heading));
        const toc = screen.getByRole('navigation', { name: catalogue.ui.onThisPage });
        expect(within(toc).getAllByRole('link')).toHaveLength(article.sections.length);
        const nav = screen.getByRole('navigation', { name: catalogue.ui.topicsNav });
        expect(within(nav).getByRole('link', { name: article.title }).getAttribute('aria-current')).toBe('page');
        cleanup();
      }
    });
  }

  it('anchors every section heading at help-<id>, where the COF field links (every language)', async () => {
    for (const locale of LOCALES) {
      for (const topic of HELP_TOPICS) {
        renderHelp(`/help/${topic}`, locale);
        await screen.findByRole('heading', { level: 1 });
        const ids = screen.getAllByRole('heading', { level: 2 }).map((h) => h.id);
        expect(ids, `${locale} ${topic}`).toEqual(catalogues[locale].topics[topic].sections.map((section) => `help-${section.id}`));
        const toc = screen.getByRole('navigation', { name: catalogues[locale].ui.onThisPage });
        expect(within(toc).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => `#${id}`));
        cleanup();
      }
      const [path, hash] = COF_HELP.split('#');
      renderHelp(path ?? '', locale);
      await screen.findByRole('heading', { level: 1 });
      expect(document.getElementById(hash ?? '')?.tagName, locale).toBe('H2');
      cleanup();
    }
  });

  it('renders the tables of the Markdown with their caption, column and row headers (every language)', async () => {
    for (const locale of LOCALES) {
      renderHelp('/help/cof', locale);
      await screen.findByRole('heading', { level: 1 });
      const tables = screen.getAllByRole('table');
      expect(tables.length, locale).toBe(2);
      for (const table of tables) {
        expect(within(table).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(2);
        expect(within(table).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(5);
      }
      // the sources open outside the product
      const source = within(tables[0] as HTMLElement).getAllByRole('link')[0];
      expect(source?.getAttribute('target')).toBe('_blank');
      cleanup();
    }
  });

  it('links other topics inside the app, to their sections', async () => {
    renderHelp('/help/trajectory');
    await screen.findByRole('heading', { level: 1 });
    const links = screen.getAllByRole('link', { name: catalogues.en.topics.formulas.title });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/help/formulas#help-bends');
    expect(links.every((link) => link.getAttribute('target') === null)).toBe(true);
  });

  it('links every topic from the topic list and the index', async () => {
    renderHelp('/help');
    const catalogue = catalogues.en;
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(catalogue.ui.indexTitle);
    const nav = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(nav).getByRole('link', { name: catalogue.ui.overview }).getAttribute('href')).toBe('/help');
    for (const topic of HELP_TOPICS) {
      expect(within(nav).getByRole('link', { name: catalogue.topics[topic].title }).getAttribute('href')).toBe(`/help/${topic}`);
    }
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(HELP_TOPICS.map((t) => `/help/${t}`));
  });

  it('HelpIndexPage shows the index on its own route', async () => {
    renderHelp('/help-index', 'de');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(catalogues.de.ui.indexTitle);
  });

  it('says when a topic does not exist, with a way back to the index', async () => {
    renderHelp('/help/nonsense', 'fr');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(catalogues.fr.ui.notFoundTitle);
    expect(screen.getByText(catalogues.fr.ui.notFoundBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: catalogues.fr.ui.backToIndex }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('navigation', { name: catalogues.fr.ui.topicsNav })).toBeTruthy();
  });

  it('names every link, gives every table column headers and a caption', async () => {
    for (const topic of HELP_TOPICS) {
      renderHelp(`/help/${topic}`, 'it');
      await screen.findByRole('heading', { level: 1 });
      for (const link of screen.getAllByRole('link')) expect(link.textContent?.trim()).not.toBe('');
      for (const table of screen.queryAllByRole('table')) {
        expect(table.querySelector('caption')?.textContent?.trim()).not.toBe('');
        expect(table.querySelectorAll('thead th[scope="col"]').length).toBeGreaterThan(0);
      }
      cleanup();
    }
  });

  it('is translated: no language repeats the English titles', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const topic of HELP_TOPICS) {
        expect(catalogues[locale].topics[topic].title, `${locale} ${topic}`).not.toBe(catalogues.en.topics[topic].title);
      }
      expect(catalogues[locale].ui.topicsNav).not.toBe(catalogues.en.ui.topicsNav);
    }
  });

  it('has one tutorial section per laying method (seven) in every language', () => {
    expect(METHODS).toHaveLength(7);
    for (const locale of LOCALES) {
      const ids = catalogues[locale].topics.tutorials.sections.map((section) => section.id);
      expect(ids, locale).toHaveLength(METHODS.length);
      expect([...ids].sort(), locale).toEqual(METHODS.map((method) => TUTORIAL_SECTION[method]).sort());
      for (const section of catalogues[locale].topics.tutorials.sections) {
        // a tutorial is a list of steps
        const { container, unmount } = render(
          <MemoryRouter>
            <HelpMarkdown source={section.body} />
          </MemoryRouter>,
        );
        expect(container.querySelectorAll('ol > li').length, `${locale} ${section.id}`).toBeGreaterThanOrEqual(5);
        unmount();
      }
    }
  });

  it('release notes no longer list the water methods as not yet available', () => {
    for (const locale of LOCALES) {
      const notYet = catalogues[locale].topics.release.sections.find((section) => section.id === 'not-yet');
      expect(notYet, locale).toBeDefined();
      expect(textOf(notYet?.body).toLowerCase(), locale).not.toMatch(/float|flott|schwimm/);
    }
  });

  it('has the same topics, sections and strings in every language, none empty', () => {
    const reference = catalogues.en;
    for (const locale of LOCALES) {
      const catalogue = catalogues[locale];
      expect(Object.keys(catalogue.topics).sort()).toEqual([...HELP_TOPICS].sort());
      expect(Object.keys(catalogue.ui).sort()).toEqual(Object.keys(reference.ui).sort());
      for (const value of Object.values(catalogue.ui)) expect(value.trim()).not.toBe('');
      for (const topic of HELP_TOPICS) {
        const article = catalogue.topics[topic];
        expect(article.title.trim(), `${locale} ${topic} title`).not.toBe('');
        expect(article.summary.trim(), `${locale} ${topic} summary`).not.toBe('');
        expect(article.sections.map((section) => section.id), `${locale} ${topic} sections`).toEqual(
          reference.topics[topic].sections.map((section) => section.id),
        );
        for (const section of article.sections) {
          expect(section.heading.trim(), `${locale} ${topic} ${section.id}`).not.toBe('');
          expect(textOf(section.body).length, `${locale} ${topic} ${section.id} body`).toBeGreaterThan(40);
        }
      }
    }
  });
});
