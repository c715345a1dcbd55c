import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TABLES, ADMIN_TEST_PAGES, adminPages, callApi, createAdminIds, type AdminIds } from './admin-pages.ts';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, launchBrowser, register, ROOT, startServer, type RunningServer } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The admin area's pages, as the first user (an admin) and as an ordinary user. */
describe.skipIf(!HAS_CHROMIUM)('the admin area in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  let ids: AdminIds;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'en-GB', bypassCSP: true }); // axe is injected as an inline script
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await register(page, server.url, 'chief');
    await page.getByRole('heading', { name: 'Projects' }).first().waitFor();
    ids = await createAdminIds(page);
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

  it('renders every admin page, editor (with and without its id) and test page with its heading', { timeout: 300_000 }, async () => {
    for (const [path, heading] of adminPages(ids)) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.getByText('You are not allowed to access this page').count(), path).toBe(0);
    }
    // The editors with an id show the record.
    await page.goto(`${server.url}/admin/edit-company/${ids.company}`);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Walk & Co');
    // Without an id, the password page asks whose password to set.
    await page.goto(`${server.url}/admin/change-password`);
    await expect.poll(() => page.getByLabel('User', { exact: true }).inputValue()).toBe(ids.user);
    await page.getByText(`For ${ids.username} (`).waitFor();
    // The catalogue's presets are listed, each with its rename button.
    await page.goto(`${server.url}/admin/presets`);
    await page.getByRole('button', { name: /^Rename / }).first().waitFor();
    // A preset the server refuses: each message of the data names its field, in words, not the server's `field: rule`.
    await page.goto(`${server.url}/admin/edit-preset`);
    await page.getByLabel('Name', { exact: true }).fill('Broken pusher');
    await page.getByLabel('Kind', { exact: true }).selectOption('pushingMachine');
    await page.getByLabel('Data (JSON)').fill('{ "maxPushingForce": -5, "cableDiameterRange": { "min": -1, "max": 40 }, "useInSerie": "yes" }');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refusal = page.locator('#preset-data-error');
    await refusal.waitFor();
    expect((await refusal.innerText()).split('\n')).toEqual([
      'Maximum pushing force: Enter a number of 0 or more, or null (no limit)',
      'Smallest cable diameter: Enter a number of 0 or more, or null (no limit)',
      'Can work in series: Enter true, false or null',
    ]);
    expect(await page.getByLabel('Data (JSON)').getAttribute('aria-describedby')).toBe('preset-data-error');
    // The dashboard links to the test pages.
    await page.goto(`${server.url}/admin`);
    for (const [path, heading] of ADMIN_TEST_PAGES) {
      expect(await page.getByRole('navigation', { name: 'Test pages' }).getByRole('link', { name: heading, exact: true }).getAttribute('href')).toBe(path);
    }
    expect(pageErrors).toEqual([]);
  });

  it('shows the editable label idle, editing, saving, refused and disabled', async () => {
    await page.goto(`${server.url}/admin/test/editableLabel`);
    await page.getByRole('heading', { level: 1, name: 'Test: editable label' }).waitFor();
    const state = (name: string) => page.getByRole('region', { name, exact: true });
    await state('Idle').getByRole('button', { name: 'Rename Scenario 1' }).waitFor();
    expect(await state('Editing').getByRole('textbox', { name: 'New name for Scenario 2' }).inputValue()).toBe('Scenario 2');
    await state('Disabled').getByText('Scenario 5').waitFor();
    expect(await state('Disabled').getByRole('button').count()).toBe(0);
    expect(await serious()).toEqual([]);

    await state('Idle').getByRole('button', { name: 'Rename Scenario 1' }).click();
    await state('Idle').getByRole('textbox').fill('North trench');
    await state('Idle').getByRole('textbox').press('Enter');
    await state('Idle').getByRole('button', { name: 'Rename North trench' }).waitFor();

    await state('Saving').getByRole('button', { name: 'Rename Scenario 3' }).click();
    await state('Saving').getByRole('textbox').fill('Slow road');
    await state('Saving').getByRole('button', { name: 'Save', exact: true }).click();
    const busy = state('Saving').getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => busy.getAttribute('aria-busy')).toBe('true');
    expect(await busy.isDisabled()).toBe(true);
    await state('Saving').getByRole('button', { name: 'Rename Slow road' }).waitFor({ timeout: 15_000 });

    await state('Refused').getByRole('button', { name: 'Rename Scenario 4' }).click();
    await state('Refused').getByRole('textbox').fill('Taken');
    await state('Refused').getByRole('textbox').press('Enter');
    await state('Refused').getByRole('alert').getByText('This name is already used.').waitFor();
    expect(await state('Refused').getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(await serious()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('draws a template’s route, says when there are no rows, and marks a route of one point', { timeout: 180_000 }, async () => {
    await page.goto(`${server.url}/admin/test/elevation`);
    await page.getByRole('heading', { level: 1, name: 'Test: route and altitude profile' }).waitFor();
    const sample = page.getByRole('region', { name: /^The route of the pulling template \(5 rows\)$/ });
    // the solver's worker and the chart library load on first use: slow on a busy machine
    await sample.getByRole('figure', { name: 'Plan view' }).locator('.scatterlayer path.js-line').first().waitFor({ timeout: 120_000 });
    await sample.getByRole('figure', { name: 'Altitude profile' }).locator('.scatterlayer path.js-line').first().waitFor();
    await page.getByRole('region', { name: 'A trajectory without rows' }).getByText('No route to draw: the trajectory has no rows.').waitFor();
    const single = page.getByRole('region', { name: 'A route of one point (a lone pusher)' });
    await single.getByRole('figure', { name: 'Altitude profile' }).locator('.scatterlayer path.point').first().waitFor();
    expect(await serious()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('imports a route file, and tells a failing one in the reader’s language', async () => {
    await page.goto(`${server.url}/admin/test/file-import`);
    await page.getByRole('heading', { level: 1, name: 'Test: route file import' }).waitFor();
    await page.getByRole('region', { name: 'An import that succeeds: trench.kml' }).getByRole('status').getByText('3 rows imported: Straight, Curve, Straight').waitFor();
    await page.getByRole('region', { name: 'An import that fails: quay.im' }).getByRole('alert').getByText('Line 4 has too few or too many values.').waitFor();
    expect(await serious()).toEqual([]);

    const own = page.getByRole('form', { name: 'Import a file of your own' });
    await own.getByRole('button', { name: 'Import', exact: true }).click();
    await own.getByRole('alert').getByText('Choose a file.').waitFor();
    await own.getByLabel('File', { exact: true }).setInputFiles({ name: 'points.csv', mimeType: 'text/csv', buffer: Buffer.from('east,north\n0,0\n100,0\n100,50\n') });
    await own.getByRole('button', { name: 'Import', exact: true }).click();
    await own.getByRole('status').getByText('3 rows imported: Straight, Curve, Straight').waitFor();
    await own.getByLabel('File', { exact: true }).setInputFiles({ name: 'broken.im', mimeType: 'text/plain', buffer: Buffer.from('route 1\n') });
    await own.getByRole('button', { name: 'Import', exact: true }).click();
    await own.getByRole('alert').getByText('Line 1: an im file starts with “im 1”.').waitFor();
    expect(await serious()).toEqual([]);

    // In French: the heading and the reason of the failing sample.
    await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: server.url }]);
    try {
      await page.goto(`${server.url}/admin/test/file-import`);
      await page.getByRole('heading', { level: 1, name: /^Test\s:\simport d’un fichier de tracé$/ }).waitFor();
      await page.getByRole('alert').getByText('La ligne 4 a trop peu ou trop de valeurs.').waitFor();
    } finally {
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: server.url }]);
    }
    expect(pageErrors).toEqual([]);
  });

  it('passes axe on every test page', { timeout: 180_000 }, async () => {
    for (const [path, heading] of ADMIN_TEST_PAGES) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // charts and the route drawn (the busy buttons of the button page are meant to stay busy)
      await expect.poll(() => page.locator('p[aria-busy="true"], [role="figure"][aria-busy="true"]').count(), { message: path, timeout: 120_000 }).toBe(0);
      expect(await serious(), path).toEqual([]);
    }
  });

  it('asks before ending a user’s sessions; cancelling ends none', async () => {
    await page.goto(`${server.url}/admin/admin-tools`);
    await page.getByRole('heading', { level: 1, name: 'Admin tools' }).waitFor();
    await page.getByLabel('User', { exact: true }).selectOption({ label: 'chief <chief@example.com>' });
    await page.getByRole('button', { name: 'End all their sessions' }).click();
    const confirm = page.getByRole('dialog', { name: 'End every session of chief?' });
    await confirm.getByText('chief is signed out on every device', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await callApi<{ username: string }>(page, 'GET', '/api/whoami')).toMatchObject({ username: 'chief' });
  });

  it('draws the statistics charts once the period holds a simulation', async () => {
    const request = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'requests', 'pull-1750m-8-bends.json'), 'utf8')) as unknown;
    await callApi(page, 'POST', '/simulator/calculate', request);
    // the server writes its runs in batches, within a second: reload until the period holds it
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/admin/statistics`);
          await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
          await page.getByText(/Median simulation time|No simulation in this period/).first().waitFor();
          return page.getByText('No simulation in this period.').count();
        },
        { timeout: 20_000 },
      )
      .toBe(0);
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

  it('shows an ordinary user the 403 page on every admin page, editor, test page and table view', { timeout: 300_000 }, async () => {
    const other = await browser.newContext({ locale: 'en-GB' });
    try {
      const plain = await other.newPage();
      await register(plain, server.url, 'plain');
      await plain.getByRole('button', { name: 'New project' }).waitFor();
      const pages = [...adminPages(ids), ...ADMIN_TABLES.map((table) => [`/admin/table-view/${table}`, `Table ${table}`] as const)];
      for (const [path, heading] of pages) {
        await plain.goto(`${server.url}${path}`);
        await plain.getByText('You are not allowed to access this page').waitFor();
        expect(await plain.getByRole('heading', { level: 1, name: heading, exact: true }).count(), path).toBe(0);
      }
    } finally {
      await other.close();
    }
  });
});
