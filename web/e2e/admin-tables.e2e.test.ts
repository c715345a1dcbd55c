import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../src/i18n/en.json';
import { runAxe } from './axe.ts';
import { ADMIN_TABLES } from './admin-pages.ts';
import { HAS_CHROMIUM, register, type RunningServer, openApp, closeApp } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The axe findings held at zero on the table view and the editors: every serious or critical one. */
async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await runAxe(page);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

describe.skipIf(!HAS_CHROMIUM)('the admin table view and commercial editors in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ server, browser, page } = await openApp(pageErrors, { locale: 'en-GB', viewport: { width: 1280, height: 900 }, bypassCSP: true }));
    // The first account is the admin.
    await register(page, server.url, 'chief');
    await page.getByRole('button', { name: 'New project' }).waitFor();
  });

  afterAll(() => closeApp(browser, server));

  /** The number of rows of a table, asked of the API with the page's session. */
  const totalOf = (table: string) => page.evaluate(async (name) => ((await (await fetch(`/api/admin/tables/${name}?pageSize=1`)).json()) as { total: number }).total, table);

  it('shows every table with its heading, and its rows where the database has some', { timeout: 180_000 }, async () => {
    for (const table of ADMIN_TABLES) {
      await page.goto(`${server.url}/admin/table-view/${table}`);
      await page.getByRole('heading', { level: 1, name: `Table ${table}` }).waitFor();
      const grid = page.getByRole('table', { name: new RegExp(`^${table}: \\d+ rows?$`) });
      await grid.waitFor();
      if (table === 'accesslog' || table === 'logs') {
        // The access log is written in batches and grows with every request, the server's log with what it does:
        // reload until the page shows rows.
        await expect
          .poll(async () => {
            await page.reload();
            await grid.waitFor();
            return grid.locator('tbody tr').count();
          }, { message: table, timeout: 15_000 })
          .toBeGreaterThan(0);
      } else {
        const total = await totalOf(table);
        await expect.poll(() => grid.locator('tbody tr').count(), { message: table }).toBe(Math.min(total, 50));
        if (['user', 'session', 'metrics'].includes(table)) expect(total, table).toBeGreaterThan(0);
      }
      await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: table, exact: true }).waitFor();
      // Each column headed in words (the raw name kept as the heading's title), none left without its words
      const columns = await page.evaluate(
        async (name) => ((await (await fetch('/api/admin/tables')).json()) as { name: string; columns: { name: string; detailOnly: boolean }[] }[]).find((t) => t.name === name)!.columns,
        table,
      );
      const headers = grid.locator('thead th[title]');
      const shown = await headers.evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('title'), (cell.textContent ?? '').replace(/[▲▼]/g, '').trim()]));
      expect(shown, table).toEqual(columns.filter((column) => !column.detailOnly).map((column) => [column.name, (en as Record<string, string>)[`adminTables.column.${column.name}`]]));
    }
    // Sorting by a header click, the row's detail, the CSV link of the current sort.
    await page.goto(`${server.url}/admin/table-view/user`);
    const users = page.getByRole('table', { name: /^user: / });
    await users.locator('tbody tr').first().waitFor();
    await users.getByRole('button', { name: 'Username' }).click();
    await expect.poll(() => users.getByRole('columnheader', { name: 'Username' }).getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toContain('sort=username');
    await page.getByRole('button', { name: 'Details of row 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'A row of user' });
    await dialog.getByText('chief@example.com').waitFor();
    await dialog.getByText('Role in the company').waitFor();
    expect(await dialog.locator('dt[title="companyRole"]').textContent()).toBe('Role in the company');
    expect(await dialog.textContent()).not.toMatch(/passwordHash|argon2/);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(pageErrors).toEqual([]);
  });

  it('creates a distributor, a licence and a company through the editors, showing the server’s refusals by field', async () => {
    await page.goto(`${server.url}/admin/edit-distributor`);
    await page.getByRole('heading', { level: 1, name: 'New distributor' }).waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    // The server's 400 (an empty name), translated beside the field.
    await page.getByText('Required', { exact: true }).waitFor();
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Name').fill('Nordic Cables');
    await page.getByLabel('Contact').fill('sales@nordic.example');
    await page.getByLabel('Country').fill('SE');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Distributors' }).waitFor();
    await page.getByRole('link', { name: 'Edit Nordic Cables' }).waitFor();

    await page.goto(`${server.url}/admin/edit-licence`);
    await page.getByLabel('Name').fill('Ground crew');
    await page.getByLabel('Pulling').check();
    await page.getByLabel('Pushing', { exact: true }).check();
    await page.getByLabel('Seats').fill('3');
    await page.getByLabel('Valid from').fill('2026-01-01');
    await page.getByLabel('Valid until').fill('2025-12-31');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Must not be before the start date').waitFor();
    await page.getByLabel('Valid until').fill('2099-12-31');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Licences' }).waitFor();
    await page.getByRole('link', { name: 'Edit Ground crew' }).waitFor();

    await page.goto(`${server.url}/admin/edit-company`);
    await page.getByLabel('Name').fill('Trench & Co');
    await page.getByLabel('Country').fill('CH');
    await page.getByLabel('Distributor').selectOption({ label: 'Nordic Cables' });
    await page.getByLabel('Licence').selectOption({ label: 'Ground crew' });
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
    await page.getByRole('link', { name: 'Edit Trench & Co' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit the company' }).waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Trench & Co');

    // The company is now a row of the company table.
    await page.goto(`${server.url}/admin/table-view/company`);
    await page.getByRole('table', { name: 'company: 1 row' }).getByText('Trench & Co').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('lists the users with search, filters and an editor, invites one and grants a plan to the company', async () => {
    await page.goto(`${server.url}/admin/edit-user`);
    await page.getByLabel('E-mail').fill('crew@example.com');
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByRole('heading', { level: 1, name: /^Edit the user crew/ }).waitFor();
    await page.getByLabel('Company', { exact: true }).selectOption({ label: 'Trench & Co' });
    await page.getByLabel('Role in the company').selectOption({ label: 'Manager' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^“crew.*” saved$/).first().waitFor();

    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const users = page.getByRole('table', { name: /^user: / });
    await expect.poll(() => users.locator('tbody tr').count()).toBe(2);
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Filter Role', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('table', { name: 'user: 1 row' }).waitFor();
    await page.getByRole('link', { name: 'Edit chief' }).waitFor();

    await page.goto(`${server.url}/admin/plans/new`);
    await page.getByLabel('Name').fill('Air');
    await page.getByLabel('Jetting').check();
    await page.getByLabel('Seats').fill('5');
    await page.getByLabel('Duration (days)').fill('365');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit the plan' }).waitFor();
    const grant = page.getByRole('form', { name: 'Grant to a company' });
    await grant.getByLabel('Company').selectOption({ label: 'Trench & Co' });
    await grant.getByLabel('Valid from').fill('2026-03-01');
    await grant.getByRole('button', { name: 'Grant the plan' }).click();
    await page.getByText('Trench & Co now holds a licence until Feb 28, 2027').waitFor();
    await page.goto(`${server.url}/admin/licences`);
    await page.getByRole('link', { name: 'Edit Air' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the 403 page to an ordinary user on /admin/companies', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const plain = await context.newPage();
    await register(plain, server.url, 'plain');
    await plain.getByRole('button', { name: 'New project' }).waitFor();
    await plain.goto(`${server.url}/admin/companies`);
    await plain.getByText('You are not allowed to access this page').waitFor();
    expect(await plain.getByRole('heading', { level: 1, name: 'Companies' }).count()).toBe(0);
    await context.close();
  });
});
