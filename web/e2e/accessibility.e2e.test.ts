import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runAxe, type AxeViolation } from './axe.ts';
import { HAS_CHROMIUM, launchBrowser, startServer, type RunningServer, register, createProject, createSection } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

const SIGNED_OUT_PAGES = [
  '/',
  '/register',
  '/password-request',
  '/password-reset/not-a-token',
  '/confirm-invite/not-a-token',
  '/developers',
  '/external',
  '/pricing',
  '/data-privacy',
  '/terms-of-service',
  '/help',
  '/help/manual',
  '/help/cof',
  '/help/formulas',
  '/help/kml',
  '/help/trajectory',
  '/help/tutorials',
  '/help/release',
  '/additional/flow-calculator',
  '/no-such-page',
];

const EDITOR_TABS = ['General', 'Equipment', 'Stretches', 'Cable', 'Trajectory', 'Settings', 'Results', 'Studies', 'Report'];

/**
 * axe-core in Chromium against the real server: no serious or critical violation on any page, signed out and in —
 * the information, legal, help and account pages, the projects, every tab of the section editor (each study's
 * result too), the report and its print view, every dialog, the legacy editor and both share pages.
 */
describe.skipIf(!HAS_CHROMIUM)('accessibility (axe-core) of every page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let sectionUrl = '';
  const tabs = () => page.getByRole('navigation', { name: 'Section tabs' });
  const tab = (name: string) => tabs().getByRole('link', { name: new RegExp(`^${name}`) });

  /** The serious and critical violations on `target` as it is now, labelled with `where` for the failure message. */
  const serious = async (where: string, target: Page = page): Promise<string[]> => {
    await target.waitForTimeout(300); // let lazy chunks and charts settle
    const violations: AxeViolation[] = await runAxe(target);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${where}: ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`);
  };
  const clean = async (where: string, target: Page = page): Promise<void> => {
    expect.soft(await serious(where, target)).toEqual([]);
  };
  /** Checks the dialog that `open` opens, then closes it with Escape. */
  const dialog = async (where: string, open: () => Promise<void>): Promise<void> => {
    await open();
    await page.getByRole('dialog').waitFor();
    await clean(`dialog: ${where}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 }, bypassCSP: true, acceptDownloads: true })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the pages a visitor sees, signed out', async () => {
    for (const path of SIGNED_OUT_PAGES) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await clean(`signed out ${path}`);
    }
  }, 400_000);

  it('the projects pages and their dialogs, the profile, the password change', async () => {
    await register(page, server.url, 'ada', 'ada.lovelace@example.com');
    await page.getByRole('button', { name: 'New project' }).waitFor();
    await clean('projects (grid)');
    await dialog('new folder', () => page.getByRole('button', { name: 'New folder' }).click());
    await dialog('new project', () => page.getByRole('button', { name: 'New project' }).click());
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await clean('projects (list)');
    for (const path of ['/profile', '/change-password', '/legacy-projects', '/additional/flow-calculator', '/help']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await clean(`signed in ${path}`);
    }
    await page.goto(`${server.url}/projects`);
    await createProject(page, 'Audit');
    await page.getByRole('button', { name: 'New section' }).waitFor();
    await clean('project page');
    await dialog('new section', () => page.getByRole('button', { name: 'New section' }).click());
  }, 180_000);

  it('every tab of the section editor, the report and its print view', async () => {
    await createSection(page, 'Pull audit', 'pulling');
    await tabs().waitFor();
    sectionUrl = page.url().replace(/\/[a-z]+$/, '');
    for (const name of EDITOR_TABS) {
      await tab(name).click();
      if (name === 'Trajectory') await page.getByLabel('Row 2: Type').waitFor();
      if (name === 'Results') await page.locator('.js-plotly-plot').first().waitFor({ timeout: 30_000 });
      if (name === 'Report') await page.getByRole('img', { name: /^Cable force along the route/ }).waitFor({ timeout: 30_000 });
      await clean(`section tab ${name}`);
    }
    await page.emulateMedia({ media: 'print' });
    await clean('report print view');
    await page.emulateMedia({ media: 'screen' });
  }, 180_000);

  it('the section editor’s dialogs', async () => {
    await tab('Equipment').click();
    await page.getByLabel('Pulling machine').selectOption({ label: 'Capstan winch 10 kN' });
    await dialog('machine details', () => page.getByRole('button', { name: 'Details' }).first().click());
    await dialog('new pulling machine', () => page.getByRole('button', { name: 'New pulling machine' }).click());
    await tab('Cable').click();
    await dialog('open a cable preset', () => page.getByRole('button', { name: 'Open preset: cable' }).click());
    await dialog('save a cable preset', () => page.getByRole('button', { name: 'Save as preset: cable' }).click());
    await tab('Trajectory').click();
    await dialog('import a route', () => page.getByRole('button', { name: 'Import a route' }).click());
    await dialog('share', () => page.getByRole('button', { name: 'Share', exact: true }).click());
    // unsaved changes: leaving asks first; coming back offers the draft
    await tab('General').click();
    await page.getByLabel('Description').fill('edited, not saved');
    await page.getByRole('link', { name: '← Project' }).click();
    await page.getByRole('dialog').waitFor();
    await clean('dialog: leave with unsaved changes');
    await page.getByRole('dialog').getByRole('button', { name: 'Stay' }).click();
    page.once('dialog', (prompt) => void prompt.accept());
    await page.goto(`${sectionUrl}/general`);
    await page.getByRole('dialog').waitFor();
    await clean('dialog: restore the draft');
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  }, 120_000);

  it('the Studies tab with each study’s result', async () => {
    await page.goto(`${sectionUrl}/studies`);
    const study = page.getByLabel('Study', { exact: true });
    await study.waitFor();
    const run = async (kind: string, result: () => Promise<void>) => {
      await study.selectOption(kind);
      await clean(`study ${kind}: form`);
      await page.getByRole('button', { name: 'Run study' }).click();
      await result();
      await clean(`study ${kind}: result`);
    };
    await run('methods', () => page.getByRole('table', { name: 'Laying methods compared' }).waitFor({ timeout: 90_000 }));
    await study.selectOption('cof');
    await page.getByLabel('Lowest COF').fill('0.1');
    await page.getByLabel('Highest COF').fill('0.3');
    await run('cof', () => page.getByRole('table', { name: 'Distance reached over the COF range' }).waitFor({ timeout: 120_000 }));
    await study.selectOption('sizing');
    await page.getByLabel('Required margin (%)').fill('10');
    await run('sizing', () => page.getByRole('table', { name: 'Candidates: Winches' }).waitFor({ timeout: 90_000 }));
    await study.selectOption('placement');
    await run('placement', () => page.getByText(/pulling pits? (needed|gets?)\b/).first().waitFor({ timeout: 90_000 }));
    await study.selectOption('calibration');
    await page.getByLabel('Or paste the log').fill(['distance;force', ...Array.from({ length: 12 }, (_, i) => `${i * 10};${200 + i * 40}`)].join('\n'));
    await run('calibration', () => page.getByRole('table', { name: 'Fitted friction coefficient' }).waitFor({ timeout: 90_000 }));
  }, 480_000);

  it('the share page of a section and the legacy editor and its share page, for a visitor', async () => {
    await page.goto(`${sectionUrl}/general`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create a share link' }).click();
    const field = page.getByRole('dialog').getByLabel('Share link');
    await expect.poll(() => field.inputValue()).toMatch(/\/section\/share\/[\w-]{20,}$/);
    const sectionLink = await field.inputValue();
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/legacy-projects/new`);
    await page.getByLabel('Name', { exact: true }).fill('Harbour line');
    await page.getByRole('button', { name: 'Add a row' }).click();
    await clean('legacy editor (new)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Harbour line' }).waitFor();
    await clean('legacy editor');
    await dialog('legacy share', () => page.getByRole('button', { name: 'Share', exact: true }).click());
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create a share link' }).click();
    const legacyField = page.getByRole('dialog').getByLabel('Share link');
    await expect.poll(() => legacyField.inputValue()).toMatch(/\/legacy-projects\/share\/[\w-]{20,}$/);
    const legacyLink = await legacyField.inputValue();
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/legacy-projects`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await clean('legacy projects list');

    const visitor = await (await browser.newContext({ locale: 'en-GB', bypassCSP: true })).newPage();
    for (const tabPath of ['general', 'equipment', 'stretches', 'cable', 'trajectory', 'settings', 'simulation']) {
      await visitor.goto(`${sectionLink}/${tabPath}`);
      await visitor.getByText('Shared section, read-only').waitFor();
      if (tabPath === 'simulation') await visitor.locator('.js-plotly-plot').first().waitFor({ timeout: 30_000 });
      await clean(`shared section ${tabPath}`, visitor);
    }
    await visitor.goto(legacyLink);
    await visitor.getByRole('heading', { level: 1, name: 'Harbour line' }).waitFor();
    await clean('legacy share page', visitor);
    await visitor.context().close();
  }, 180_000);
});
