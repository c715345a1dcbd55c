import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, launchBrowser, register, startServer, type RunningServer } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The API keys panel of the profile page: create a key, see and copy its secret once, use it, revoke it. */
describe.skipIf(!HAS_CHROMIUM)('API keys in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'en-GB', bypassCSP: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const projectsWith = (key: string) => fetch(`${server.url}/api/project2`, { headers: { authorization: `Bearer ${key}` } });

  it('creates a key, shows its secret once with a copy button, and revokes it after confirmation', async () => {
    await register(page, server.url, 'scripter');
    await page.getByRole('heading', { name: 'Projects' }).first().waitFor();
    await page.goto(`${server.url}/profile`);
    const panel = page.getByRole('region', { name: 'API keys' });
    await panel.getByText('You have no API key.').waitFor();

    // An empty name is refused in the form, naming the field.
    await panel.getByRole('button', { name: 'Create key' }).click();
    await panel.getByText('Enter a name for the key.').waitFor();

    await panel.getByLabel('Name').fill('Nightly runs');
    await panel.getByRole('button', { name: 'Create key' }).click();
    const secretBox = page.getByRole('region', { name: 'Your new key “Nightly runs”' });
    await secretBox.getByText('you will not see it again').waitFor();
    const key = await secretBox.getByLabel('New API key').inputValue();
    expect(key).toMatch(/^cla_[A-Za-z0-9_-]{43}$/);

    await secretBox.getByRole('button', { name: 'Copy the key' }).click();
    await secretBox.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The key works for scripts.
    expect((await projectsWith(key)).status).toBe(200);

    // Listed by name and prefix; the panel passes axe's serious rules.
    const row = panel.getByRole('row', { name: /Nightly runs/ });
    await row.getByText(`${key.slice(0, 12)}…`).waitFor();
    await row.getByText('Never').waitFor();
    const violations = (await runAxe(page)).filter((v) => (v.impact === 'serious' || v.impact === 'critical') && v.targets.some((t) => t.includes('api-key')));
    expect(violations).toEqual([]);

    // Once dismissed (or after a reload) the secret is nowhere on the page.
    await secretBox.getByRole('button', { name: 'I have copied it' }).click();
    await secretBox.waitFor({ state: 'detached' });
    await page.reload();
    await panel.getByRole('row', { name: /Nightly runs/ }).waitFor();
    expect(await page.content()).not.toContain(key.slice(12));

    // Revoking asks first; cancelling keeps the key.
    await panel.getByRole('button', { name: 'Revoke the key Nightly runs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
    await dialog.getByText('will stop working at once').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await projectsWith(key)).status).toBe(200);

    await panel.getByRole('button', { name: 'Revoke the key Nightly runs' }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await panel.getByText('You have no API key.').waitFor();
    expect((await projectsWith(key)).status).toBe(401);
    expect(pageErrors).toEqual([]);
  });

  it('shows the panel in the user’s language', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByRole('main').getByLabel('Language', { exact: true }).selectOption('fr');
    await page.getByRole('region', { name: 'Clés d’API' }).getByRole('button', { name: 'Créer la clé' }).waitFor();
    await page.getByRole('main').getByLabel('Langue', { exact: true }).selectOption('en');
    await page.getByRole('region', { name: 'API keys' }).waitFor();
  });
});
