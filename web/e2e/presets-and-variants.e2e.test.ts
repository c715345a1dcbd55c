import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAS_CHROMIUM, launchBrowser, startServer, type RunningServer, register, createProject, createSection } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/**
 * A user's own preset is renamed through the real server; favourites and scenarios are named, renamed, kept
 * apart, and still there (with the parameters they hold) after a save and a reload.
 */
describe.skipIf(!HAS_CHROMIUM)('presets, favourites and scenarios by name', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const tab = (name: string) => page.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: new RegExp(`^${name}`) });
  const region = (name: string) => page.getByRole('region', { name });

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await register(page, server.url, 'margaret');
    await createProject(page, 'Variants');
    await createSection(page, 'Pull variants', 'pulling');
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('saves the cable as a preset and renames it', async () => {
    await tab('Cable').click();
    await page.getByRole('button', { name: 'Save as preset: cable' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Our MV cable');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Preset “Our MV cable” saved').first().waitFor();

    await page.getByRole('button', { name: 'Open preset: cable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open preset: cable' });
    const renamed = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/presets\//.test(r.url()));
    await dialog.getByRole('button', { name: 'Rename Our MV cable' }).click();
    await dialog.getByLabel('New name for Our MV cable').fill('MV cable, ours');
    await page.keyboard.press('Enter');
    expect((await renamed).status()).toBe(200);
    await dialog.getByRole('button', { name: 'MV cable, ours', exact: true }).waitFor();
    // Escape in the rename field closes the field, not the dialog
    await dialog.getByRole('button', { name: 'Rename MV cable, ours' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Rename MV cable, ours' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    const list = (await (await page.request.get(`${server.url}/api/presets?type=cable`)).json()) as { name: string; owner: string | null }[];
    expect(list.filter((p) => p.owner !== null).map((p) => p.name)).toEqual(['MV cable, ours']);
  });

  it('keeps a named favourite and a named scenario apart, renames the scenario, and finds both after a reload', async () => {
    await tab('Results').click();
    await region('Favourites').getByLabel('Name of the new favourite').fill('As planned');
    await region('Favourites').getByRole('button', { name: 'Save as a favourite' }).click();
    await region('Scenarios').getByLabel('Name of the new scenario').fill('Data sheet');
    await region('Scenarios').getByRole('button', { name: 'Keep as a scenario' }).click();
    await region('Scenarios').getByRole('button', { name: 'Rename Data sheet' }).click();
    await region('Scenarios').getByLabel('New name for Data sheet').fill('Winch 10 kN');
    await page.keyboard.press('Enter');
    await region('Scenarios').getByRole('button', { name: 'Rename Winch 10 kN' }).waitFor();
    // computed on its own engine: a distance in metres
    await expect.poll(() => region('Scenarios').getByRole('row').nth(1).getByRole('cell').nth(3).textContent(), { timeout: 20_000 }).toMatch(/m$/);

    // saved on their own action, alone (no Save): the server has the renamed scenario before the reload
    await page.getByText('Favourites and scenarios saved').first().waitFor();
    const id = /\/section\/([^/]+)/.exec(page.url())![1]!;
    await expect.poll(async () => JSON.stringify(await (await page.request.get(`${server.url}/api/section/${id}`)).json()), { timeout: 20_000 }).toContain('Winch 10 kN');
    await page.reload();
    await region('Favourites').getByRole('button', { name: 'Rename As planned' }).waitFor({ timeout: 20_000 });
    await region('Scenarios').getByRole('button', { name: 'Rename Winch 10 kN' }).waitFor();
    expect(await region('Favourites').getByRole('row').count()).toBe(2);
    expect(await region('Scenarios').getByRole('row').count()).toBe(2);
    expect(pageErrors).toEqual([]);
  });
});
