import { DEMO_PROJECT_NAME, DEMO_TEMPLATES, demoName, demoProjectName } from '@cla/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HAS_CHROMIUM, launchBrowser, startServer, type RunningServer } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The browser journeys: accounts, projects and files, languages and units, the return after sign-in. */
describe.skipIf(!HAS_CHROMIUM)('accounts and projects in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const user = { username: 'ada', email: 'ada.lovelace@example.com', password: 'correct horse battery' };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'en-GB' });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(): Promise<void> {
    await page.getByLabel('E-mail or username').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('registers, signs out, and signs in again', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Repeat the password').fill(user.password);
    await page.getByRole('button', { name: 'Create the account' }).click();
    // a new account starts with its own copy of the demo project (DEMO_PROJECT is on by default)
    await page.getByText('7 sections').waitFor();
    await page.getByRole('link', { name: new RegExp(`^${DEMO_PROJECT_NAME}`) }).click();
    await page.getByRole('heading', { level: 1, name: DEMO_PROJECT_NAME }).waitFor();
    for (const t of Object.values(DEMO_TEMPLATES)) await page.getByText(t.projectName, { exact: true }).waitFor();

    await page.getByRole('button', { name: `${user.username}, user menu` }).click();
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();

    await signIn();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('makes the demo project in the language the account registers in (French)', async () => {
    const french = await browser.newContext({ locale: 'fr-FR' });
    await french.addCookies([{ name: 'i18n_redirected', value: 'fr', url: server.url }]);
    const visitor = await french.newPage();
    await visitor.goto(`${server.url}/register`);
    await visitor.getByLabel('Nom d’utilisateur').fill('emilie');
    await visitor.getByLabel('E-mail').fill('emilie@example.com');
    await visitor.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await visitor.getByLabel('Répétez le mot de passe').fill(user.password);
    await visitor.getByRole('button', { name: 'Créer le compte' }).click();
    await visitor.getByRole('link', { name: new RegExp(`^${demoProjectName('fr')}`) }).click();
    await visitor.getByRole('heading', { level: 1, name: demoProjectName('fr') }).waitFor();
    for (const t of Object.values(DEMO_TEMPLATES)) await visitor.getByText(demoName(t.projectName, 'fr'), { exact: true }).waitFor();
    await french.close();
  });

  it('creates a folder and a project in it, renames the project, adds and deletes a file, deletes the project', async () => {
    await page.goto(`${server.url}/projects`);
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Zurich North');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByRole('link', { name: /^Zurich North/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Zurich North' }).waitFor();

    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Ring main');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ring main' }).waitFor();

    await page.getByRole('button', { name: 'Rename the project' }).click();
    // exact: until the field renders, 'Rename the project' (the button) also matches 'Name'
    await page.getByLabel('Name', { exact: true }).fill('Ring main 110 kV');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ring main 110 kV' }).waitFor();
    await page.getByText('Project saved').first().waitFor();

    await page.locator('input[type=file][accept*=".kml"]').setInputFiles({
      name: 'route.kml',
      mimeType: 'application/vnd.google-earth.kml+xml',
      buffer: Buffer.from('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>'),
    });
    const file = page.getByRole('link', { name: 'route.kml' });
    await file.waitFor();
    const download = await fetch(`${server.url}${await file.getAttribute('href')}`, {
      headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('<kml');

    await page.getByRole('button', { name: 'Delete route.kml' }).click();
    await expect.poll(() => file.count()).toBe(0);

    await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Zurich North' }).waitFor();
    await page.getByRole('button', { name: 'Delete Ring main 110 kV' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(/This folder is empty/).waitFor();
    // Gone on the server too.
    await page.reload();
    await page.getByText(/This folder is empty/).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('gives the first user, an admin, the users list with an invitation form', async () => {
    await page.goto(`${server.url}/admin/accounts`);
    await page.getByRole('rowheader', { name: user.username }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill('carol@example.com');
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByRole('rowheader', { name: 'carol' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('switches to French and shows French', async () => {
    await page.goto(`${server.url}/projects`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Projets' }).waitFor();
    await page.getByRole('button', { name: 'Nouveau dossier' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Projets' }).waitFor();
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
  });

  it('switches the profile to US units and shows feet', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByLabel('System of units').selectOption('us');
    await page.getByText('100 metres is 328 ft.', { exact: false }).waitFor();
    await page.reload();
    expect(await page.getByLabel('System of units').inputValue()).toBe('us');
    await page.getByText('328 ft', { exact: false }).waitFor();
  });

  it('brings a signed-out visitor of a protected page back to it after sign-in', async () => {
    await page.goto(`${server.url}/logout`);
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await page.goto(`${server.url}/change-password`);
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).searchParams.get('r')).toBe('/change-password');
    await signIn();
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/change-password');
    expect(pageErrors).toEqual([]);
  });
});
