import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../src/app/app-header.tsx';
import { AppProviders } from '../src/app/app-providers.tsx';
import { jsonResponse, renderApp } from './render-app.tsx';

describe('app shell', () => {
  it('renders the landmarks: header, main navigation, main content and footer', async () => {
    await renderApp({ path: '/', locale: 'en' });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Cable Laying Analyzer, home' })).toHaveProperty(
      'pathname',
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(header.contains(nav)).toBe(true);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan and simulate cable laying in ducts' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Cable Laying Analyzer — state-of-the-art underground cable laying analyzer/));
  });

  it('offers help, home, a language chooser, and project and calculator disabled while nothing is open', async () => {
    await renderApp({ locale: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });

    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help/manual');
    for (const name of ['Project', 'Calculator']) {
      const item = within(nav).getByRole('link', { name });
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.hasAttribute('href')).toBe(false);
    }
    const language = within(nav).getByRole('combobox', { name: 'Language' });
    const options = within(language).getAllByRole('option').map((option) => option.textContent);
    // ISO code, own name, flag: typing a language's first letter still finds it
    expect(options).toEqual(['EN · English 🇬🇧', 'FR · Français 🇫🇷', 'DE · Deutsch 🇩🇪', 'IT · Italiano 🇮🇹']);
    for (const [index, name] of ['English', 'Français', 'Deutsch', 'Italiano'].entries()) expect(options[index]![0]).toBe(name[0]);
  });

  it('links the connect platform the server names (CONNECT_URL) in a new tab, with a name that says so', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse({ version: '4.0.7', connectUrl: 'https://connect.example.org/start' }))));
    await renderApp({ locale: 'en' });
    const link = await screen.findByRole('link', { name: 'Connect platform (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://connect.example.org/start');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows no connect link when the server names no connect platform, or one that is not http(s)', async () => {
    for (const answer of [{ version: '4.0.7' }, { version: '4.0.7', connectUrl: 'javascript:alert(1)' }]) {
      vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse(answer))));
      const { unmount } = await renderApp({ locale: 'en' });
      expect(await within(screen.getByRole('contentinfo')).findByText('Version 4.0.7')).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Connect platform/ })).toBeNull();
      unmount();
    }
  });

  it('gives every link and control an accessible name', async () => {
    await renderApp({ locale: 'en' });
    for (const element of [...screen.getAllByRole('link'), ...screen.getAllByRole('combobox')]) {
      const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
      const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : '';
      expect(`${name}${labelled ?? ''}`.trim()).not.toBe('');
    }
  });

  it('marks dev and staging headers apart from production', async () => {
    const header = (appEnv: 'production' | 'staging' | 'dev') =>
      render(
        <AppProviders initialLocale="en">
          <MemoryRouter>
            <AppHeader appEnv={appEnv} />
          </MemoryRouter>
        </AppProviders>,
      );
    const staging = header('staging');
    expect((await screen.findByRole('banner')).dataset.env).toBe('staging');
    expect(screen.getByText('Staging')).toBeTruthy();
    staging.unmount();

    const dev = header('dev');
    expect((await screen.findByRole('banner')).dataset.env).toBe('dev');
    expect(screen.getByText('Development')).toBeTruthy();
    dev.unmount();

    header('production');
    expect((await screen.findByRole('banner')).dataset.env).toBe('production');
    expect(screen.queryByText('Staging')).toBeNull();
    expect(screen.queryByText('Development')).toBeNull();
  });
});

describe('footer', () => {
  it('shows the application version from GET /api/application-version, and the legal links', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse({ version: '4.0.7' })));
    vi.stubGlobal('fetch', fetch);
    await renderApp({ locale: 'en' });

    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Version 4.0.7')).toBeTruthy();
    // the browser title says the same version as the footer
    expect(document.title).toBe('Cable Laying Analyzer — state-of-the-art underground cable laying analyzer, version 4.0.7');
    expect(fetch).toHaveBeenCalledWith('/api/application-version', expect.objectContaining({ method: 'GET' }));
    expect(within(footer).getByRole('link', { name: 'Data privacy' }).getAttribute('href')).toBe('/data-privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
  });

  it('shows a neutral placeholder while loading, and nothing broken when the call fails', async () => {
    const pending: ((reason: unknown) => void)[] = [];
    const fail = (reason: unknown): void => pending.forEach((reject) => reject(reason));
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((_resolve, reject) => pending.push(reject))));
    await renderApp({ locale: 'en' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Version …')).toBeTruthy();

    fail(new TypeError('Failed to fetch'));
    await waitFor(() => expect(within(footer).queryByText(/Version/)).toBeNull());
    expect(document.title).toBe('Cable Laying Analyzer — state-of-the-art underground cable laying analyzer');
    expect(within(footer).getByRole('link', { name: 'Data privacy' })).toBeTruthy();
  });
});

describe('routing', () => {
  it('answers an unknown route with the 404 page and a link home', async () => {
    await renderApp({ path: '/no/such/page', locale: 'en' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  });

  it('goes home from the 404 page', async () => {
    await renderApp({ path: '/nowhere', locale: 'en' });
    fireEvent.click(screen.getByRole('link', { name: 'Go to homepage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan and simulate cable laying in ducts' })).toBeTruthy();
  });
});

describe('more developer test pages', () => {
  it('/test/unit-input, /test/data and /test/trajectory render with named controls', async () => {
    const unit = await renderApp({ path: '/test/unit-input', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unit input test' })).toBeTruthy();
    expect(screen.getByLabelText('Outer diameter (mm)')).toHaveProperty('value', '12.5');
    unit.unmount();
    const data = await renderApp({ path: '/test/data', locale: 'en' });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'length' })).toBeTruthy();
    data.unmount();
    await renderApp({ path: '/test/trajectory', locale: 'en' });
    expect(await screen.findByText(/^200 rows; route [\d,.]+ m\.$/)).toBeTruthy();
  });
});

describe('help', () => {
  it('opens the manual from the navigation', async () => {
    await renderApp({ path: '/', locale: 'en' });
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });
});

describe('language', () => {
  it('switches to French: visible text changes and the choice is kept in the i18n_redirected cookie', async () => {
    await renderApp({ path: '/missing', locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cette page est introuvable' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveProperty('value', 'fr');
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(document.cookie).toContain('i18n_redirected=fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('starts in the language of the cookie', async () => {
    document.cookie = 'i18n_redirected=de; Path=/';
    await renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kabelverlegung in Rohren planen und simulieren' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveProperty('value', 'de');
  });
});

describe('developer test pages', () => {
  it('/test/charts runs the engine and names its inputs', async () => {
    await renderApp({ path: '/test/charts', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chart test' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'First straight (m)' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Coefficient of friction' })).toBeTruthy();
    // 300 m straight + a quarter circle of 20 m radius + 200 m
    expect(await screen.findByText('531.42 m', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
  });

  it('/test/charts lets a field be cleared and retyped, and recalculates', async () => {
    await renderApp({ path: '/test/charts', locale: 'en' });
    const field = await screen.findByRole('spinbutton', { name: 'First straight (m)' });
    await screen.findByText('531.42 m', {}, { timeout: 10_000 });

    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveProperty('value', '');
    fireEvent.change(field, { target: { value: '1000' } });
    expect(await screen.findByText('1,231.42 m', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
