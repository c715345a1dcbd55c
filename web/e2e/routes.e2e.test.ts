import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, launchBrowser, register, startServer, type RunningServer } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Navigates inside the app (no reload: what the user has open stays known), as a link would. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The product's routes with an optional or `new` id, and the legacy editor's New project and leave guard. */
describe.skipIf(!HAS_CHROMIUM)('entry and “new” routes in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  let projectId = '';
  let sectionId = '';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'en-GB', bypassCSP: true })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await register(page, server.url, 'rosa');
    await page.getByRole('button', { name: 'New project' }).waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('/section and /project with nothing open lead to the projects', async () => {
    await page.goto(`${server.url}/section`);
    await page.waitForURL(/\/projects$/);
    await page.goto(`${server.url}/project`);
    await page.waitForURL(/\/projects$/);
    await page.getByRole('button', { name: 'New project' }).waitFor();
  });

  it('/project/new creates a project and opens it under its id with the name to type', async () => {
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/project2'));
    await page.goto(`${server.url}/project/new`);
    expect((await posted).status()).toBe(201);
    await page.waitForURL(new RegExp(`/project/${UUID}/edit$`));
    projectId = /\/project\/([^/]+)\/edit$/.exec(page.url())![1]!;
    await page.getByLabel('Name').fill('Route works');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Route works' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`/project/${projectId}$`));
  });

  it('/section/new?project= creates a section in that project and replaces the URL with its id', async () => {
    await page.goto(`${server.url}/section/new?project=${projectId}&name=Wharf`);
    await page.waitForURL(new RegExp(`/section/${UUID}/general$`));
    sectionId = /\/section\/([^/]+)\/general$/.exec(page.url())![1]!;
    await page.getByRole('heading', { level: 1, name: 'Wharf' }).waitFor();
    // one section: the new URL replaced /section/new
    const listed = await page.evaluate(async (id) => (await (await fetch(`/api/project2/${id}`)).json()) as { sections: { name: string }[] }, projectId);
    expect(listed.sections.map((s) => s.name)).toEqual(['Wharf']);
  });

  it('/section and /project lead to the section and project open in the app', async () => {
    await navigateInApp(page, '/section');
    await page.waitForURL(new RegExp(`/section/${sectionId}/general$`));
    await navigateInApp(page, '/project');
    await page.waitForURL(new RegExp(`/project/${projectId}$`));
    await page.getByRole('heading', { level: 1, name: 'Route works' }).waitFor();
  });

  it('/section/new without a project says where to create one (axe clean); /section/share without a token is a 404', async () => {
    await page.goto(`${server.url}/section/new`);
    await page.getByText('A new section belongs to a project: open the project and create the section there.').waitFor();
    const violations = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.goto(`${server.url}/section/share`);
    await page.getByText('This share link is not valid').waitFor();
  });

  it('legacy: New project opens /legacy-projects/new; leaving unsaved work asks, Stay keeps it, Leave drops it', async () => {
    await page.goto(`${server.url}/legacy-projects`);
    await page.getByRole('button', { name: 'New project' }).click();
    await page.waitForURL(/\/legacy-projects\/new$/);
    await page.getByLabel('Name', { exact: true }).fill('Canal');
    await page.getByRole('link', { name: 'Legacy projects' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByText('This legacy project has changes that are not saved.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Canal');
    expect(page.url()).toMatch(/\/legacy-projects\/new$/);
    await page.getByRole('link', { name: 'Legacy projects' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/legacy-projects$/);
    await page.getByText('You have no legacy projects.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
