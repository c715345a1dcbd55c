import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, launchBrowser, register, startServer, type RunningServer } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The admin area's pages, as the first user (an admin) and as an ordinary user. */
describe.skipIf(!HAS_CHROMIUM)('the admin area in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'en-GB', bypassCSP: true }); // axe is injected as an inline script
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await register(page, server.url, 'chief');
    await page.getByRole('heading', { name: 'Projects' }).first().waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const serious = async () => (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');

  it('shows the dashboard with its counts and a link to every admin page, and passes axe', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    const counts = page.getByRole('region', { name: 'In figures' });
    await counts.getByText('Users').waitFor();
    await page.getByRole('definition').first().getByText('1').waitFor();
    for (const name of ['Users', 'Companies', 'Distributors', 'Licences', 'Plans', 'Statistics', 'Message of the day', 'Settings', 'Global presets', 'Admin tools', 'Monitoring (Grafana)']) {
      await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await page.getByRole('navigation', { name: 'Tables' }).getByRole('link', { name: 'company' }).getAttribute('href')).toBe('/admin/table-view/company');
    expect(await serious()).toEqual([]);
  });

  it('renders each admin page with its heading', async () => {
    const me = (await page.evaluate(async () => (await fetch('/api/whoami')).json())) as { id: string };
    const pages: [path: string, heading: string][] = [
      ['/admin/accounts', 'Administration: users'],
      ['/admin/motd', 'Message of the day'],
      ['/admin/settings', 'Settings'],
      ['/admin/presets', 'Global presets'],
      ['/admin/edit-preset', 'New global preset'],
      [`/admin/change-password/${me.id}`, 'Set a user’s password'],
      ['/admin/admin-tools', 'Admin tools'],
      ['/admin/grafana', 'Monitoring (Grafana)'],
      ['/admin/test/submitButton', 'Test: buttons'],
      ['/admin/test/typography', 'Test: typography'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // The catalogue's presets are listed, each with its rename button.
    await page.goto(`${server.url}/admin/presets`);
    await page.getByRole('button', { name: /^Rename / }).first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('draws the statistics charts', async () => {
    await page.goto(`${server.url}/admin/statistics`);
    await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
    for (const name of ['Simulations per day and laying method', 'Simulations per laying method', 'New users per week', 'Median engine time per day (ms)']) {
      const figure = page.getByRole('figure', { name });
      await figure.locator('.main-svg').first().waitFor();
    }
    expect(pageErrors).toEqual([]);
  });

  it('saves the settings form, which passes axe, and closes registration', async () => {
    await page.goto(`${server.url}/admin/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await serious()).toEqual([]);
    await page.getByLabel('Registration').selectOption('invitation');
    await page.getByLabel('Upload quota per user (MB)').fill('-3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Enter a whole number of MB, 0 or more.').waitFor();
    await page.getByLabel('Upload quota per user (MB)').fill('250');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Settings saved').waitFor();
    const refused = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'outsider', email: 'outsider@example.com', password: 'correct horse battery' }),
    });
    expect(refused.status).toBe(403);
    await page.getByRole('button', { name: 'Reset to the defaults' }).click();
    await expect.poll(() => page.getByLabel('Registration').inputValue()).toBe('open');
    await expect.poll(() => page.getByLabel('Upload quota per user (MB)').inputValue()).toBe('500');
  });

  it('saves a message of the day that an ordinary user then sees in their language', async () => {
    await page.goto(`${server.url}/admin/motd`);
    await page.getByRole('heading', { level: 1, name: 'Message of the day' }).waitFor();
    await page.getByLabel('Show the message').check();
    await page.getByLabel('Title (English)').fill('Maintenance');
    await page.getByLabel('Message (English)').fill('The service stops on Sunday.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/Message saved/).waitFor();

    const other = await browser.newContext({ locale: 'en-GB' });
    const visitor = await other.newPage();
    await register(visitor, server.url, 'worker');
    const dialog = visitor.getByRole('dialog', { name: 'Maintenance' });
    await dialog.getByText('The service stops on Sunday.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    // An ordinary user gets the 403 page on the admin area.
    await visitor.goto(`${server.url}/admin`);
    await visitor.getByText('You are not allowed to access this page').waitFor();
    expect(await visitor.getByRole('heading', { level: 1, name: 'Administration' }).count()).toBe(0);
    await other.close();
  });
});
