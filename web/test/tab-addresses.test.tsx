import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECTION_TAB_ALIASES } from '../src/app/app-routes.tsx';
import { TABS } from '../src/features/section/section-editor-page.tsx';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';
const SLOW = 30_000;

function section(): Section {
  return { id: 's1', project: 'p1', name: 'Pulling', data: sectionFromTemplate(PULLING_TEMPLATE), results: null, shareToken: 'tok', favorites: [], version: 1, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

/** The tab the editor marks as the current page. */
async function currentTab(): Promise<string> {
  const nav = await screen.findByRole('navigation', { name: 'Section tabs' });
  let href = '';
  await waitFor(() => {
    const current = within(nav).getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toBeTruthy();
    href = current!.getAttribute('href') ?? '';
  });
  return href;
}

describe('the addresses of the editor’s tabs', () => {
  it('every alias names a real tab, and no alias is a tab’s own address', () => {
    const own = [...TABS.map((tab) => tab.path), 'studies', 'report'];
    for (const [alias, to] of Object.entries(SECTION_TAB_ALIASES)) {
      expect(own, alias).toContain(to);
      expect(own, alias).not.toContain(alias);
    }
    expect(SECTION_TAB_ALIASES.results).toBe('simulation');
  });

  it('/section/{id}/results opens the Results tab at its own address, keeping the query and the anchor', async () => {
    installFakeApi({ signedIn: account(), sections: [section()] });
    const { router } = await renderApp({ path: '/section/s1/results?from=mail#chart', locale: 'en' });
    expect(await currentTab()).toBe('/section/s1/simulation');
    expect(router.state.location).toMatchObject({ pathname: '/section/s1/simulation', search: '?from=mail', hash: '#chart' });
    // the replaced address leaves no step behind it: Back does not come back to the alias
    expect(router.state.historyAction).toBe('REPLACE');
  }, SLOW);

  it('each alias opens its tab, in the editor and on a shared section', async () => {
    installFakeApi({ signedIn: account(), sections: [section()] });
    const { router } = await renderApp({ path: '/section/s1/study', locale: 'en' });
    expect(await currentTab()).toBe('/section/s1/studies');
    for (const [alias, to] of Object.entries(SECTION_TAB_ALIASES)) {
      await router.navigate(`/section/s1/${alias}`);
      await waitFor(() => expect(router.state.location.pathname, alias).toBe(`/section/s1/${to}`));
      expect(await currentTab(), alias).toBe(`/section/s1/${to}`);
    }
    await router.navigate('/section/share/tok/results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/section/share/tok/simulation'));
  }, SLOW);

  it('an unknown tab is still “not found”', async () => {
    installFakeApi({ signedIn: account(), sections: [section()] });
    await renderApp({ path: '/section/s1/nonsense', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Section tabs' })).toBeNull();
  }, SLOW);
});
